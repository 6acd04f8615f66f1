import { randomBytes } from 'node:crypto';
import { FsError, invalidArgument } from '../errors';
import { parseFieldPath } from '../paths/field-paths';
import { checkCollectionId, documentName, parseDatabaseName, parseDocumentName, parseParentName } from '../paths/names';
import type { DatabaseId } from '../paths/names';
import { projectFields } from '../values/fields';
import type { WDocument, WMask, WPrecondition, WTimestamp } from '../wire/types';
import { decodeWrite } from '../writes/decode';
import { encodeDocument } from '../wire/values';
import { batchGetDocuments } from './batch-get';
import { commitWrites } from './commit';
import type { CallContext, Plain, Services } from './context';

/**
 * The single-document RPCs (GetDocument, CreateDocument, UpdateDocument, DeleteDocument), built on the same
 * paths as BatchGet and Commit so rules, locks and counters behave identically.
 */

const AUTO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function autoId(): string {
  return [...randomBytes(20)].map((b) => AUTO_ID_CHARS[b % AUTO_ID_CHARS.length]).join('');
}

function databaseOfName(name: string): DatabaseId {
  const m = /^(projects\/[^/]+\/databases\/[^/]+)\//.exec(name);
  if (!m?.[1]) throw invalidArgument(`Invalid document name "${name}".`);
  return parseDatabaseName(m[1]);
}

async function readOne(
  svc: Services,
  ctx: CallContext,
  name: string,
  mask: WMask | undefined,
  extra: Plain = {},
): Promise<Plain> {
  const dbId = databaseOfName(name);
  const [response] = await batchGetDocuments(
    svc,
    { database: `projects/${dbId.project}/databases/${dbId.database}`, documents: [name], mask, ...extra },
    ctx,
  );
  const found = response?.found;
  if (!found) throw new FsError('NOT_FOUND', `Document "${name}" not found.`);
  return found as Plain;
}

export function getDocument(svc: Services, request: Plain, ctx: CallContext): Promise<Plain> {
  const req = request as { name?: string; mask?: WMask; transaction?: Uint8Array; readTime?: WTimestamp };
  const extra: Plain = {};
  if (req.transaction) extra.transaction = req.transaction;
  if (req.readTime) extra.readTime = req.readTime;
  return readOne(svc, ctx, req.name ?? '', req.mask, extra);
}

export async function createDocument(svc: Services, request: Plain, ctx: CallContext): Promise<Plain> {
  const req = request as {
    parent?: string;
    collectionId?: string;
    documentId?: string;
    document?: WDocument;
    mask?: WMask;
  };
  const { db: dbId, path: parent } = parseParentName(req.parent ?? '');
  checkCollectionId(req.collectionId ?? '');
  const id = req.documentId || autoId();
  const path = `${parent === '' ? '' : `${parent}/`}${req.collectionId}/${id}`;
  const name = documentName(dbId, path);
  const write = decodeWrite({ update: { ...req.document, name }, currentDocument: { exists: false } }, dbId);
  const state = svc.engine.database(dbId);
  const outcome = await commitWrites(svc, ctx, dbId, state, [write], undefined);
  const doc = outcome.plan.changes.get(path);
  if (!doc) throw new FsError('INTERNAL', 'Created document vanished.');
  const mask = req.mask ? (req.mask.fieldPaths ?? []).map(parseFieldPath) : undefined;
  return encodeDocument(dbId, doc, mask ? projectFields(doc.fields, mask) : doc.fields);
}

export async function updateDocument(svc: Services, request: Plain, ctx: CallContext): Promise<Plain> {
  const req = request as { document?: WDocument; updateMask?: WMask; mask?: WMask; currentDocument?: WPrecondition };
  const name = req.document?.name ?? '';
  const dbId = databaseOfName(name);
  parseDocumentName(name, dbId);
  const write = decodeWrite(
    { update: req.document ?? {}, updateMask: req.updateMask, currentDocument: req.currentDocument },
    dbId,
  );
  await commitWrites(svc, ctx, dbId, svc.engine.database(dbId), [write], undefined);
  return readOne(svc, ctx, name, req.mask);
}

export async function deleteDocument(svc: Services, request: Plain, ctx: CallContext): Promise<Plain> {
  const req = request as { name?: string; currentDocument?: WPrecondition };
  const name = req.name ?? '';
  const dbId = databaseOfName(name);
  const write = decodeWrite({ delete: name, currentDocument: req.currentDocument }, dbId);
  await commitWrites(svc, ctx, dbId, svc.engine.database(dbId), [write], undefined);
  return {};
}
