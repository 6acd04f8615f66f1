import type { AuthInfo, ListRequest } from '../../shared/contract';
import type { AccessControl } from '../auth/access';
import type { Caller } from '../auth/caller';
import type { DatabaseState, FirestoreEngine } from '../engine/engine';
import type { Query } from '../query/model';
import type { Logger } from '../log';

/** The server-wide dependencies every RPC handler uses. */
export interface Services {
  readonly engine: FirestoreEngine;
  readonly access: AccessControl;
  readonly log: Logger;
  /** firestore.indexes.json: when given, a vector search without a matching vector index is refused. */
  readonly indexesFile?: string;
}

export interface CallContext {
  readonly caller: Caller;
  /** Aborted when the client goes away (cancels lock waits). */
  readonly signal?: AbortSignal;
}

/** A protobuf message in plain-object form. */
export type Plain = Record<string, unknown>;

export type Handler = (svc: Services, request: Plain, ctx: CallContext) => Promise<Plain | Plain[]>;

export function authOf(caller: Caller): AuthInfo | null {
  return caller.owner ? null : caller.auth;
}

/** What the rules are asked before a query runs or is listened to: `list` on its scope, with its constraints. */
export function listRequest(
  caller: Caller,
  projectId: string,
  state: DatabaseState,
  q: Query,
  time: bigint,
): ListRequest {
  return {
    kind: 'list',
    projectId,
    auth: authOf(caller),
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
