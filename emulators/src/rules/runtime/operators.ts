import type { BinaryOp } from '../syntax/ast';
import { fail } from './errors';
import {
  checkInt,
  compareValues,
  INT64_MIN,
  isList,
  RDuration,
  RMap,
  RSet,
  RTimestamp,
  typeName,
  valuesEqual,
  type RValue,
} from './values';

type Operator = Exclude<BinaryOp, '&&' | '||'>;

/** The operators that apply a function to both operands (comparisons read the sign of compareValues). */
const BY_OPERATOR: Readonly<Record<Exclude<Operator, 'in'>, (a: RValue, b: RValue) => RValue>> = {
  '==': (a, b) => valuesEqual(a, b),
  '!=': (a, b) => !valuesEqual(a, b),
  '<': (a, b) => compareValues(a, b) < 0,
  '<=': (a, b) => compareValues(a, b) <= 0,
  '>': (a, b) => compareValues(a, b) > 0,
  '>=': (a, b) => compareValues(a, b) >= 0,
  '+': (a, b) => add(a, b),
  '-': (a, b) => subtract(a, b),
  '*': (a, b) => multiply(a, b),
  '/': (a, b) => divide(a, b),
  '%': (a, b) => modulo(a, b),
};

/** Every binary operator except `&&` and `||`, which the evaluator handles for error absorption. */
export function applyBinary(op: Operator, a: RValue, b: RValue): RValue {
  return op === 'in' ? contains(b, a) : BY_OPERATOR[op](a, b);
}

function contains(container: RValue, item: RValue): boolean {
  if (isList(container)) return container.some((x) => valuesEqual(x, item));
  if (container instanceof RSet) return container.has(item);
  if (container instanceof RMap) {
    if (typeof item !== 'string') return fail(`'in' on a map needs a string key, got ${typeName(item)}.`);
    return container.lookup(item) !== undefined;
  }
  return fail(`'in' needs a list, set or map on the right, got ${typeName(container)}.`);
}

const mismatch = (op: string, a: RValue, b: RValue): never =>
  fail(`Operator ${op} cannot be applied to ${typeName(a)} and ${typeName(b)}.`);

function add(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a + b);
  if (isNum(a) && isNum(b)) return Number(a) + Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a + b;
  if (isList(a) && isList(b)) return [...a, ...b];
  if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.ns + b.ns);
  if (a instanceof RDuration && b instanceof RTimestamp) return new RTimestamp(a.ns + b.ns);
  if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.ns + b.ns);
  return mismatch('+', a, b);
}

function subtract(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a - b);
  if (isNum(a) && isNum(b)) return Number(a) - Number(b);
  if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.ns - b.ns);
  if (a instanceof RTimestamp && b instanceof RTimestamp) return new RDuration(a.ns - b.ns);
  if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.ns - b.ns);
  return mismatch('-', a, b);
}

function multiply(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a * b);
  if (isNum(a) && isNum(b)) return Number(a) * Number(b);
  return mismatch('*', a, b);
}

function divide(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (b === 0n) return fail('Division by zero.');
    if (a === INT64_MIN && b === -1n) return fail('Integer overflow.');
    return a / b;
  }
  if (isNum(a) && isNum(b)) return Number(a) / Number(b);
  return mismatch('/', a, b);
}

function modulo(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (b === 0n) return fail('Modulus by zero.');
    return a % b;
  }
  return mismatch('%', a, b);
}

function isNum(v: RValue): v is bigint | number {
  return typeof v === 'bigint' || typeof v === 'number';
}

export function negate(v: RValue): RValue {
  if (typeof v === 'bigint') return checkInt(-v);
  if (typeof v === 'number') return -v;
  if (v instanceof RDuration) return new RDuration(-v.ns);
  return fail(`Operator - cannot be applied to ${typeName(v)}.`);
}

/** Type names accepted by `x is T`, with the `rules.` spellings of the reference. */
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  bool: 'bool',
  boolean: 'bool',
  int: 'int',
  integer: 'int',
  float: 'float',
  number: 'number',
  string: 'string',
  list: 'list',
  map: 'map',
  set: 'set',
  timestamp: 'timestamp',
  duration: 'duration',
  path: 'path',
  latlng: 'latlng',
  bytes: 'bytes',
  null: 'null',
  map_diff: 'map_diff',
  mapdiff: 'map_diff',
};

export function canonicalTypeName(name: string): string | undefined {
  const bare = name.replace(/^rules\./, '').toLowerCase();
  return TYPE_ALIASES[bare];
}

export function isType(v: RValue, canonical: string): boolean {
  const actual = typeName(v);
  if (canonical === 'number') return actual === 'int' || actual === 'float';
  return actual === canonical;
}
