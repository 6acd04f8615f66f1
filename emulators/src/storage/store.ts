import type { StoredObject } from './objects';

export interface ListOptions {
  /** "" or a prefix ending in "/". */
  readonly prefix: string;
  readonly delimiter: string;
  readonly pageToken: string | undefined;
  readonly maxResults: number;
}

export interface ListPage {
  readonly prefixes: readonly string[];
  readonly items: readonly StoredObject[];
  readonly nextPageToken: string | undefined;
}

/** Objects by bucket; buckets are independent namespaces created on first use. */
export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();

  get(bucket: string, name: string): StoredObject | null {
    return this.buckets.get(bucket)?.get(name) ?? null;
  }

  put(object: StoredObject): void {
    let bucket = this.buckets.get(object.bucket);
    if (!bucket) {
      bucket = new Map();
      this.buckets.set(object.bucket, bucket);
    }
    bucket.set(object.name, object);
  }

  delete(bucket: string, name: string): boolean {
    return this.buckets.get(bucket)?.delete(name) ?? false;
  }

  clear(): void {
    this.buckets.clear();
  }

  bucketNames(): string[] {
    return [...this.buckets.keys()].sort();
  }

  all(): StoredObject[] {
    return [...this.buckets.values()].flatMap((b) => [...b.values()]);
  }

  /**
   * GCS list semantics: names under the prefix in byte order; with a delimiter, deeper names fold into
   * `prefixes` ("a/b/"). A page holds up to maxResults entries (items and prefixes together); the page token is
   * the last entry returned, and the next page starts after it.
   */
  list(bucket: string, options: ListOptions): ListPage {
    const names = [...(this.buckets.get(bucket)?.keys() ?? [])]
      .filter((n) => n.startsWith(options.prefix))
      .sort(compareUtf8);
    const after =
      options.pageToken === undefined ? undefined : Buffer.from(options.pageToken, 'base64url').toString('utf8');
    const entries: ({ kind: 'prefix'; key: string } | { kind: 'item'; key: string })[] = [];
    const seenPrefixes = new Set<string>();
    for (const name of names) {
      const rest = name.slice(options.prefix.length);
      const cut = options.delimiter === '' ? -1 : rest.indexOf(options.delimiter);
      if (cut >= 0) {
        const p = options.prefix + rest.slice(0, cut + options.delimiter.length);
        if (!seenPrefixes.has(p)) {
          seenPrefixes.add(p);
          entries.push({ kind: 'prefix', key: p });
        }
      } else {
        entries.push({ kind: 'item', key: name });
      }
    }
    entries.sort((a, b) => compareUtf8(a.key, b.key));
    const start = after === undefined ? 0 : entries.findIndex((e) => compareUtf8(e.key, after) > 0);
    const page = start < 0 ? [] : entries.slice(start, start + options.maxResults);
    const more = start >= 0 && start + options.maxResults < entries.length;
    const last = page.at(-1);
    const objects = this.buckets.get(bucket);
    return {
      prefixes: page.filter((e) => e.kind === 'prefix').map((e) => e.key),
      items: page
        .filter((e) => e.kind === 'item')
        .map((e) => objects?.get(e.key))
        .filter((o): o is StoredObject => o !== undefined),
      nextPageToken: more && last ? Buffer.from(last.key, 'utf8').toString('base64url') : undefined,
    };
  }
}

function compareUtf8(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
