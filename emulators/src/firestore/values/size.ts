import type { FsMap, FsValue } from '../../shared/contract';
import { utf8Length } from './utf8';

/**
 * Storage sizes as production counts them (https://firebase.google.com/docs/firestore/storage-size):
 * strings are UTF-8 bytes + 1, numbers/timestamps 8, geo points 16, names sum their segments + 16,
 * a document is its name + every field name and value + 32.
 */
export const MAX_DOCUMENT_BYTES = 1_048_576;

const NUMERIC_ID = /^__id-?\d+__$/;

export function stringSize(s: string): number {
  return utf8Length(s) + 1;
}

/** Size of a document path relative to the documents root ("users/jeff/tasks/t1"). */
export function pathSize(path: string): number {
  let total = 16;
  for (const segment of path.split('/')) total += NUMERIC_ID.test(segment) ? 8 : stringSize(segment);
  return total;
}

export function valueSize(v: FsValue): number {
  switch (v.type) {
    case 'null':
    case 'boolean':
      return 1;
    case 'integer':
    case 'double':
    case 'timestamp':
      return 8;
    case 'geoPoint':
      return 16;
    case 'string':
      return stringSize(v.value);
    case 'bytes':
      return v.value.length;
    case 'reference': {
      const at = v.value.indexOf('/documents/');
      return pathSize(at < 0 ? v.value : v.value.slice(at + '/documents/'.length));
    }
    case 'array':
      return v.values.reduce((n, x) => n + valueSize(x), 0);
    case 'map':
      return fieldsSize(v.fields);
  }
}

export function fieldsSize(fields: FsMap): number {
  let total = 0;
  for (const [k, v] of fields) total += stringSize(k) + valueSize(v);
  return total;
}

export function documentSize(path: string, fields: FsMap): number {
  return pathSize(path) + fieldsSize(fields) + 32;
}
