import type { ListRequest } from '../../shared/contract';
import { FsError } from '../errors';
import type { DatabaseState } from '../engine/engine';
import type { DatabaseId } from '../paths/names';
import { parseParentName } from '../paths/names';
import { aggregate } from '../query/aggregate';
import { decodeAggregations, decodeStructuredQuery } from '../query/decode';
import type { QueryResult } from '../query/execute';
import { executeQuery } from '../query/execute';
import type { Query } from '../query/model';
import type { Transaction } from '../tx/transactions';
import { projectFields } from '../values/fields';
import type { WAggregation, WReadOptions, WStructuredQuery } from '../wire/types';
import { encodeDocument, encodeTimestamp, encodeValue } from '../wire/values';
import type { CallContext, Plain, Services } from './context';
import { authOf } from './context';
import { locksReads, openReadTransaction, withReadTransaction } from './consistency';

interface RunQueryRequest extends WReadOptions {
  readonly parent?: string;
  readonly structuredQuery?: WStructuredQuery;
  readonly explainOptions?: unknown;
}

interface RunAggregationQueryRequest extends WReadOptions {
  readonly parent?: string;
  readonly structuredAggregationQuery?: {
    readonly structuredQuery?: WStructuredQuery;
    readonly aggregations?: readonly WAggregation[];
  };
  readonly explainOptions?: unknown;
}

function listRequest(
  svc: Services,
  ctx: CallContext,
  dbId: DatabaseId,
  state: DatabaseState,
  q: Query,
  time: bigint,
): ListRequest {
  return {
    kind: 'list',
    projectId: dbId.project,
    auth: authOf(ctx.caller),
    time,
    reader: state.db,
    parent: q.scope.parent,
    collectionId: q.scope.collectionId,
    allDescendants: q.scope.allDescendants,
    where: q.where,
    orderBy: q.explicitOrderBy,
    limit: q.limit,
    offset: q.offset === 0 ? undefined : q.offset,
  };
}

/**
 * Runs a query; inside a read-write transaction the result documents are locked, and the query re-run
 * until its result is stable under the locks it holds.
 */
async function runLocked(
  state: DatabaseState,
  q: Query,
  tx: Transaction | undefined,
  signal: AbortSignal | undefined,
): Promise<QueryResult> {
  let result = executeQuery(state.db, q);
  if (!locksReads(tx)) return result;
  for (let attempt = 0; ; attempt++) {
    const unlocked = result.docs.map((d) => d.path).filter((p) => !tx.owner.held.has(p));
    if (unlocked.length === 0 || attempt >= 5) break;
    await state.locks.acquireAll(tx.owner, unlocked, signal);
    result = executeQuery(state.db, q);
  }
  tx.queries.push({ query: q, versions: new Map(result.docs.map((d) => [d.path, d.updateTime])) });
  for (const d of result.docs) tx.recordRead(d.path, d.updateTime);
  return result;
}

function rejectExplain(options: unknown): void {
  if (options !== undefined)
    throw new FsError('UNIMPLEMENTED', 'Query explain (explain_options) is not supported by this emulator.');
}

/** RunQuery: one message per result; a lone {readTime} when empty; the new transaction id first. */
export async function runQuery(svc: Services, request: Plain, ctx: CallContext): Promise<Plain[]> {
  const req = request as RunQueryRequest;
  rejectExplain(req.explainOptions);
  const { db: dbId, path: parent } = parseParentName(req.parent ?? '');
  const state = svc.engine.database(dbId);
  const q = decodeStructuredQuery(req.structuredQuery, parent, dbId);
  svc.access.check(ctx.caller, dbId.project, () => listRequest(svc, ctx, dbId, state, q, svc.engine.clock.current()));
  const read = openReadTransaction(svc, state, req);
  return withReadTransaction(svc, read, async () => {
    const result = await runLocked(state, q, read.tx, ctx.signal);
    svc.engine.statsFor(dbId.project).query(result.docs.length);
    svc.engine.indexUsageFor(dbId.project).record(q);
    const time = encodeTimestamp(svc.engine.clock.current());
    const responses: Plain[] = result.docs.map((doc) => ({
      document: encodeDocument(dbId, doc, q.select ? projectFields(doc.fields, q.select) : doc.fields),
      readTime: time,
    }));
    if (responses.length === 0) responses.push({ readTime: time });
    const first = responses[0]!;
    if (result.skipped > 0) first.skippedResults = result.skipped;
    if (read.created && read.tx) first.transaction = read.tx.id;
    return responses;
  });
}

/** RunAggregationQuery: count/sum/avg over the query after cursors, offset and limit; aliases echoed. */
export async function runAggregationQuery(svc: Services, request: Plain, ctx: CallContext): Promise<Plain[]> {
  const req = request as RunAggregationQueryRequest;
  rejectExplain(req.explainOptions);
  const { db: dbId, path: parent } = parseParentName(req.parent ?? '');
  const state = svc.engine.database(dbId);
  const sq = req.structuredAggregationQuery;
  const q = decodeStructuredQuery(sq?.structuredQuery, parent, dbId);
  const aggregations = decodeAggregations(sq?.aggregations);
  svc.access.check(ctx.caller, dbId.project, () => listRequest(svc, ctx, dbId, state, q, svc.engine.clock.current()));
  const read = openReadTransaction(svc, state, req);
  return withReadTransaction(svc, read, async () => {
    const result = await runLocked(state, q, read.tx, ctx.signal);
    svc.engine.statsFor(dbId.project).aggregation(result.docs.length);
    svc.engine.indexUsageFor(dbId.project).record(q);
    const aggregateFields: Plain = {};
    for (const agg of aggregations) aggregateFields[agg.alias] = encodeValue(aggregate(result.docs, agg));
    const response: Plain = { result: { aggregateFields }, readTime: encodeTimestamp(svc.engine.clock.current()) };
    if (read.created && read.tx) response.transaction = read.tx.id;
    return [response];
  });
}
