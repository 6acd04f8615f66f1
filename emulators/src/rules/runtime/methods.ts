import { arity, expectInt, expectMap, expectString, itemsOf } from './coerce';
import { fail } from './errors';
import { fullMatch, replaceAll, split } from './regex';
import { durationMethod, timestampMethod } from './time';
import {
  isList,
  RDuration,
  RLatLng,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  typeName,
  valuesEqual,
  type RValue,
} from './values';
import { latLngDistance } from './namespaces';

/** `target.name(args)` for every built-in type. */
export function callMethod(target: RValue, name: string, args: readonly RValue[]): RValue {
  if (typeof target === 'string') return stringMethod(target, name, args);
  if (isList(target)) return listMethod(target, name, args);
  if (target instanceof RSet) return setMethod(target, name, args);
  if (target instanceof RMap) return mapMethod(target, name, args);
  if (target instanceof RMapDiff) return mapDiffMethod(target, name, args);
  if (target instanceof RTimestamp) return timestampMethod(target, name, args);
  if (target instanceof RDuration) return durationMethod(target, name, args);
  if (target instanceof Uint8Array) return bytesMethod(target, name, args);
  if (target instanceof RPath) return pathMethod(target, name, args);
  if (target instanceof RLatLng) return latLngMethod(target, name, args);
  return fail(`Function not found: ${typeName(target)}.${name}().`);
}

function stringMethod(s: string, name: string, args: readonly RValue[]): RValue {
  const where = `string.${name}()`;
  switch (name) {
    case 'size':
      arity(args, 0, where);
      return BigInt([...s].length);
    case 'lower':
      arity(args, 0, where);
      return s.toLowerCase();
    case 'upper':
      arity(args, 0, where);
      return s.toUpperCase();
    case 'trim':
      arity(args, 0, where);
      return s.trim();
    case 'matches':
      arity(args, 1, where);
      return fullMatch(expectString(args[0] ?? null, where), s);
    case 'replace':
      arity(args, 2, where);
      return replaceAll(expectString(args[0] ?? null, where), s, expectString(args[1] ?? null, where));
    case 'split':
      arity(args, 1, where);
      return split(expectString(args[0] ?? null, where), s);
    case 'toUtf8':
      arity(args, 0, where);
      return new TextEncoder().encode(s);
    default:
      return fail(`Function not found: string.${name}().`);
  }
}

function listMethod(list: readonly RValue[], name: string, args: readonly RValue[]): RValue {
  const where = `list.${name}()`;
  const has = (v: RValue): boolean => list.some((x) => valuesEqual(x, v));
  switch (name) {
    case 'size':
      arity(args, 0, where);
      return BigInt(list.length);
    case 'hasAll':
      arity(args, 1, where);
      return itemsOf(args[0] ?? null, where).every(has);
    case 'hasAny':
      arity(args, 1, where);
      return itemsOf(args[0] ?? null, where).some(has);
    case 'hasOnly': {
      arity(args, 1, where);
      const allowed = itemsOf(args[0] ?? null, where);
      return list.every((x) => allowed.some((a) => valuesEqual(a, x)));
    }
    case 'join': {
      arity(args, 1, where);
      const sep = expectString(args[0] ?? null, where);
      return list.map((x) => expectString(x, where)).join(sep);
    }
    case 'concat':
      arity(args, 1, where);
      return [...list, ...itemsOf(args[0] ?? null, where)];
    case 'removeAll': {
      arity(args, 1, where);
      const remove = itemsOf(args[0] ?? null, where);
      return list.filter((x) => !remove.some((r) => valuesEqual(r, x)));
    }
    case 'toSet':
      arity(args, 0, where);
      return new RSet(list);
    default:
      return fail(`Function not found: list.${name}().`);
  }
}

function setMethod(set: RSet, name: string, args: readonly RValue[]): RValue {
  const where = `set.${name}()`;
  switch (name) {
    case 'size':
      arity(args, 0, where);
      return BigInt(set.items.length);
    case 'hasAll':
      arity(args, 1, where);
      return itemsOf(args[0] ?? null, where).every((x) => set.has(x));
    case 'hasAny':
      arity(args, 1, where);
      return itemsOf(args[0] ?? null, where).some((x) => set.has(x));
    case 'hasOnly': {
      arity(args, 1, where);
      const allowed = new RSet(itemsOf(args[0] ?? null, where));
      return set.items.every((x) => allowed.has(x));
    }
    case 'difference': {
      arity(args, 1, where);
      const other = new RSet(itemsOf(args[0] ?? null, where));
      return new RSet(set.items.filter((x) => !other.has(x)));
    }
    case 'intersection': {
      arity(args, 1, where);
      const other = new RSet(itemsOf(args[0] ?? null, where));
      return new RSet(set.items.filter((x) => other.has(x)));
    }
    case 'union':
      arity(args, 1, where);
      return new RSet([...set.items, ...itemsOf(args[0] ?? null, where)]);
    default:
      return fail(`Function not found: set.${name}().`);
  }
}

function mapMethod(map: RMap, name: string, args: readonly RValue[]): RValue {
  const where = `map.${name}()`;
  switch (name) {
    case 'keys':
      arity(args, 0, where);
      return [...map.complete().keys()];
    case 'values':
      arity(args, 0, where);
      return [...map.complete().values()];
    case 'size':
      arity(args, 0, where);
      return BigInt(map.complete().size);
    case 'get': {
      arity(args, 2, where);
      const key = args[0] ?? null;
      const fallback = args[1] ?? null;
      const path = isList(key) ? key.map((k) => expectString(k, where)) : [expectString(key, where)];
      if (path.length === 0) return fail(`${where}: empty key path.`);
      let current: RValue = map;
      for (const k of path) {
        if (!(current instanceof RMap)) return fallback;
        const next = current.lookup(k);
        if (next === undefined) return fallback;
        current = next;
      }
      return current;
    }
    case 'diff':
      arity(args, 1, where);
      return new RMapDiff(map.complete(), expectMap(args[0] ?? null, where).complete());
    default:
      return fail(`Function not found: map.${name}().`);
  }
}

function mapDiffMethod(diff: RMapDiff, name: string, args: readonly RValue[]): RValue {
  arity(args, 0, `map_diff.${name}()`);
  const { before, after } = diff;
  const changed = (k: string): boolean => !valuesEqual(before.get(k) ?? null, after.get(k) ?? null);
  switch (name) {
    case 'addedKeys':
      return new RSet([...after.keys()].filter((k) => !before.has(k)));
    case 'removedKeys':
      return new RSet([...before.keys()].filter((k) => !after.has(k)));
    case 'changedKeys':
      return new RSet([...before.keys()].filter((k) => after.has(k) && changed(k)));
    case 'unchangedKeys':
      return new RSet([...before.keys()].filter((k) => after.has(k) && !changed(k)));
    case 'affectedKeys': {
      const keys = new Set([...before.keys(), ...after.keys()]);
      return new RSet([...keys].filter((k) => !before.has(k) || !after.has(k) || changed(k)));
    }
    default:
      return fail(`Function not found: map_diff.${name}().`);
  }
}

function bytesMethod(bytes: Uint8Array, name: string, args: readonly RValue[]): RValue {
  arity(args, 0, `bytes.${name}()`);
  switch (name) {
    case 'size':
      return BigInt(bytes.length);
    case 'toBase64':
      return Buffer.from(bytes).toString('base64');
    case 'toHexString':
      return Buffer.from(bytes).toString('hex').toUpperCase();
    default:
      return fail(`Function not found: bytes.${name}().`);
  }
}

/** `path.bind(map)` fills `$(name)` placeholder segments left by path(string). */
function pathMethod(path: RPath, name: string, args: readonly RValue[]): RValue {
  if (name !== 'bind') return fail(`Function not found: path.${name}().`);
  arity(args, 1, 'path.bind()');
  const values = expectMap(args[0] ?? null, 'path.bind()');
  return new RPath(
    path.segments.map((seg) => {
      const m = /^\$\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(seg);
      if (!m?.[1]) return seg;
      const v = values.lookup(m[1]);
      if (v === undefined) return seg;
      if (typeof v === 'string') return v;
      if (typeof v === 'bigint') return v.toString();
      return fail(`path.bind(): '${m[1]}' must be a string or int.`);
    }),
  );
}

function latLngMethod(p: RLatLng, name: string, args: readonly RValue[]): RValue {
  switch (name) {
    case 'latitude':
      arity(args, 0, 'latlng.latitude()');
      return p.lat;
    case 'longitude':
      arity(args, 0, 'latlng.longitude()');
      return p.lng;
    case 'distance': {
      arity(args, 1, 'latlng.distance()');
      const other = args[0];
      if (!(other instanceof RLatLng)) return fail('latlng.distance() takes a latlng.');
      return latLngDistance(p, other);
    }
    default:
      return fail(`Function not found: latlng.${name}().`);
  }
}

/** `target[index]` for lists, maps, strings and paths. */
export function indexValue(target: RValue, index: RValue): RValue {
  if (target instanceof RMap) {
    const key = expectString(index, 'map[key]');
    const v = target.lookup(key);
    if (v === undefined) return fail(`Property ${key} is undefined on object.`);
    return v;
  }
  const at = (length: number): number => {
    const i = expectInt(index, 'index');
    if (i < 0n || i >= BigInt(length)) fail(`Index ${i} out of range (size ${length}).`);
    return Number(i);
  };
  if (isList(target)) return target[at(target.length)] ?? null;
  if (typeof target === 'string') {
    const chars = [...target];
    return chars[at(chars.length)] ?? '';
  }
  if (target instanceof RPath) return target.segments[at(target.segments.length)] ?? '';
  return fail(`Cannot index ${typeName(target)}.`);
}

/** `target[from:to]` (to exclusive) for lists and strings. */
export function sliceValue(target: RValue, from: RValue | undefined, to: RValue | undefined): RValue {
  const items: readonly RValue[] | string[] =
    typeof target === 'string' ? [...target] : isList(target) ? target : fail(`Cannot slice ${typeName(target)}.`);
  const start = from === undefined ? 0 : Number(expectInt(from, 'slice'));
  const end = to === undefined ? items.length : Number(expectInt(to, 'slice'));
  if (start < 0 || end > items.length || start > end)
    fail(`Slice [${start}:${end}] out of range (size ${items.length}).`);
  const out = items.slice(start, end);
  return typeof target === 'string' ? (out as string[]).join('') : out;
}
