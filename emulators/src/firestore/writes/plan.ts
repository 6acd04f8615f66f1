import type { DocReader, StoredDoc, WriteCheck } from '../../shared/contract';
import type { DatabaseId } from '../paths/names';
import { documentName } from '../paths/names';
import type { WriteOutcome } from './apply';
import { applyWrite } from './apply';
import type { Write } from './model';

export interface PlannedWrite {
  readonly write: Write;
  /** State before this write, after the commit's earlier writes. */
  readonly before: StoredDoc | null;
  readonly outcome: WriteOutcome;
}

export interface WritePlan {
  readonly planned: readonly PlannedWrite[];
  /** Final state of every document the commit changes (null = deleted). */
  readonly changes: ReadonlyMap<string, StoredDoc | null>;
  /** Reads the state after the whole commit (rules' getAfter). */
  readonly after: DocReader;
}

/**
 * Applies writes in order against a working copy, so later writes see earlier ones; nothing is published
 * here. The first failing write throws, and the commit applies nothing.
 */
export function planWrites(
  current: DocReader,
  writes: readonly Write[],
  commitTime: bigint,
  db: DatabaseId,
): WritePlan {
  const changes = new Map<string, StoredDoc | null>();
  const written = new Set<string>();
  const read = (path: string): StoredDoc | null =>
    changes.has(path) ? (changes.get(path) ?? null) : current.get(path);
  const planned = writes.map((write) => {
    const before = read(write.path);
    const outcome = applyWrite(before, write, commitTime, documentName(db, write.path), written.has(write.path));
    if (write.kind !== 'verify') written.add(write.path);
    if (outcome.changed) changes.set(write.path, outcome.doc);
    return { write, before, outcome };
  });
  return { planned, changes, after: { get: read } };
}

/** The rules view of a planned commit (lite `verify` writes only re-check reads and are skipped). */
export function writeChecks(plan: WritePlan): WriteCheck[] {
  return plan.planned
    .filter((p) => p.write.kind !== 'verify')
    .map((p) => ({
      path: p.write.path,
      method: p.write.kind === 'delete' ? 'delete' : p.before === null ? 'create' : 'update',
      resource: p.before,
      after: p.write.kind === 'delete' ? null : p.outcome.doc,
    }));
}
