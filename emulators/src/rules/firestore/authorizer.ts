import type {
  CommitRequest,
  Decision,
  DocReader,
  FirestoreAuthorizer,
  GetRequest,
  ListRequest,
  RulesIssue,
  RulesRequest,
  StoredDoc,
} from '../../shared/contract';
import { compileRules, type CompiledRules } from '../compile';
import { ANY_ID, ANY_PREFIX, evaluateAccess, type PathSegment } from '../engine';
import { LimitExceededError } from '../runtime/errors';
import type { Binding, ServiceFunction } from '../runtime/evaluator';
import { RMap, RTimestamp, type RValue } from '../runtime/values';
import { constraintMap, toConjuncts } from './query';
import { authValue, DATABASE_SEGMENTS, documentPath, relativeDocumentPath, resourceOf, splitPath } from './values';

/** get/exists calls per evaluation: 10 for one document or query, 20 across a commit (rules-conditions, "Access call limits"). */
const SINGLE_LIMIT = 10;
const MULTI_LIMIT = 20;

export interface RulesAuthorizerOptions {
  /** Receives debug() output and nothing else. */
  readonly debug?: (line: string) => void;
}

/** The Firestore rules engine behind the FirestoreAuthorizer contract; one instance serves every project. */
export function createRulesAuthorizer(options: RulesAuthorizerOptions = {}): FirestoreAuthorizer {
  const byProject = new Map<string, CompiledRules>();
  const debug = options.debug ?? (() => undefined);

  return {
    setRules(
      projectId: string,
      source: string,
      fileName = 'firestore.rules',
    ): { readonly issues: readonly RulesIssue[] } {
      const result = compileRules(source, fileName, 'cloud.firestore');
      if (result.ok) byProject.set(projectId, result.rules);
      return { issues: result.issues };
    },
    hasRules(projectId: string): boolean {
      return byProject.has(projectId);
    },
    authorize(request: RulesRequest): Decision {
      const rules = byProject.get(request.projectId);
      if (!rules) return { allowed: false, reason: `No rules are installed for project ${request.projectId}` };
      switch (request.kind) {
        case 'get':
          return authorizeGet(rules, request, debug);
        case 'list':
          return authorizeList(rules, request, debug);
        case 'commit':
          return authorizeCommit(rules, request, debug);
      }
    },
  };
}

/** Counts distinct get()/exists() documents; repeated reads of one document are served from a cache and not counted. */
class AccessBudget {
  private total = 0;
  private perOperation = 0;
  private readonly cache = new Map<string, StoredDoc | null>();

  constructor(
    private readonly totalLimit: number,
    private readonly operationLimit: number,
  ) {}

  startOperation(): void {
    this.perOperation = 0;
  }

  read(reader: DocReader, path: string, tag: string): StoredDoc | null {
    const key = `${tag}:${path}`;
    if (this.cache.has(key)) return this.cache.get(key) ?? null;
    if (this.perOperation >= this.operationLimit || this.total >= this.totalLimit) {
      throw new LimitExceededError(
        `Exceeded the limit of ${this.perOperation >= this.operationLimit ? this.operationLimit : this.totalLimit} get()/exists() calls.`,
      );
    }
    this.perOperation++;
    this.total++;
    const doc = reader.get(path);
    this.cache.set(key, doc);
    return doc;
  }
}

function documentFunctions(before: DocReader, after: DocReader, budget: AccessBudget): Map<string, ServiceFunction> {
  const read =
    (reader: DocReader, tag: string) =>
    (args: readonly RValue[]): StoredDoc | null =>
      budget.read(reader, relativeDocumentPath(args[0] ?? null), tag);
  const get = read(before, 'before');
  const getAfter = read(after, 'after');
  return new Map<string, ServiceFunction>([
    ['get', (args) => nullable(get(args))],
    ['exists', (args) => get(args) !== null],
    ['getAfter', (args) => nullable(getAfter(args))],
    ['existsAfter', (args) => getAfter(args) !== null],
  ]);
}

const nullable = (doc: StoredDoc | null): RValue => (doc ? resourceOf(doc) : null);

function timestamp(micros: bigint): RTimestamp {
  return new RTimestamp(micros * 1000n);
}

function requestValue(
  base: { auth: RulesRequest['auth']; time: bigint },
  method: string,
  path: RValue,
  extra: Record<string, RValue> = {},
): RMap {
  return RMap.of({ auth: authValue(base.auth), method, path, time: timestamp(base.time), ...extra });
}

function pathSegments(relative: string): PathSegment[] {
  return [...DATABASE_SEGMENTS, ...splitPath(relative)];
}

function deny(reason: string): Decision {
  return { allowed: false, reason };
}

function authorizeGet(rules: CompiledRules, req: GetRequest, debug: (l: string) => void): Decision {
  const budget = new AccessBudget(SINGLE_LIMIT, SINGLE_LIMIT);
  const globals = new Map<string, Binding>([
    ['request', requestValue(req, 'get', documentPath(req.path))],
    ['resource', req.resource ? resourceOf(req.resource) : null],
  ]);
  const result = evaluateAccess(rules, {
    path: pathSegments(req.path),
    method: 'get',
    globals,
    services: documentFunctions(req.reader, req.reader, budget),
    debug,
  });
  return result.allowed ? result : deny(`get ${req.path}: ${result.reason}`);
}

function authorizeCommit(rules: CompiledRules, req: CommitRequest, debug: (l: string) => void): Decision {
  const budget = new AccessBudget(req.writes.length > 1 ? MULTI_LIMIT : SINGLE_LIMIT, SINGLE_LIMIT);
  const services = documentFunctions(req.reader, req.afterReader, budget);
  for (const write of req.writes) {
    budget.startOperation();
    const globals = new Map<string, Binding>([
      [
        'request',
        requestValue(req, write.method, documentPath(write.path), {
          resource: write.after ? resourceOf(write.after) : null,
        }),
      ],
      ['resource', write.resource ? resourceOf(write.resource) : null],
    ]);
    const result = evaluateAccess(rules, {
      path: pathSegments(write.path),
      method: write.method,
      globals,
      services,
      debug,
    });
    if (!result.allowed) return deny(`${write.method} ${write.path}: ${result.reason}`);
  }
  return { allowed: true };
}

/**
 * A query is allowed only if the rules allow every document it could return
 * (docs/architecture.md#rules-are-not-filters): the `list` rules are evaluated once per disjunct of the filter with
 * `resource.data` bound to what the filter fixes; every other field is unknown, and a condition that needs an unknown
 * value fails.
 */
function authorizeList(rules: CompiledRules, req: ListRequest, debug: (l: string) => void): Decision {
  const conjuncts = toConjuncts(req.where);
  if (!conjuncts) return deny(`list: the query has too many disjunctions to check`);
  const query = listQueryValue(req);
  const collectionPath = [req.parent, req.collectionId ?? ''].filter((s) => s !== '').join('/');
  for (const conjunct of conjuncts) {
    const data = constraintMap(conjunct.equalities);
    if (!data) continue; // contradictory: matches no document
    const names = [...new Set(conjunct.names.map(relativeName))];
    if (names.length > 1) continue; // two different __name__ equalities: no document
    const name = names[0];
    const budget = new AccessBudget(SINGLE_LIMIT, SINGLE_LIMIT);
    const resourceFields = new Map<string, RValue>([['data', data]]);
    let path: PathSegment[];
    if (name !== undefined) {
      if (!isInScope(name, req)) continue; // a document outside the queried collection is never returned
      resourceFields.set('id', splitPath(name).at(-1) ?? '');
      resourceFields.set('__name__', documentPath(name));
      path = pathSegments(name);
    } else {
      path = [...DATABASE_SEGMENTS, ...splitPath(req.parent)];
      if (req.allDescendants) path.push(ANY_PREFIX);
      path.push(req.collectionId ?? ANY_ID, ANY_ID);
    }
    const globals = new Map<string, Binding>([
      ['request', requestValue(req, 'list', documentPath(collectionPath), { query })],
      ['resource', new RMap(resourceFields, 'resource')],
    ]);
    const result = evaluateAccess(rules, {
      path,
      method: 'list',
      globals,
      services: documentFunctions(req.reader, req.reader, budget),
      debug,
    });
    if (!result.allowed) return deny(`list ${collectionPath || '(root)'}: ${result.reason}`);
  }
  return { allowed: true };
}

function relativeName(name: string): string {
  const marker = '/documents/';
  const i = name.indexOf(marker);
  return i >= 0 ? name.slice(i + marker.length) : name;
}

function isInScope(name: string, req: ListRequest): boolean {
  const segments = splitPath(name);
  const parentSegs = splitPath(req.parent);
  if (segments.length < parentSegs.length + 2 || segments.length % 2 !== 0) return false;
  if (!parentSegs.every((s, i) => segments[i] === s)) return false;
  const collection = segments.at(-2);
  if (req.collectionId !== undefined && collection !== req.collectionId) return false;
  return req.allDescendants || segments.length === parentSegs.length + 2;
}

/** request.query: {limit, offset, orderBy}; absent clauses are absent keys. */
function listQueryValue(req: ListRequest): RMap {
  const entries = new Map<string, RValue>();
  if (req.limit !== undefined) entries.set('limit', BigInt(req.limit));
  if (req.offset !== undefined) entries.set('offset', BigInt(req.offset));
  if (req.orderBy.length > 0) {
    entries.set(
      'orderBy',
      new RMap(new Map(req.orderBy.map((o) => [o.field.join('.'), o.direction === 'ASCENDING' ? 'ASC' : 'DESC']))),
    );
  }
  return new RMap(entries);
}
