import { fail } from './errors';
import { isList, RMap, RSet, typeName, type RValue } from './values';

export function expectInt(v: RValue, where: string): bigint {
  if (typeof v !== 'bigint') return fail(`${where}: expected int, got ${typeName(v)}.`);
  return v;
}

export function expectString(v: RValue, where: string): string {
  if (typeof v !== 'string') return fail(`${where}: expected string, got ${typeName(v)}.`);
  return v;
}

export function expectNumber(v: RValue, where: string): number {
  if (typeof v === 'bigint') return Number(v);
  if (typeof v !== 'number') return fail(`${where}: expected a number, got ${typeName(v)}.`);
  return v;
}

export function expectMap(v: RValue, where: string): RMap {
  if (!(v instanceof RMap)) return fail(`${where}: expected map, got ${typeName(v)}.`);
  return v;
}

/** Items of a list or set argument (hasAll, hasAny, union, …). */
export function itemsOf(v: RValue, where: string): readonly RValue[] {
  if (isList(v)) return v;
  if (v instanceof RSet) return v.items;
  return fail(`${where}: expected list or set, got ${typeName(v)}.`);
}

export function arity(args: readonly RValue[], n: number, where: string): void {
  if (args.length !== n) fail(`${where} takes ${n} argument${n === 1 ? '' : 's'}, got ${args.length}.`);
}
