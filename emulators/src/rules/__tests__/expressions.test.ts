import { describe, expect, it } from 'vitest';
import { EvalError } from '../runtime/errors';
import { Poisoned } from '../runtime/evaluator';
import { RDuration, RLatLng, RMap, RPath, RSet, RTimestamp } from '../runtime/values';
import { evalExpr, map, tryEval } from './helpers';

/** One test per source: evaluating it is a rules error (not false, not a crash). */
const itIsAnError = (sources: string[]): void =>
  it.each(sources)('%s is an error', (source) => {
    expect(tryEval(source)).toBe('error');
  });

describe('operators', () => {
  it.each([
    ['1 + 2 * 3', 7n],
    ['(1 + 2) * 3', 9n],
    ['7 / 2', 3n],
    ['-7 / 2', -3n],
    ['7 % 3', 1n],
    ['-7 % 3', -1n],
    ['7.0 / 2', 3.5],
    ['1 + 0.5', 1.5],
    ['1 / 0.0', Infinity],
    ["'ab' + 'cd'", 'abcd'],
    ['[1] + [2, 3]', [1n, 2n, 3n]],
    ['1 == 1.0', true],
    ['1 != 2', true],
    ["1 == '1'", false],
    ['null == null', true],
    ['[1, [2]] == [1, [2]]', true],
    ["{'a': 1} == {'a': 1.0}", true],
    ["{'a': 1} == {'a': 1, 'b': 2}", false],
    ['2 < 3 && 3 <= 3 && 4 > 3 && 4 >= 4', true],
    ["'abc' < 'abd'", true],
    ['1 < 1.5', true],
    ['2 in [1, 2]', true],
    ['3 in [1, 2]', false],
    ["'a' in {'a': 1}", true],
    ["'b' in {'a': 1}", false],
    ['1 in [1, 2].toSet()', true],
    ['true ? 1 : 2', 1n],
    ['!false', true],
    ['-(3)', -3n],
  ])('%s', (source, expected) => {
    expect(evalExpr(source)).toEqual(expected);
  });

  itIsAnError([
    '9223372036854775807 + 1',
    '-9223372036854775807 - 2',
    '4611686018427387904 * 2',
    '1 / 0',
    '1 % 0',
    "1 + 'a'",
    "1 < 'a'",
    "'a' in 'abc'",
    '!1',
    '1 ? 2 : 3',
    '[1][5]',
    "{'a': 1}.b",
    "{'a': 1}['b']",
    'null.x',
    'nope',
    '1.5 % 1',
  ]);

  it('treats NaN as unordered', () => {
    expect(evalExpr('x < 1 || x >= 1', { x: Number.NaN })).toBe(false);
    expect(evalExpr('x == x', { x: Number.NaN })).toBe(false);
  });
});

describe('CEL error absorption in && and ||', () => {
  const boom = new Poisoned(new EvalError('boom'));
  it.each([
    ['false && err', false],
    ['err && false', false],
    ['true || err', true],
    ['err || true', true],
  ])('%s', (source, expected) => {
    expect(evalExpr(source, { err: boom })).toBe(expected);
  });
  it.each(['true && err', 'err && true', 'false || err', 'err || false', 'err || err', '!err', 'err == null'])(
    '%s is an error',
    (source) => {
      expect(tryEval(source, { err: boom })).toBe('error');
    },
  );
  it('rejects non-boolean operands', () => {
    expect(tryEval('1 && true')).toBe('error');
    expect(evalExpr("false && 'x'")).toBe(false);
  });
  it('absorbs a missing field, the classic guarded access', () => {
    const data = map({ a: 1n });
    expect(evalExpr("'b' in d && d.b == 2", { d: data })).toBe(false);
    expect(evalExpr("!('b' in d) || d.b == 2", { d: data })).toBe(true);
    expect(evalExpr('d.b == 2 || d.a == 1', { d: data })).toBe(true);
  });
});

describe('is', () => {
  it.each([
    ['true is bool', true],
    ['1 is int', true],
    ['1 is float', false],
    ['1.0 is float', true],
    ['1 is number', true],
    ['1.5 is number', true],
    ["'a' is string", true],
    ['[1] is list', true],
    ["{'a': 1} is map", true],
    ['[1].toSet() is set', true],
    ['null is map', false],
    ["b'a' is bytes", true],
    ['/a/b is path', true],
    ['timestamp.value(0) is timestamp', true],
    ["duration.value(1, 's') is duration", true],
    ['latlng.value(1, 2) is latlng', true],
    ["'a' is rules.String", true],
    ['1 is rules.Integer', true],
  ])('%s', (source, expected) => {
    expect(evalExpr(source)).toBe(expected);
  });
});

describe('strings', () => {
  it.each([
    ["'héllo'.size()", 5n],
    ["'AbC'.lower()", 'abc'],
    ["'AbC'.upper()", 'ABC'],
    ["'  a b  '.trim()", 'a b'],
    ["'abc'.matches('a.c')", true],
    ["'xabcx'.matches('a.c')", false],
    ["'user@example.com'.matches('^[^@\\\\s]+@[^@\\\\s]+\\\\.[^@\\\\s]+$')", true],
    ["'banana'.replace('a', 'o')", 'bonono'],
    ["'a,b,,c'.split(',')", ['a', 'b', '', 'c']],
    ["'é'.toUtf8()", Uint8Array.from([0xc3, 0xa9])],
    ["'abc'[1]", 'b'],
    ["'abcdef'[1:3]", 'bc'],
    ['string(12)', '12'],
    ['string(true)', 'true'],
    ['string(null)', 'null'],
    ["int('42')", 42n],
    ['int(3.9)', 3n],
    ['int(-3.9)', -3n],
    ["float('1.5')", 1.5],
    ['float(2)', 2],
    ["bool('true')", true],
  ])('%s', (source, expected) => {
    expect(evalExpr(source)).toEqual(expected);
  });
  itIsAnError(["'abc'.matches('(')", "int('x')", "bool('yes')", "'a'.nope()", "'abc'[3]", "'abc'[2:1]"]);
  it('uses RE2 syntax (no backreferences)', () => {
    expect(tryEval("'aa'.matches('(a)\\\\1')")).toBe('error');
  });
});

describe('lists, sets and maps', () => {
  it.each([
    ['[1, 2, 3].size()', 3n],
    ["['a', 'b'].hasAll(['a'])", true],
    ["['a', 'b'].hasAll(['a', 'c'])", false],
    ["['a', 'b'].hasAny(['c', 'b'])", true],
    ["['a', 'b'].hasAny([])", false],
    ["['a', 'b'].hasOnly(['a', 'b', 'c'])", true],
    ["['a', 'd'].hasOnly(['a', 'b', 'c'])", false],
    ['[].hasOnly([1])', true],
    ["['a', 'b'].join('-')", 'a-b'],
    ['[1].concat([2])', [1n, 2n]],
    ['[1, 2, 1, 3].removeAll([1])', [2n, 3n]],
    ['[1, 2, 2].toSet().size()', 2n],
    ['[1, 2, 3][0:2]', [1n, 2n]],
    ['[1, 2].toSet() == [2, 1].toSet()', true],
    ['[1, 2].toSet().hasAll([1])', true],
    ['[1, 2].toSet().hasOnly([1])', false],
    ['[1, 2].toSet().hasAny([2, 9])', true],
    ['[1, 2, 3].toSet().difference([2].toSet()) == [1, 3].toSet()', true],
    ['[1, 2, 3].toSet().intersection([2, 4].toSet()) == [2].toSet()', true],
    ['[1].toSet().union([2].toSet()).size()', 2n],
    ["{'a': 1, 'b': 2}.keys()", ['a', 'b']],
    ["{'a': 1, 'b': 2}.values()", [1n, 2n]],
    ["{'a': 1}.size()", 1n],
    ["{'a': 1}.get('a', 0)", 1n],
    ["{'a': 1}.get('z', 0)", 0n],
    ["{'a': {'b': 2}}.get(['a', 'b'], 0)", 2n],
    ["{'a': {'b': 2}}.get(['a', 'c'], 7)", 7n],
    ["{'a': 1}['a']", 1n],
    ["{'a': 1}.a", 1n],
  ])('%s', (source, expected) => {
    expect(evalExpr(source)).toEqual(expected);
  });

  it('diff() reports added, removed, changed, affected and unchanged keys', () => {
    const before = map({ keep: 1n, change: 'x', remove: true });
    const after = map({ keep: 1n, change: 'y', add: null });
    const vars = { before, after };
    const keys = (method: string): unknown => {
      const v = evalExpr(`before.diff(after).${method}()`, vars);
      return v instanceof RSet ? [...v.items].sort() : v;
    };
    expect(keys('addedKeys')).toEqual(['add']);
    expect(keys('removedKeys')).toEqual(['remove']);
    expect(keys('changedKeys')).toEqual(['change']);
    expect(keys('affectedKeys')).toEqual(['add', 'change', 'remove']);
    expect(keys('unchangedKeys')).toEqual(['keep']);
    expect(evalExpr("before.diff(after).affectedKeys().hasOnly(['add', 'change', 'remove'])", vars)).toBe(true);
    expect(evalExpr("before.diff(after).changedKeys().hasAny(['keep'])", vars)).toBe(false);
  });

  itIsAnError(['[1].hasAll(1)', "{'a': 1}.get(1, 0)", '[1, 2].join(1)', '[1].toSet()[0]']);
});

describe('timestamps, durations and math', () => {
  const t = new RTimestamp(1_700_000_123_456_789_000n); // 2023-11-14T22:15:23.456789Z, a Tuesday
  it.each([
    ['t.year()', 2023n],
    ['t.month()', 11n],
    ['t.day()', 14n],
    ['t.hours()', 22n],
    ['t.minutes()', 15n],
    ['t.seconds()', 23n],
    ['t.nanos()', 456_789_000n],
    ['t.toMillis()', 1_700_000_123_456n],
    ['t.dayOfWeek()', 2n],
    ['t.dayOfYear()', 318n],
    ['t.date() == timestamp.date(2023, 11, 14)', true],
    ['t.time() == duration.time(22, 15, 23, 456789000)', true],
    ['timestamp.value(1700000123456) < t', true],
    ["t + duration.value(1, 'd') > t", true],
    ["t - duration.value(1, 'h') == timestamp.value(1700000123456 - 3600000) + duration.value(789000, 'ns')", true],
    ['(t - timestamp.date(2023, 11, 14)) == t.time()', true],
    ["duration.value(90, 'm').seconds()", 5400n],
    ["duration.value(1500, 'ms').nanos()", 500_000_000n],
    ["duration.value(-1500, 'ms').seconds()", -1n],
    ["duration.abs(duration.value(-2, 'w')) == duration.value(14, 'd')", true],
    ["duration.value(1, 's') + duration.value(1, 's') == duration.value(2000, 'ms')", true],
    ['math.abs(-3)', 3n],
    ['math.abs(-2.5)', 2.5],
    ['math.ceil(1.2)', 2n],
    ['math.floor(-1.2)', -2n],
    ['math.round(2.5)', 3n],
    ['math.round(-2.5)', -3n],
    ['math.sqrt(16)', 4],
    ['math.pow(2, 10)', 1024],
    ['math.isNaN(0.0 / 0.0)', true],
    ['math.isInfinite(1.0 / 0)', true],
    ['math.isInfinite(1)', false],
  ])('%s', (source, expected) => {
    expect(evalExpr(source, { t })).toEqual(expected);
  });

  itIsAnError([
    "duration.value(1, 'y')",
    'timestamp.date(2023, 2, 30)',
    'math.floor(1.0 / 0)',
    'timestamp.value(9223372036854775807)',
  ]);

  it('builds durations from hours/minutes/seconds/nanos', () => {
    expect(evalExpr('duration.time(1, 2, 3, 4)')).toEqual(new RDuration(3_723_000_000_004n));
  });
});

describe('other built-ins', () => {
  it('hashes strings and bytes', () => {
    expect(evalExpr("hashing.sha256('abc').toHexString()")).toBe(
      'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD',
    );
    expect(evalExpr("hashing.md5(b'abc').toBase64()")).toBe('kAFQmDzST7DWlj99KOF/cg==');
    expect(evalExpr("hashing.crc32('123456789').toHexString()")).toBe('CBF43926');
    expect(evalExpr("hashing.crc32c('123456789').toHexString()")).toBe('E3069283');
    expect(evalExpr("b'abc'.size()")).toBe(3n);
  });

  it('measures latlng distances in metres', () => {
    const d = evalExpr('latlng.value(6.5244, 3.3792).distance(latlng.value(7.1475, 3.3619))');
    expect(typeof d === 'number' && d > 69_000 && d < 70_000).toBe(true);
    expect(evalExpr('latlng.value(1.5, 2).latitude()')).toBe(1.5);
    expect(tryEval('latlng.value(91, 0)')).toBe('error');
    expect(evalExpr('p == latlng.value(1, 2)', { p: new RLatLng(1, 2) })).toBe(true);
  });

  it('handles paths: literals, interpolation, indexing, path(), bind()', () => {
    expect(evalExpr('/a/$(x)/c', { x: 'b' })).toEqual(new RPath(['a', 'b', 'c']));
    expect(evalExpr('/a/$(p)', { p: new RPath(['x', 'y']) })).toEqual(new RPath(['a', 'x', 'y']));
    expect(evalExpr('/a/b[1]')).toBe('b');
    expect(evalExpr("path('/a/b') == /a/b")).toBe(true);
    expect(evalExpr("path('/users/$(uid)').bind({'uid': 'u1'}) == /users/u1")).toBe(true);
    expect(tryEval('/a/$(x)', { x: 1.5 })).toBe('error');
  });

  it('debug() returns its argument and logs it', () => {
    const lines: string[] = [];
    expect(evalExpr('debug(1 + 1) == 2', {}, (l) => lines.push(l))).toBe(true);
    expect(lines).toEqual(['2']);
  });

  it('partial maps answer what they know and fail on the rest', () => {
    const partial = new RMap(new Map([['userId', 'u1']]), 'resource.data');
    expect(evalExpr("d.userId == 'u1'", { d: partial })).toBe(true);
    expect(tryEval("d.status == 'paid'", { d: partial })).toBe('error');
    expect(tryEval('d.keys().size() > 0', { d: partial })).toBe('error');
    expect(tryEval('d == null', { d: partial })).toBe('error');
    expect(evalExpr("d.status == 'paid' || d.userId == 'u1'", { d: partial })).toBe(true);
    expect(evalExpr("'userId' in d", { d: partial })).toBe(true);
    expect(tryEval("'other' in d", { d: partial })).toBe('error');
  });
});
