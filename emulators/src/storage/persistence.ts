import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32cBase64, md5Base64, type StoredObject } from './objects';
import type { ObjectStore } from './store';

/**
 * Export layout (beside Firestore's export in the same directory):
 *   <dir>/storage_export/buckets.json            {"buckets":[{"id":"…"}]}
 *   <dir>/storage_export/metadata/<bucket>/<encodeURIComponent(name)>.json   readable metadata
 *   <dir>/storage_export/blobs/<bucket>/<encodeURIComponent(name)>           the bytes
 * Names are URI-encoded so "a/b.png" and "a" can both exist and no name escapes the directory.
 */
export const EXPORT_FOLDER = 'storage_export';

interface MetadataFile {
  name: string;
  bucket: string;
  contentType: string;
  size: number;
  md5Hash: string;
  crc32c: string;
  etag: string;
  generation: string;
  metageneration: string;
  timeCreated: string;
  updated: string;
  downloadTokens: string[];
  metadata: Record<string, string>;
  cacheControl: string | null;
  contentDisposition: string | null;
  contentEncoding: string | null;
  contentLanguage: string | null;
}

function toFile(o: StoredObject): MetadataFile {
  return {
    name: o.name,
    bucket: o.bucket,
    contentType: o.contentType,
    size: o.data.length,
    md5Hash: o.md5Hash,
    crc32c: o.crc32c,
    etag: o.etag,
    generation: o.generation.toString(),
    metageneration: o.metageneration.toString(),
    timeCreated: new Date(o.timeCreated).toISOString(),
    updated: new Date(o.updated).toISOString(),
    downloadTokens: [...o.downloadTokens],
    metadata: { ...o.customMetadata },
    cacheControl: o.cacheControl,
    contentDisposition: o.contentDisposition,
    contentEncoding: o.contentEncoding,
    contentLanguage: o.contentLanguage,
  };
}

/** Writes every object; the previous export is replaced only once the new one is complete. */
export async function exportStore(store: ObjectStore, dir: string): Promise<{ objects: number; path: string }> {
  const target = join(dir, EXPORT_FOLDER);
  const staging = join(dir, `.${EXPORT_FOLDER}.${process.pid}.${Date.now()}`);
  await mkdir(staging, { recursive: true });
  try {
    const objects = store.all();
    await writeFile(
      join(staging, 'buckets.json'),
      `${JSON.stringify({ buckets: store.bucketNames().map((id) => ({ id })) }, null, 2)}\n`,
    );
    for (const o of objects) {
      const file = encodeURIComponent(o.name);
      await mkdir(join(staging, 'metadata', o.bucket), { recursive: true });
      await mkdir(join(staging, 'blobs', o.bucket), { recursive: true });
      await writeFile(join(staging, 'metadata', o.bucket, `${file}.json`), `${JSON.stringify(toFile(o), null, 2)}\n`);
      await writeFile(join(staging, 'blobs', o.bucket, file), o.data);
    }
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
    return { objects: objects.length, path: target };
  } catch (e) {
    await rm(staging, { recursive: true, force: true });
    throw e;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads an export written by exportStore: `dir` may be the parent (holding storage_export/) or the folder itself.
 * A missing folder imports nothing; a malformed one throws naming the file, and the store is left untouched.
 */
export async function importStore(store: ObjectStore, dir: string): Promise<number> {
  const root = (await exists(join(dir, EXPORT_FOLDER, 'buckets.json'))) ? join(dir, EXPORT_FOLDER) : dir;
  const bucketsFile = join(root, 'buckets.json');
  if (!(await exists(bucketsFile))) return 0;
  const buckets = parseBuckets(await readFile(bucketsFile, 'utf8'), bucketsFile);
  const loaded: StoredObject[] = [];
  for (const bucket of buckets) {
    const metaDir = join(root, 'metadata', bucket);
    if (!(await exists(metaDir))) continue;
    for (const entry of (await readdir(metaDir)).filter((f) => f.endsWith('.json')).sort()) {
      const metaPath = join(metaDir, entry);
      const blobPath = join(root, 'blobs', bucket, entry.slice(0, -'.json'.length));
      const meta = parseMetadataFile(await readFile(metaPath, 'utf8'), metaPath);
      if (meta.bucket !== bucket)
        throw new Error(`${metaPath}: bucket "${meta.bucket}" does not match its folder "${bucket}"`);
      if (!(await exists(blobPath))) throw new Error(`${metaPath}: the blob ${blobPath} is missing`);
      const data = new Uint8Array(await readFile(blobPath));
      loaded.push({
        bucket,
        name: meta.name,
        data,
        contentType: meta.contentType,
        customMetadata: meta.metadata,
        downloadTokens: meta.downloadTokens,
        generation: BigInt(meta.generation),
        metageneration: BigInt(meta.metageneration),
        timeCreated: Date.parse(meta.timeCreated),
        updated: Date.parse(meta.updated),
        // Checksums follow the bytes, so an edited blob stays consistent.
        md5Hash: md5Base64(data),
        crc32c: crc32cBase64(data),
        etag: meta.etag,
        cacheControl: meta.cacheControl,
        contentDisposition: meta.contentDisposition,
        contentEncoding: meta.contentEncoding,
        contentLanguage: meta.contentLanguage,
      });
    }
  }
  for (const o of loaded) store.put(o);
  return loaded.length;
}

function parseBuckets(text: string, file: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const buckets = (json as { buckets?: unknown }).buckets;
  if (!Array.isArray(buckets) || !buckets.every((b) => typeof (b as { id?: unknown }).id === 'string')) {
    throw new Error(`${file}: expected {"buckets":[{"id":"…"}]}`);
  }
  return buckets.map((b) => (b as { id: string }).id);
}

function parseMetadataFile(text: string, file: string): MetadataFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const m = json as Partial<Record<keyof MetadataFile, unknown>>;
  const str = (k: keyof MetadataFile): string => {
    if (typeof m[k] !== 'string') throw new Error(`${file}: "${k}" must be a string`);
    return m[k];
  };
  const optional = (k: keyof MetadataFile): string | null => {
    const v = m[k];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string') throw new Error(`${file}: "${k}" must be a string or null`);
    return v;
  };
  const name = str('name');
  const bucket = str('bucket');
  const contentType = str('contentType');
  const tokens = m.downloadTokens ?? [];
  if (!Array.isArray(tokens) || !tokens.every((t) => typeof t === 'string'))
    throw new Error(`${file}: "downloadTokens" must be a list of strings`);
  const custom = m.metadata ?? {};
  if (
    typeof custom !== 'object' ||
    custom === null ||
    Array.isArray(custom) ||
    !Object.values(custom).every((v) => typeof v === 'string')
  ) {
    throw new Error(`${file}: "metadata" must be an object of strings`);
  }
  for (const k of ['generation', 'metageneration'] as const) {
    if (!/^\d+$/.test(str(k))) throw new Error(`${file}: "${k}" must be a decimal string`);
  }
  for (const k of ['timeCreated', 'updated'] as const) {
    if (Number.isNaN(Date.parse(str(k)))) throw new Error(`${file}: "${k}" must be an ISO date`);
  }
  return {
    name,
    bucket,
    contentType,
    size: typeof m.size === 'number' ? m.size : 0,
    md5Hash: optional('md5Hash') ?? '',
    crc32c: optional('crc32c') ?? '',
    etag: optional('etag') ?? '',
    generation: str('generation'),
    metageneration: str('metageneration'),
    timeCreated: str('timeCreated'),
    updated: str('updated'),
    downloadTokens: tokens,
    metadata: custom as Record<string, string>,
    cacheControl: optional('cacheControl'),
    contentDisposition: optional('contentDisposition'),
    contentEncoding: optional('contentEncoding'),
    contentLanguage: optional('contentLanguage'),
  };
}
