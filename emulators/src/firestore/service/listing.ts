import { invalidArgument } from '../errors';
import { parseFieldPath } from '../paths/field-paths';
import { checkCollectionId, documentName, parseParentName } from '../paths/names';
import { projectFields } from '../values/fields';
import type { WMask, WTimestamp } from '../wire/types';
import { encodeDocument } from '../wire/values';
import type { CallContext, Plain, Services } from './context';
import { authOf } from './context';
import { decodeReadTime } from './consistency';

interface ListDocumentsRequest {
  readonly parent?: string;
  readonly collectionId?: string;
  readonly pageSize?: number;
  readonly pageToken?: string;
  readonly mask?: WMask;
  readonly showMissing?: boolean;
  readonly readTime?: WTimestamp;
}

interface ListCollectionIdsRequest {
  readonly parent?: string;
  readonly pageSize?: number;
  readonly pageToken?: string;
}

/** Page tokens are the last id returned; pages are in key order so the next page starts after it. */
function page<T>(
  items: readonly T[],
  idOf: (t: T) => string,
  pageSize: number | undefined,
  pageToken: string | undefined,
): { items: T[]; next: string } {
  let start = 0;
  if (pageToken) {
    const after = Buffer.from(pageToken, 'base64url').toString('utf8');
    const i = items.findIndex((t) => idOf(t) === after);
    if (i < 0) throw invalidArgument('Invalid page_token.');
    start = i + 1;
  }
  const size = pageSize && pageSize > 0 ? pageSize : items.length;
  const slice = items.slice(start, start + size);
  const more = start + size < items.length && slice.length > 0;
  return {
    items: slice,
    next: more ? Buffer.from(idOf(slice[slice.length - 1] as T), 'utf8').toString('base64url') : '',
  };
}

/** ListDocuments: documents of one collection in key order; with show_missing also parents that only have sub-collections. */
export function listDocuments(svc: Services, request: Plain, ctx: CallContext): Promise<Plain> {
  const req = request as ListDocumentsRequest;
  const { db: dbId, path: parent } = parseParentName(req.parent ?? '');
  const collectionId = req.collectionId ?? '';
  checkCollectionId(collectionId);
  const state = svc.engine.database(dbId);
  const collection = parent === '' ? collectionId : `${parent}/${collectionId}`;
  svc.access.check(ctx.caller, dbId.project, () => ({
    kind: 'list',
    projectId: dbId.project,
    auth: authOf(ctx.caller),
    time: svc.engine.clock.current(),
    reader: state.db,
    parent,
    collectionId,
    allDescendants: false,
    where: undefined,
    orderBy: [],
    limit: req.pageSize || undefined,
    offset: undefined,
  }));
  const readTime = decodeReadTime(svc, req.readTime);
  const snapshot = readTime === undefined ? state.db : state.db.at(readTime);
  const ids = snapshot.documentIds(collection);
  const entries = ids
    .map((id) => ({ id, doc: snapshot.get(`${collection}/${id}`) }))
    .filter((e) => req.showMissing === true || e.doc !== null);
  const { items, next } = page(entries, (e) => e.id, req.pageSize, req.pageToken);
  const mask = req.mask ? (req.mask.fieldPaths ?? []).map(parseFieldPath) : undefined;
  const documents = items.map(({ id, doc }) =>
    doc
      ? encodeDocument(dbId, doc, mask ? projectFields(doc.fields, mask) : doc.fields)
      : { name: documentName(dbId, `${collection}/${id}`) },
  );
  svc.engine.statsFor(dbId.project).reads += Math.max(1, items.filter((e) => e.doc !== null).length);
  return Promise.resolve({ documents, nextPageToken: next });
}

/** ListCollectionIds: ids of collections directly under the root or a document (server SDKs only). */
export function listCollectionIds(svc: Services, request: Plain, ctx: CallContext): Promise<Plain> {
  const req = request as ListCollectionIdsRequest;
  const { db: dbId, path: parent } = parseParentName(req.parent ?? '');
  svc.access.requireOwner(ctx.caller, 'Listing collection ids');
  const ids = svc.engine.database(dbId).db.collectionIds(parent).sort();
  const { items, next } = page(ids, (id) => id, req.pageSize, req.pageToken);
  return Promise.resolve({ collectionIds: items, nextPageToken: next });
}
