import { invalidArgument, toFsError } from '../errors';
import { parseDatabaseName } from '../paths/names';
import { decodeWrite } from '../writes/decode';
import type { WWrite } from '../wire/types';
import type { CallContext, Plain, Services } from './context';
import { commitWrites, writeResults } from './commit';

interface BatchWriteRequest {
  readonly database?: string;
  readonly writes?: readonly WWrite[];
}

/**
 * BatchWrite: not atomic; each write succeeds or fails on its own and gets its own status (every entry needs
 * one — the Admin SDK's BulkWriter reads status[i].code unconditionally). A document may appear only once.
 */
export async function batchWrite(svc: Services, request: Plain, ctx: CallContext): Promise<Plain> {
  const req = request as BatchWriteRequest;
  const dbId = parseDatabaseName(req.database ?? '');
  const state = svc.engine.database(dbId);
  const writes = (req.writes ?? []).map((w) => decodeWrite(w, dbId));
  const seen = new Set<string>();
  for (const w of writes) {
    if (seen.has(w.path)) throw invalidArgument(`BatchWrite cannot write the same document twice: ${w.path}`);
    seen.add(w.path);
  }
  const results: Plain[] = [];
  const status: Plain[] = [];
  for (const write of writes) {
    try {
      const outcome = await commitWrites(svc, ctx, dbId, state, [write], undefined);
      results.push(writeResults(outcome)[0] ?? {});
      status.push({ code: 0 });
    } catch (err) {
      const e = toFsError(err);
      results.push({});
      status.push({ code: e.numericCode, message: e.message });
    }
  }
  return { writeResults: results, status };
}
