import type { FieldPath, FsMap, FsValue } from '../../shared/contract';

/** Reads a (possibly nested) field; undefined when absent or when a parent is not a map. */
export function getField(fields: FsMap, path: FieldPath): FsValue | undefined {
  let current: FsMap = fields;
  for (let i = 0; i < path.length - 1; i++) {
    const v = current.get(path[i]!);
    if (v?.type !== 'map') return undefined;
    current = v.fields;
  }
  return current.get(path[path.length - 1]!);
}

/** Returns new maps along the path with `value` set; a non-map parent is replaced by a map. */
export function setField(fields: FsMap, path: FieldPath, value: FsValue): FsMap {
  const [head, ...rest] = path as [string, ...string[]];
  const out = new Map(fields);
  if (rest.length === 0) {
    out.set(head, value);
    return out;
  }
  const child = fields.get(head);
  const base: FsMap = child?.type === 'map' ? child.fields : new Map();
  out.set(head, { type: 'map', fields: setField(base, rest, value) });
  return out;
}

/** Returns new maps with the field removed; unchanged (same object) when it was absent. */
export function deleteField(fields: FsMap, path: FieldPath): FsMap {
  const [head, ...rest] = path as [string, ...string[]];
  if (!fields.has(head)) return fields;
  if (rest.length === 0) {
    const out = new Map(fields);
    out.delete(head);
    return out;
  }
  const child = fields.get(head);
  if (child?.type !== 'map') return fields;
  const inner = deleteField(child.fields, rest);
  if (inner === child.fields) return fields;
  const out = new Map(fields);
  out.set(head, { type: 'map', fields: inner });
  return out;
}

/** Keeps only the given paths (nested paths keep their parent maps), for `select` and read masks. */
export function projectFields(fields: FsMap, paths: readonly FieldPath[]): FsMap {
  let out: FsMap = new Map();
  for (const path of paths) {
    const v = getField(fields, path);
    if (v !== undefined) out = setField(out, path, v);
  }
  return out;
}
