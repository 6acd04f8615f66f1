import { FsError } from '../errors';
import { batchGetDocuments } from './batch-get';
import { batchWrite } from './batch-write';
import { commit } from './commit';
import type { Handler } from './context';
import { createDocument, deleteDocument, getDocument, updateDocument } from './documents';
import { listCollectionIds, listDocuments } from './listing';
import { runAggregationQuery, runQuery } from './query';
import { beginTransaction, rollback } from './transactions';

const unimplemented =
  (what: string): Handler =>
  () =>
    Promise.reject(new FsError('UNIMPLEMENTED', `${what} is not supported by this emulator.`));

/** google.firestore.v1.Firestore method name → handler; both front ends dispatch through this table. */
export const handlers: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  ['BatchGetDocuments', batchGetDocuments],
  ['RunQuery', runQuery],
  ['RunAggregationQuery', runAggregationQuery],
  ['Commit', commit],
  ['BatchWrite', batchWrite],
  ['BeginTransaction', beginTransaction],
  ['Rollback', rollback],
  ['ListDocuments', listDocuments],
  ['ListCollectionIds', listCollectionIds],
  ['GetDocument', getDocument],
  ['CreateDocument', createDocument],
  ['UpdateDocument', updateDocument],
  ['DeleteDocument', deleteDocument],
  ['PartitionQuery', () => Promise.resolve({ partitions: [], nextPageToken: '' })],
  ['Listen', unimplemented('Listen (onSnapshot)')],
  ['Write', unimplemented('The Write stream')],
  ['ExecutePipeline', unimplemented('ExecutePipeline')],
]);
