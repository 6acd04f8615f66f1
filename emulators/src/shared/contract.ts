/**
 * The values and requests the rules engine (emulators/src/rules) evaluates, in one plain in-memory form. The Storage
 * stand-in builds them at its edge; the engine reads only these. (The engine was written for a Firestore stand-in too,
 * whose place Google's emulator has taken: docs/architecture.md#the-stand-ins-that-stay.)
 */

/** A Firestore value (google.firestore.v1.Value) in one in-memory form. */
export type FsValue =
  | { readonly type: 'null' }
  | { readonly type: 'boolean'; readonly value: boolean }
  | { readonly type: 'integer'; readonly value: bigint }
  | { readonly type: 'double'; readonly value: number }
  /** Microseconds since the Unix epoch (Firestore's stored precision). */
  | { readonly type: 'timestamp'; readonly micros: bigint }
  | { readonly type: 'string'; readonly value: string }
  | { readonly type: 'bytes'; readonly value: Uint8Array }
  /** Full resource name: projects/{p}/databases/{d}/documents/{path}. */
  | { readonly type: 'reference'; readonly value: string }
  | { readonly type: 'geoPoint'; readonly latitude: number; readonly longitude: number }
  | { readonly type: 'array'; readonly values: readonly FsValue[] }
  | { readonly type: 'map'; readonly fields: ReadonlyMap<string, FsValue> };

export type FsMap = ReadonlyMap<string, FsValue>;

/** A stored document. `path` is relative to the database's documents root, e.g. "orders/abc/events/e1". */
export interface StoredDoc {
  readonly path: string;
  readonly fields: FsMap;
  /** Microseconds since the epoch. */
  readonly createTime: bigint;
  readonly updateTime: bigint;
}

/** Reads documents of one project by relative path; null when absent. */
export interface DocReader {
  get(path: string): StoredDoc | null;
}

/** Decoded bearer token of a request: null when signed out or unparsable. "Bearer owner" never reaches rules. */
export interface AuthInfo {
  readonly uid: string;
  /** Every claim of the JWT payload (email, email_verified, role, firebase.sign_in_provider, …). */
  readonly token: Readonly<Record<string, unknown>>;
}

export type FieldPath = readonly string[];

export type FieldOp =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export type QueryFilter =
  | { readonly kind: 'field'; readonly field: FieldPath; readonly op: FieldOp; readonly value: FsValue }
  | {
      readonly kind: 'unary';
      readonly field: FieldPath;
      readonly op: 'IS_NULL' | 'IS_NAN' | 'IS_NOT_NULL' | 'IS_NOT_NAN';
    }
  | { readonly kind: 'composite'; readonly op: 'AND' | 'OR'; readonly filters: readonly QueryFilter[] };

interface RequestBase {
  readonly projectId: string;
  readonly auth: AuthInfo | null;
  /** request.time, µs since the epoch (equals the commit time for writes). */
  readonly time: bigint;
  /** Current (before-write) state, for get() and exists(). */
  readonly reader: DocReader;
}

export interface GetRequest extends RequestBase {
  readonly kind: 'get';
  readonly path: string;
  readonly resource: StoredDoc | null;
}

/**
 * A query or aggregation: a `list` request checked against the query's constraints
 * (docs/architecture.md#rules-are-not-filters).
 */
export interface ListRequest extends RequestBase {
  readonly kind: 'list';
  /** Relative path of the parent document ("" for the root). */
  readonly parent: string;
  /** Undefined for kindless queries. */
  readonly collectionId: string | undefined;
  readonly allDescendants: boolean;
  readonly where: QueryFilter | undefined;
  readonly orderBy: readonly { readonly field: FieldPath; readonly direction: 'ASCENDING' | 'DESCENDING' }[];
  readonly limit: number | undefined;
  readonly offset: number | undefined;
}

export interface WriteCheck {
  readonly path: string;
  readonly method: 'create' | 'update' | 'delete';
  /** The stored document before this write (null when absent). */
  readonly resource: StoredDoc | null;
  /** The document as it would be after this write, transforms applied; null for deletes. */
  readonly after: StoredDoc | null;
}

export interface CommitRequest extends RequestBase {
  readonly kind: 'commit';
  readonly writes: readonly WriteCheck[];
  /** State after the whole commit, for getAfter() and existsAfter(). */
  readonly afterReader: DocReader;
}

export type RulesRequest = GetRequest | ListRequest | CommitRequest;

export type Decision = { readonly allowed: true } | { readonly allowed: false; readonly reason: string };

export interface RulesIssue {
  readonly line: number;
  readonly column: number;
  readonly description: string;
  readonly severity: 'ERROR' | 'WARNING';
}

/** What the Firestore server asks of the rules engine. One instance serves every project. */
export interface FirestoreAuthorizer {
  /** Compile and install rules for a project; on errors the rules in force stay. */
  setRules(projectId: string, source: string, fileName?: string): { readonly issues: readonly RulesIssue[] };
  /** True once a project has rules installed. */
  hasRules(projectId: string): boolean;
  authorize(request: RulesRequest): Decision;
}
