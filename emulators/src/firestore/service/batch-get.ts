import { parseFieldPath } from '../paths/field-paths';
import { parseDatabaseName, parseDocumentName } from '../paths/names';
import { projectFields } from '../values/fields';
import type { WMask, WReadOptions } from '../wire/types';
import { encodeDocument, encodeTimestamp } from '../wire/values';
import type { CallContext, Plain, Services } from './context';
import { authOf } from './context';
import { locksReads, openReadTransaction, withReadTransaction } from './consistency';

interface BatchGetRequest extends WReadOptions {
  readonly database?: string;
  readonly documents?: readonly string[];
  readonly mask?: WMask;
}

/** BatchGetDocuments: one response per requested name (found or missing), each with a read time. */
export async function batchGetDocuments(svc: Services, request: Plain, ctx: CallContext): Promise<Plain[]> {
  const req = request as BatchGetRequest;
  const dbId = parseDatabaseName(req.database ?? '');
  const state = svc.engine.database(dbId);
  const names = req.documents ?? [];
  const paths = names.map((n) => parseDocumentName(n, dbId));
  const mask = req.mask ? (req.mask.fieldPaths ?? []).map(parseFieldPath) : undefined;
  const read = openReadTransaction(svc, state, req);
  return withReadTransaction(svc, read, async () => {
    const { tx } = read;
    if (locksReads(tx)) await state.locks.acquireAll(tx.owner, paths, ctx.signal);
    const readTime = svc.engine.clock.current();
    const docs = paths.map((p) => state.db.get(p));
    paths.forEach((path, i) => {
      const resource = docs[i] ?? null;
      svc.access.check(ctx.caller, dbId.project, () => ({
        kind: 'get',
        projectId: dbId.project,
        auth: authOf(ctx.caller),
        time: readTime,
        reader: state.db,
        path,
        resource,
      }));
    });
    if (tx) paths.forEach((p, i) => tx.recordRead(p, docs[i]?.updateTime ?? null));
    svc.engine.statsFor(dbId.project).reads += paths.length;
    const time = encodeTimestamp(readTime);
    const responses: Plain[] = docs.map((doc, i) =>
      doc
        ? { found: encodeDocument(dbId, doc, mask ? projectFields(doc.fields, mask) : doc.fields), readTime: time }
        : { missing: names[i], readTime: time },
    );
    if (read.created && tx) {
      if (responses.length === 0) responses.push({ readTime: time });
      responses[0]!.transaction = tx.id;
    }
    return responses;
  });
}
