import { invalidArgument } from '../errors';
import { utf8Length } from '../values/utf8';

/** A database: `projects/{project}/databases/{database}`. */
export interface DatabaseId {
  readonly project: string;
  readonly database: string;
}

const DB_NAME = /^projects\/([^/]+)\/databases\/([^/]+)$/;
const RESERVED_ID = /^__.*__$/;
const MAX_SEGMENT_BYTES = 1500;

export function databaseName(db: DatabaseId): string {
  return `projects/${db.project}/databases/${db.database}`;
}

export function documentsRoot(db: DatabaseId): string {
  return `${databaseName(db)}/documents`;
}

/** Full resource name of a document (or the root when `path` is empty). */
export function documentName(db: DatabaseId, path: string): string {
  return path === '' ? documentsRoot(db) : `${documentsRoot(db)}/${path}`;
}

export function parseDatabaseName(name: string): DatabaseId {
  const m = DB_NAME.exec(name);
  if (!m?.[1] || !m[2])
    throw invalidArgument(`Invalid database name "${name}": expected projects/{project_id}/databases/{database_id}.`);
  return { project: m[1], database: m[2] };
}

function checkSegments(name: string, path: string): void {
  for (const segment of path.split('/')) {
    if (segment === '') throw invalidArgument(`Invalid resource name "${name}": path segments must not be empty.`);
    if (segment === '.' || segment === '..')
      throw invalidArgument(`Invalid resource name "${name}": "${segment}" is not a valid document or collection ID.`);
    if (utf8Length(segment) > MAX_SEGMENT_BYTES)
      throw invalidArgument(`Invalid resource name "${name}": an ID must be at most 1500 bytes.`);
  }
}

/** Splits `projects/p/databases/d/documents[/path]` into the database and the relative path ('' for the root). */
export function parseResourceName(name: string, expected?: DatabaseId): { db: DatabaseId; path: string } {
  const parts = name.split('/');
  if (
    parts.length < 5 ||
    parts[0] !== 'projects' ||
    parts[2] !== 'databases' ||
    parts[4] !== 'documents' ||
    !parts[1] ||
    !parts[3]
  ) {
    throw invalidArgument(
      `Invalid resource name "${name}": expected projects/{project_id}/databases/{database_id}/documents/{document_path}.`,
    );
  }
  const db = { project: parts[1], database: parts[3] };
  if (expected && (db.project !== expected.project || db.database !== expected.database)) {
    throw invalidArgument(`Resource "${name}" is not in the request's database "${databaseName(expected)}".`);
  }
  const path = parts.slice(5).join('/');
  if (path !== '') checkSegments(name, path);
  return { db, path };
}

export function segmentCount(path: string): number {
  return path === '' ? 0 : path.split('/').length;
}

/** A document name: an even, non-zero number of segments below the documents root. */
export function parseDocumentName(name: string, db: DatabaseId): string {
  const { path } = parseResourceName(name, db);
  checkUnreserved(`Document name "${name}"`, path);
  const n = segmentCount(path);
  if (n === 0 || n % 2 !== 0) {
    throw invalidArgument(
      `Document name "${name}" does not name a document: a document path needs an even number of segments (collection/document pairs), got ${n}.`,
    );
  }
  return path;
}

/** A query/list parent: the documents root or a document. */
export function parseParentName(name: string, db?: DatabaseId): { db: DatabaseId; path: string } {
  const parsed = parseResourceName(name, db);
  checkUnreserved(`Parent "${name}"`, parsed.path);
  if (segmentCount(parsed.path) % 2 !== 0) {
    throw invalidArgument(`Parent "${name}" must be the documents root or a document, not a collection.`);
  }
  return parsed;
}

export function checkCollectionId(id: string): void {
  if (id === '' || id.includes('/')) throw invalidArgument(`Invalid collection ID "${id}".`);
  checkUnreserved('A collection ID', id);
  if (utf8Length(id) > MAX_SEGMENT_BYTES)
    throw invalidArgument(`Collection ID "${id.slice(0, 40)}…" is longer than 1500 bytes.`);
}

/** `__id<int64>__`, written the one canonical way (no sign on 0, no leading zeros). */
const NUMERIC_ID = /^__id(-?(?:0|[1-9]\d*))__$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** A legacy numeric id (`__id7__`): production accepts these, and sorts them before every string id. */
export function isNumericId(segment: string): boolean {
  const m = NUMERIC_ID.exec(segment);
  if (!m || m[1] === '-0') return false;
  const n = BigInt(m[1]!);
  return n >= INT64_MIN && n <= INT64_MAX;
}

/**
 * IDs matching __.*__ are reserved, except the numeric ids `__id<int64>__`: Firestore refuses them in every name a
 * request addresses (reads, listens and writes alike). Reference values may hold them (recursiveDelete's cursors).
 */
function checkUnreserved(what: string, path: string): void {
  for (const segment of path.split('/')) {
    if (RESERVED_ID.test(segment) && !isNumericId(segment))
      throw invalidArgument(`${what} uses the reserved ID "${segment}" (IDs matching __.*__ are reserved).`);
  }
}

export function parentOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function lastSegment(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? path : path.slice(i + 1);
}
