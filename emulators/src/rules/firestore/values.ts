import type { AuthInfo, FsValue, StoredDoc } from '../../shared/contract';
import { fail } from '../runtime/errors';
import { fromJson, RLatLng, RMap, RPath, RTimestamp, type RValue } from '../runtime/values';

export const DATABASE_SEGMENTS = ['databases', '(default)', 'documents'] as const;

/** `orders/o1` → the rules path `/databases/(default)/documents/orders/o1`. */
export function documentPath(relative: string): RPath {
  return new RPath([...DATABASE_SEGMENTS, ...splitPath(relative)]);
}

export function splitPath(relative: string): string[] {
  return relative === '' ? [] : relative.split('/');
}

/** A rules path → the relative document path, or an error when it is not a document of the default database. */
export function relativeDocumentPath(path: RValue): string {
  if (!(path instanceof RPath)) return fail('get()/exists() need a path.');
  const [databases, database, documents, ...rest] = path.segments;
  if (databases !== 'databases' || documents !== 'documents') {
    return fail(`${path.toString()} is not a document path (/databases/{db}/documents/…).`);
  }
  if (database !== '(default)') return fail(`Database '${database}' is not served here.`);
  if (rest.length === 0 || rest.length % 2 !== 0 || rest.some((s) => s === '')) {
    return fail(`${path.toString()} does not name a document.`);
  }
  return rest.join('/');
}

export function fromFsValue(v: FsValue): RValue {
  switch (v.type) {
    case 'null':
      return null;
    case 'boolean':
    case 'string':
    case 'integer':
    case 'double':
    case 'bytes':
      return v.value;
    case 'timestamp':
      return new RTimestamp(v.micros * 1000n);
    case 'reference': {
      // projects/{p}/databases/{d}/documents/… → /databases/{d}/documents/…
      const segments = v.value.split('/');
      return new RPath(segments[0] === 'projects' ? segments.slice(2) : segments);
    }
    case 'geoPoint':
      return new RLatLng(v.latitude, v.longitude);
    case 'array':
      return v.values.map(fromFsValue);
    case 'map':
      return fromFsMap(v.fields);
  }
}

export function fromFsMap(fields: ReadonlyMap<string, FsValue>): RMap {
  return new RMap(new Map([...fields].map(([k, x]) => [k, fromFsValue(x)])));
}

/** rules.firestore.Resource: {data, id, __name__}. */
export function resourceOf(doc: StoredDoc): RMap {
  const segments = splitPath(doc.path);
  return RMap.of({
    data: fromFsMap(doc.fields),
    id: segments.at(-1) ?? '',
    __name__: documentPath(doc.path),
  });
}

/** request.auth: {uid, token} or null. */
export function authValue(auth: AuthInfo | null): RValue {
  if (!auth) return null;
  return RMap.of({ uid: auth.uid, token: fromJson(auth.token) });
}
