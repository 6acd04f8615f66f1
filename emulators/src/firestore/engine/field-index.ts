import type { FieldPath, FsValue, StoredDoc } from '../../shared/contract';
import { getField } from '../values/fields';
import { equalityKey } from '../values/keys';

/**
 * Equality index over one field of one scope (a collection or a collection group): value key → document
 * paths, plus array element key → paths for array-contains. Built on first use, kept in step by every write.
 */
export class FieldIndex {
  private readonly eq = new Map<string, Set<string>>();
  private readonly contains = new Map<string, Set<string>>();

  constructor(readonly field: FieldPath) {}

  private static add(map: Map<string, Set<string>>, key: string, path: string): void {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(path);
  }

  private static remove(map: Map<string, Set<string>>, key: string, path: string): void {
    const set = map.get(key);
    if (!set) return;
    set.delete(path);
    if (set.size === 0) map.delete(key);
  }

  private keys(doc: StoredDoc): { value: string | undefined; elements: Set<string> } {
    const v = getField(doc.fields, this.field);
    const elements = new Set<string>();
    if (v?.type === 'array') for (const e of v.values) elements.add(equalityKey(e));
    return { value: v === undefined ? undefined : equalityKey(v), elements };
  }

  insert(doc: StoredDoc): void {
    const { value, elements } = this.keys(doc);
    if (value !== undefined) FieldIndex.add(this.eq, value, doc.path);
    for (const e of elements) FieldIndex.add(this.contains, e, doc.path);
  }

  delete(doc: StoredDoc): void {
    const { value, elements } = this.keys(doc);
    if (value !== undefined) FieldIndex.remove(this.eq, value, doc.path);
    for (const e of elements) FieldIndex.remove(this.contains, e, doc.path);
  }

  equal(value: FsValue): ReadonlySet<string> {
    return this.eq.get(equalityKey(value)) ?? EMPTY;
  }

  arrayContains(value: FsValue): ReadonlySet<string> {
    return this.contains.get(equalityKey(value)) ?? EMPTY;
  }
}

const EMPTY: ReadonlySet<string> = new Set();
