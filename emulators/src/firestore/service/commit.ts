import { CONTENTION_MESSAGE, FsError, invalidArgument } from '../errors';
import type { DatabaseState } from '../engine/engine';
import type { DatabaseId } from '../paths/names';
import { parseDatabaseName } from '../paths/names';
import { executeQuery } from '../query/execute';
import { LockOwner } from '../tx/locks';
import type { Transaction } from '../tx/transactions';
import { decodeWrite } from '../writes/decode';
import type { Write } from '../writes/model';
import type { WritePlan } from '../writes/plan';
import { planWrites, writeChecks } from '../writes/plan';
import type { WWrite } from '../wire/types';
import { encodeTimestamp, encodeValue } from '../wire/values';
import type { CallContext, Plain, Services } from './context';
import { authOf } from './context';

interface CommitRequest {
  readonly database?: string;
  readonly writes?: readonly WWrite[];
  readonly transaction?: Uint8Array;
}

/** The optimistic safety net under the locks: anything the transaction read must be unchanged. */
function checkTransactionReads(state: DatabaseState, tx: Transaction): void {
  for (const [path, version] of tx.reads) {
    if ((state.db.get(path)?.updateTime ?? null) !== version) throw new FsError('ABORTED', CONTENTION_MESSAGE);
  }
  for (const { query, versions } of tx.queries) {
    const now = executeQuery(state.db, query).docs;
    if (now.length !== versions.size || now.some((d) => versions.get(d.path) !== d.updateTime))
      throw new FsError('ABORTED', CONTENTION_MESSAGE);
  }
}

export interface CommitOutcome {
  readonly plan: WritePlan;
  readonly commitTime: bigint;
}

/**
 * Commits writes atomically: takes the locks of every written document (waiting behind transactions),
 * checks a transaction's reads, applies the writes to a working copy, asks the rules, then publishes.
 */
export async function commitWrites(
  svc: Services,
  ctx: CallContext,
  dbId: DatabaseId,
  state: DatabaseState,
  writes: readonly Write[],
  tx: Transaction | undefined,
): Promise<CommitOutcome> {
  const owner = tx?.owner ?? new LockOwner('commit', false);
  try {
    await state.locks.acquireAll(
      owner,
      writes.map((w) => w.path),
      ctx.signal,
    );
    if (owner.abortedReason !== undefined) throw new FsError('ABORTED', owner.abortedReason);
    if (tx) checkTransactionReads(state, tx);
    const commitTime = svc.engine.clock.next();
    const plan = planWrites(state.db, writes, commitTime, dbId);
    svc.access.check(ctx.caller, dbId.project, () => ({
      kind: 'commit',
      projectId: dbId.project,
      auth: authOf(ctx.caller),
      time: commitTime,
      reader: state.db,
      writes: writeChecks(plan),
      afterReader: plan.after,
    }));
    state.db.commit(plan.changes, commitTime);
    svc.engine.feed.publish(dbId, plan.changes.keys(), commitTime);
    svc.engine.statsFor(dbId.project).writes += writes.filter((w) => w.kind !== 'verify').length;
    return { plan, commitTime };
  } finally {
    if (tx) svc.engine.transactions.finish(tx);
    else state.locks.releaseAll(owner);
  }
}

export function writeResults(outcome: CommitOutcome): Plain[] {
  return outcome.plan.planned.map(({ outcome: o }) => {
    const result: Plain = { transformResults: o.transformResults.map(encodeValue) };
    if (o.updateTime !== undefined) result.updateTime = encodeTimestamp(o.updateTime);
    return result;
  });
}

/** Commit: atomic, in order; in a transaction it also ends the transaction. */
export async function commit(svc: Services, request: Plain, ctx: CallContext): Promise<Plain> {
  const req = request as CommitRequest;
  const dbId = parseDatabaseName(req.database ?? '');
  const state = svc.engine.database(dbId);
  const writes = (req.writes ?? []).map((w) => decodeWrite(w, dbId));
  let tx: Transaction | undefined;
  if (req.transaction !== undefined && req.transaction.length > 0) {
    tx = svc.engine.transactions.get(req.transaction, state);
    if (tx.mode === 'readOnly' && writes.length > 0) {
      svc.engine.transactions.finish(tx);
      throw invalidArgument('Cannot modify entities in a read-only transaction.');
    }
  }
  const outcome = await commitWrites(svc, ctx, dbId, state, writes, tx);
  return { writeResults: writeResults(outcome), commitTime: encodeTimestamp(outcome.commitTime) };
}
