import type { AuthInfo, DocReader, FsValue, StoredDoc } from '../../shared/contract';
import { EvalError } from '../runtime/errors';
import { Evaluator, Scope, type Binding } from '../runtime/evaluator';
import { RMap, type RValue } from '../runtime/values';
import { parseExpression } from '../syntax/parser';

/** Evaluates one expression with optional variables; throws EvalError on a rules error. */
export function evalExpr(
  source: string,
  vars: Record<string, Binding> = {},
  debug: (l: string) => void = () => undefined,
): RValue {
  const scope = new Scope(new Map(Object.entries(vars)), new Map(), null);
  return new Evaluator({ services: new Map(), debug }).eval(parseExpression(source), scope);
}

/** The string 'error' when evaluation fails, else the value. */
export function tryEval(source: string, vars: Record<string, Binding> = {}): unknown {
  try {
    return evalExpr(source, vars);
  } catch (e) {
    if (e instanceof EvalError) return 'error';
    throw e;
  }
}

export function map(record: Record<string, RValue>): RMap {
  return RMap.of(record);
}

// Firestore values for StoredDoc fixtures.
export const fs = {
  str: (value: string): FsValue => ({ type: 'string', value }),
  int: (value: number): FsValue => ({ type: 'integer', value: BigInt(value) }),
  dbl: (value: number): FsValue => ({ type: 'double', value }),
  bool: (value: boolean): FsValue => ({ type: 'boolean', value }),
  nul: (): FsValue => ({ type: 'null' }),
  ts: (micros: bigint): FsValue => ({ type: 'timestamp', micros }),
  arr: (...values: FsValue[]): FsValue => ({ type: 'array', values }),
  map: (fields: Record<string, FsValue>): FsValue => ({ type: 'map', fields: new Map(Object.entries(fields)) }),
};

export function doc(path: string, fields: Record<string, FsValue>, micros = 1_000_000n): StoredDoc {
  return { path, fields: new Map(Object.entries(fields)), createTime: micros, updateTime: micros };
}

export function reader(...docs: StoredDoc[]): DocReader & { reads: string[] } {
  const byPath = new Map(docs.map((d) => [d.path, d]));
  const reads: string[] = [];
  return {
    reads,
    get(path: string): StoredDoc | null {
      reads.push(path);
      return byPath.get(path) ?? null;
    },
  };
}

export function user(uid: string, claims: Record<string, unknown> = {}): AuthInfo {
  return {
    uid,
    token: { sub: uid, user_id: uid, firebase: { sign_in_provider: 'custom', identities: {} }, ...claims },
  };
}

export const NOW = 1_700_000_000_000_000n; // µs
