import { invalidArgument, EXPIRED_TRANSACTION_MESSAGE } from '../errors';
import { parseDatabaseName } from '../paths/names';
import type { WTransactionOptions } from '../wire/types';
import type { CallContext, Plain, Services } from './context';
import { decodeReadTime } from './consistency';

interface BeginTransactionRequest {
  readonly database?: string;
  readonly options?: WTransactionOptions;
}

interface RollbackRequest {
  readonly database?: string;
  readonly transaction?: Uint8Array;
}

/** BeginTransaction (the Admin SDK starts lazily instead, but other clients call it). */
export function beginTransaction(svc: Services, request: Plain, _ctx: CallContext): Promise<Plain> {
  const req = request as BeginTransactionRequest;
  const state = svc.engine.database(parseDatabaseName(req.database ?? ''));
  const readOnly = req.options?.readOnly;
  const tx =
    readOnly === undefined
      ? svc.engine.transactions.begin(state, 'readWrite')
      : svc.engine.transactions.begin(
          state,
          'readOnly',
          decodeReadTime(svc, readOnly.readTime) ?? svc.engine.clock.current(),
        );
  return Promise.resolve({ transaction: tx.id });
}

/** Rollback: releases the transaction's locks; an unknown id is INVALID_ARGUMENT, as in production. */
export function rollback(svc: Services, request: Plain, _ctx: CallContext): Promise<Plain> {
  const req = request as RollbackRequest;
  const state = svc.engine.database(parseDatabaseName(req.database ?? ''));
  if (req.transaction === undefined || req.transaction.length === 0)
    throw invalidArgument('Rollback requires a transaction.');
  const tx = svc.engine.transactions.find(req.transaction);
  if (tx?.state !== state) throw invalidArgument(EXPIRED_TRANSACTION_MESSAGE);
  svc.engine.transactions.finish(tx);
  return Promise.resolve({});
}
