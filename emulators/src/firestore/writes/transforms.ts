import type { FsValue } from '../../shared/contract';
import { isNaNValue, isNumber, NULL_VALUE } from '../values/kinds';
import { compareNumbers, valuesEqual } from '../values/order';
import type { TransformOp } from './model';

type Num = Extract<FsValue, { type: 'integer' | 'double' }>;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function toDouble(n: Num): number {
  return n.type === 'integer' ? Number(n.value) : n.value;
}

/** int + int saturates at the int64 bounds; anything involving a double is IEEE double arithmetic. */
function increment(current: Num, operand: Num): Num {
  if (current.type === 'integer' && operand.type === 'integer') {
    const sum = current.value + operand.value;
    return { type: 'integer', value: sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum };
  }
  return { type: 'double', value: toDouble(current) + toDouble(operand) };
}

/** maximum/minimum: NaN wins; equivalent values (3 vs 3.0, 0 vs -0.0) keep the stored value and its type. */
function extreme(current: Num, operand: Num, wantMax: boolean): Num {
  if (isNaNValue(current)) return current;
  if (isNaNValue(operand)) return operand;
  const c = compareNumbers(current, operand);
  if (c === 0) return current;
  return c > 0 === wantMax ? current : operand;
}

/** Applies one transform to the current field value: the new value and the WriteResult transform result. */
export function applyTransform(
  current: FsValue | undefined,
  op: TransformOp,
  commitTime: bigint,
): { value: FsValue; result: FsValue } {
  switch (op.kind) {
    case 'serverTime': {
      const value: FsValue = { type: 'timestamp', micros: commitTime };
      return { value, result: value };
    }
    case 'increment':
    case 'maximum':
    case 'minimum': {
      let value: FsValue;
      if (current === undefined || !isNumber(current)) value = op.operand;
      else if (op.kind === 'increment') value = increment(current, op.operand);
      else value = extreme(current, op.operand, op.kind === 'maximum');
      return { value, result: value };
    }
    case 'arrayUnion': {
      const values = current?.type === 'array' ? [...current.values] : [];
      for (const e of op.elements) if (!values.some((v) => valuesEqual(v, e))) values.push(e);
      return { value: { type: 'array', values }, result: NULL_VALUE };
    }
    case 'arrayRemove': {
      const base = current?.type === 'array' ? current.values : [];
      const values = base.filter((v) => !op.elements.some((e) => valuesEqual(v, e)));
      return { value: { type: 'array', values }, result: NULL_VALUE };
    }
  }
}
