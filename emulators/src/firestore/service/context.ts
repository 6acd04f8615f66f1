import type { AuthInfo } from '../../shared/contract';
import type { AccessControl } from '../auth/access';
import type { Caller } from '../auth/caller';
import type { FirestoreEngine } from '../engine/engine';
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
