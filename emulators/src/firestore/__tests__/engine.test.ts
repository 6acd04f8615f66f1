import type { FsValue, StoredDoc } from '../../shared/contract';
import { describe, expect, it } from 'vitest';
import { Database } from '../engine/database';
import { formatFieldPath, parseFieldPath } from '../paths/field-paths';
import { compareDocPaths } from '../paths/doc-keys';
import { decodeStructuredQuery } from '../query/decode';
import { executeQuery } from '../query/execute';
import { documentSize } from '../values/size';
import { microsFromRfc3339, rfc3339FromMicros } from '../values/time';
import { compareUtf8 } from '../values/utf8';
import { LockManager, LockOwner } from '../tx/locks';
import type { WStructuredQuery } from '../wire/types';

const DB = { project: 'demo-unit', database: '(default)' };
const str = (value: string): FsValue => ({ type: 'string', value });
const int = (value: number): FsValue => ({ type: 'integer', value: BigInt(value) });

function doc(path: string, fields: Record<string, FsValue>): StoredDoc {
  return { path, fields: new Map(Object.entries(fields)), createTime: 1n, updateTime: 1n };
}

function seeded(n: number): Database {
  const db = new Database(DB);
  const changes = new Map<string, StoredDoc>();
  for (let i = 0; i < n; i++) {
    const path = `products/p${String(i).padStart(5, '0')}`;
    changes.set(
      path,
      doc(path, { category: str(`c${i % 10}`), price: int(i), tags: { type: 'array', values: [str(`t${i % 7}`)] } }),
    );
  }
  db.commit(changes);
  return db;
}

const query = (db: Database, q: WStructuredQuery): ReturnType<typeof executeQuery> =>
  executeQuery(db, decodeStructuredQuery(q, '', DB));

describe('equality indexes', () => {
  it('an equality filter on 10,000 documents examines only the matching ones', () => {
    const db = seeded(10_000);
    const result = query(db, {
      from: [{ collectionId: 'products' }],
      where: { fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL', value: { stringValue: 'c3' } } },
      orderBy: [{ field: { fieldPath: 'price' }, direction: 'DESCENDING' }],
      limit: { value: 5 },
    });
    expect(result.examined).toBe(1000);
    expect(result.docs.map((d) => d.path)).toEqual([
      'products/p09993',
      'products/p09983',
      'products/p09973',
      'products/p09963',
      'products/p09953',
    ]);
    const contains = query(db, {
      from: [{ collectionId: 'products' }],
      where: { fieldFilter: { field: { fieldPath: 'tags' }, op: 'ARRAY_CONTAINS', value: { stringValue: 't0' } } },
    });
    expect(contains.examined).toBe(contains.docs.length);
    expect(contains.docs.length).toBe(1429);
  });

  it('stays correct as documents change, move between values and disappear', () => {
    const db = seeded(200);
    const eq = (v: string): string[] =>
      query(db, {
        from: [{ collectionId: 'products' }],
        where: { fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL', value: { stringValue: v } } },
      }).docs.map((d) => d.path);
    expect(eq('c1')).toHaveLength(20);
    db.commit(
      new Map([
        ['products/p00001', doc('products/p00001', { category: str('moved') })],
        ['products/p00011', null],
        ['products/zzz', doc('products/zzz', { category: str('c1') })],
      ]),
    );
    expect(eq('c1')).toHaveLength(19);
    expect(eq('c1')).toContain('products/zzz');
    expect(eq('c1')).not.toContain('products/p00011');
    expect(eq('moved')).toEqual(['products/p00001']);
  });
});

describe('paths and values', () => {
  it('orders strings by UTF-8 bytes, not UTF-16 units', () => {
    expect(compareUtf8('\uFFFD', '\u{1F600}')).toBeLessThan(0);
    expect('\uFFFD' < '\u{1F600}').toBe(false);
    expect(compareUtf8('a', 'ab')).toBeLessThan(0);
  });

  it('orders document keys segment-wise with numeric ids first', () => {
    const keys = ['a/b', 'a-c/d', 'a/__id5__', 'a/__id-9223372036854775808__', 'a/__id10__', 'a/b/c/d'];
    expect([...keys].sort(compareDocPaths)).toEqual([
      'a/__id-9223372036854775808__',
      'a/__id5__',
      'a/__id10__',
      'a/b',
      'a/b/c/d',
      'a-c/d',
    ]);
  });

  it('parses and formats backticked field paths', () => {
    expect(parseFieldPath('a.`b.c`.`x\\`y`.d_1')).toEqual(['a', 'b.c', 'x`y', 'd_1']);
    expect(formatFieldPath(['a', 'b.c', 'x`y', '1x'])).toBe('a.`b.c`.`x\\`y`.`1x`');
    expect(() => parseFieldPath('a..b')).toThrow(/Invalid field path/);
    expect(() => parseFieldPath('a-b')).toThrow(/must be quoted/);
  });

  it('timestamps: RFC 3339 in and out at microsecond precision, offsets accepted, extra digits truncated', () => {
    expect(rfc3339FromMicros(microsFromRfc3339('2024-02-29T23:59:59.1234567Z'))).toBe('2024-02-29T23:59:59.123456Z');
    expect(rfc3339FromMicros(microsFromRfc3339('2024-01-01T01:00:00+01:00'))).toBe('2024-01-01T00:00:00Z');
    expect(rfc3339FromMicros(microsFromRfc3339('0001-01-01T00:00:00Z'))).toBe('0001-01-01T00:00:00Z');
    expect(rfc3339FromMicros(-1n)).toBe('1969-12-31T23:59:59.999999Z');
    expect(() => microsFromRfc3339('2023-02-29T00:00:00Z')).toThrow(/Invalid timestamp/);
  });

  it('counts document size as production does', () => {
    // "users/jeff/tasks/my_task_id" = 6 + 5 + 6 + 11 + 16 = 44; + "type" (5) + "Personal" (9) + 32.
    expect(documentSize('users/jeff/tasks/my_task_id', new Map([['type', str('Personal')]]))).toBe(44 + 5 + 9 + 32);
  });
});

describe('locks', () => {
  it('a plain write that closes a deadlock cycle wounds a transaction in it, never fails itself', async () => {
    const locks = new LockManager(60_000);
    const p1 = new LockOwner('plain 1', false);
    const p2 = new LockOwner('plain 2', false);
    const tx = new LockOwner('tx', true);
    expect(locks.acquire(p1, 'k1')).toBeUndefined();
    expect(locks.acquire(tx, 'k9')).toBeUndefined();
    expect(locks.acquire(p2, 'k3')).toBeUndefined();
    const p2Waits = locks.acquire(p2, 'k9');
    const txWaits = locks.acquire(tx, 'k1');
    const txOutcome = txWaits?.then(
      () => 'granted',
      (e: { code: string }) => e.code,
    );
    const p1Waits = locks.acquire(p1, 'k3'); // closes p1 → p2 → tx → p1
    expect(await txOutcome).toBe('ABORTED');
    await p2Waits;
    locks.releaseAll(p2);
    await p1Waits;
    expect(p1.held).toEqual(new Set(['k1', 'k3']));
    expect(tx.held.size).toBe(0);
  });

  it('a transaction that would close a cycle is the one refused', async () => {
    const locks = new LockManager(60_000);
    const a = new LockOwner('a', true);
    const b = new LockOwner('b', true);
    expect(locks.acquire(a, 'x')).toBeUndefined();
    expect(locks.acquire(b, 'y')).toBeUndefined();
    const aWaits = locks.acquire(a, 'y');
    expect(() => locks.acquire(b, 'x')).toThrow(/contention/);
    locks.releaseAll(b);
    await aWaits;
    expect(a.held).toEqual(new Set(['x', 'y']));
  });
});
