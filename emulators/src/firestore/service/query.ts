import type { Database } from '../engine/database';
import type { DatabaseState } from '../engine/engine';
import { parseParentName, type DatabaseId } from '../paths/names';
import { aggregate } from '../query/aggregate';
import { decodeAggregations, decodeStructuredQuery } from '../query/decode';
import type { QueryResult } from '../query/execute';
import { executeQuery } from '../query/execute';
import { checkVectorIndex } from '../query/vector-index';
import { decodeExplainOptions, explainMetrics, startExecution } from '../query/explain';
import type { Query } from '../query/model';
import type { Transaction } from '../tx/transactions';
import { projectFields } from '../values/fields';
import type { WAggregation, WReadOptions, WStructuredQuery } from '../wire/types';
import { encodeDocument, encodeTimestamp, encodeValue } from '../wire/values';
import type { CallContext, Plain, Services } from './context';
import { listRequest } from './context';
import { locksReads, openReadTransaction, snapshotOf, withReadTransaction, type ReadTransaction } from './consistency';

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

/**
 * Runs a query; inside a read-write transaction the result documents are locked, and the query re-run
 * until its result is stable under the locks it holds.
 */
async function runLocked(
  state: DatabaseState,
  snapshot: Database,
  q: Query,
  tx: Transaction | undefined,
  signal: AbortSignal | undefined,
): Promise<QueryResult> {
  let result = executeQuery(snapshot, q);
  if (!locksReads(tx)) return result;
  for (let attempt = 0; ; attempt++) {
    const unlocked = result.docs.map((d) => d.path).filter((p) => !tx.owner.held.has(p));
    if (unlocked.length === 0 || attempt >= 5) break;
    await state.locks.acquireAll(tx.owner, unlocked, signal);
    result = executeQuery(snapshot, q);
  }
  tx.queries.push({ query: q, versions: new Map(result.docs.map((d) => [d.path, d.updateTime])) });
  for (const d of result.docs) tx.recordRead(d.path, d.updateTime);
  return result;
}

/** The decoded call: its database, the query, its read options and any explain options. */
interface QueryCall {
  readonly dbId: DatabaseId;
  readonly state: DatabaseState;
  readonly q: Query;
  readonly read: WReadOptions;
  readonly explain: ReturnType<typeof decodeExplainOptions>;
}

/**
 * What RunQuery and RunAggregationQuery share: the rules' `list` check, `vetted` (after it), a plan-only explain
 * (no results, no read time, nothing read; the index it needs is recorded), else the query at one snapshot —
 * locked inside a transaction — counted and recorded for index usage, answered by `answer`.
 */
async function runChecked(
  svc: Services,
  ctx: CallContext,
  call: QueryCall,
  count: 'query' | 'aggregation',
  answer: (result: QueryResult, time: bigint, read: ReadTransaction) => Plain[],
  vetted?: () => void,
): Promise<Plain[]> {
  const { dbId, state, q } = call;
  svc.access.check(ctx.caller, dbId.project, () =>
    listRequest(ctx.caller, dbId.project, state, q, svc.engine.clock.current()),
  );
  vetted?.();
  if (call.explain && !call.explain.analyze) {
    svc.engine.indexUsageFor(dbId.project).record(q);
    return [{ explainMetrics: explainMetrics(q, undefined) }];
  }
  const read = openReadTransaction(svc, state, call.read);
  return withReadTransaction(svc, read, async () => {
    const snapshot = snapshotOf(svc, state, read);
    const result = await runLocked(state, snapshot.db, q, read.tx, ctx.signal);
    svc.engine.statsFor(dbId.project)[count](result.docs.length);
    svc.engine.indexUsageFor(dbId.project).record(q);
    return answer(result, snapshot.time, read);
  });
}

/** A query call's start: its explain options, when execution began, and the database and parent it names. */
function begin(svc: Services, req: { readonly parent?: string; readonly explainOptions?: unknown }) {
  const explain = decodeExplainOptions(req.explainOptions);
  const startedAt = startExecution();
  const { db: dbId, path: parent } = parseParentName(req.parent ?? '');
  return { explain, startedAt, dbId, parent, state: svc.engine.database(dbId) };
}

/** RunQuery: one message per result; a lone {readTime} when empty; the new transaction id first. */
export async function runQuery(svc: Services, request: Plain, ctx: CallContext): Promise<Plain[]> {
  const req = request as RunQueryRequest;
  const { explain, startedAt, dbId, parent, state } = begin(svc, req);
  const q = decodeStructuredQuery(req.structuredQuery, parent, dbId);
  const vectorIndex = (): void => {
    if (!q.findNearest) return;
    svc.engine.indexUsageFor(dbId.project).record(q);
    checkVectorIndex(q, dbId.project, svc.indexesFile);
  };
  const call = { dbId, state, q, read: req, explain };
  return runChecked(
    svc,
    ctx,
    call,
    'query',
    (result, snapshotTime, read) => {
      const time = encodeTimestamp(snapshotTime);
      const responses: Plain[] = result.docs.map((doc) => ({
        document: encodeDocument(dbId, doc, q.select ? projectFields(doc.fields, q.select) : doc.fields),
        readTime: time,
      }));
      if (responses.length === 0) responses.push({ readTime: time });
      const first = responses[0]!;
      if (result.skipped > 0) first.skippedResults = result.skipped;
      if (read.created && read.tx) first.transaction = read.tx.id;
      if (explain) {
        const n = result.docs.length;
        const execution = { resultsReturned: n, documentsRead: n, indexEntriesScanned: result.examined, startedAt };
        responses[responses.length - 1]!.explainMetrics = explainMetrics(q, execution);
      }
      return responses;
    },
    vectorIndex,
  );
}

/** RunAggregationQuery: count/sum/avg over the query after cursors, offset and limit; aliases echoed. */
export async function runAggregationQuery(svc: Services, request: Plain, ctx: CallContext): Promise<Plain[]> {
  const req = request as RunAggregationQueryRequest;
  const { explain, startedAt, dbId, parent, state } = begin(svc, req);
  const sq = req.structuredAggregationQuery;
  const aggregations = decodeAggregations(sq?.aggregations);
  // Production serves sum/avg from the field's index, so a document without the field is not aggregated at all:
  // with count(), sum('pages') and avg('year') together, only documents having both fields are counted.
  const requiredFields = aggregations.flatMap((a) => (a.kind === 'count' ? [] : [a.field]));
  const q = { ...decodeStructuredQuery(sq?.structuredQuery, parent, dbId), requiredFields };
  return runChecked(svc, ctx, { dbId, state, q, read: req, explain }, 'aggregation', (result, snapshotTime, read) => {
    const aggregateFields: Plain = {};
    for (const agg of aggregations) aggregateFields[agg.alias] = encodeValue(aggregate(result.docs, agg));
    const response: Plain = { result: { aggregateFields }, readTime: encodeTimestamp(snapshotTime) };
    if (read.created && read.tx) response.transaction = read.tx.id;
    if (explain) {
      // Aggregations bill one read per 1,000 index entries, and read no documents.
      const n = result.docs.length;
      const execution = { resultsReturned: 1, documentsRead: 0, indexEntriesScanned: n, startedAt };
      response.explainMetrics = explainMetrics(q, execution);
      (response.explainMetrics as { executionStats: Plain }).executionStats.readOperations = String(
        Math.max(1, Math.ceil(n / 1000)),
      );
    }
    return [response];
  });
}
