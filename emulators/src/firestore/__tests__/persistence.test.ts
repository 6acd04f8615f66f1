import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Harness } from './harness';
import { describeStandIn, documentsRoot, rest, startHarness } from './harness';

let h: Harness;
let dir: string;

const EVERY_TYPE = {
  nul: { nullValue: 'NULL_VALUE' },
  yes: { booleanValue: true },
  no: { booleanValue: false },
  int: { integerValue: '9223372036854775807' },
  negInt: { integerValue: '-9223372036854775808' },
  dbl: { doubleValue: 3.141592653589793 },
  integralDouble: { doubleValue: 3 },
  negZero: { doubleValue: '-0' },
  nan: { doubleValue: 'NaN' },
  inf: { doubleValue: 'Infinity' },
  ninf: { doubleValue: '-Infinity' },
  tiny: { doubleValue: 5e-324 },
  ts: { timestampValue: '2024-02-29T12:34:56.123456Z' },
  oldTs: { timestampValue: '0001-01-01T00:00:00Z' },
  str: { stringValue: 'Àṣọ 😀 "quoted" \\ \n' },
  empty: { stringValue: '' },
  bytes: { bytesValue: 'AP8Hgg==' },
  geo: { geoPointValue: { latitude: 6.5244, longitude: 3.3792 } },
  arr: {
    arrayValue: {
      values: [
        { integerValue: '1' },
        { doubleValue: 1 },
        { stringValue: 'x' },
        { mapValue: { fields: { k: { nullValue: 'NULL_VALUE' } } } },
      ],
    },
  },
  emptyArr: { arrayValue: {} },
  map: {
    mapValue: {
      fields: {
        'z key': { integerValue: '1' },
        a: { mapValue: { fields: { deep: { booleanValue: true } } } },
        ünï: { stringValue: 'ok' },
      },
    },
  },
  emptyMap: { mapValue: {} },
} as const;

async function readAll(baseUrl: string, projectId: string, paths: readonly string[]): Promise<unknown> {
  const res = await rest(
    baseUrl,
    'POST',
    `/v1/${documentsRoot(projectId)}:batchGet`,
    { documents: paths.map((p) => `${documentsRoot(projectId)}/${p}`) },
    { authorization: 'Bearer owner' },
  );
  return (res.body as { found?: object; missing?: string }[]).map((r) => r.found ?? r.missing);
}

beforeAll(async () => {
  h = await startHarness();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fs-export-'));
  const root = documentsRoot(h.projectId);
  const res = await rest(h.baseUrl, 'POST', `/v1/${root}:commit`, {
    writes: [
      {
        update: {
          name: `${root}/types/all`,
          fields: { ...EVERY_TYPE, ref: { referenceValue: `${root}/types/other` } },
        },
      },
      { update: { name: `${root}/types/other`, fields: {} } },
      { update: { name: `${root}/parents/missing/children/c1`, fields: { n: { integerValue: '1' } } } },
      { update: { name: `${root}/b/1`, fields: {} } },
      { update: { name: `${root}/b/__id7__x`, fields: {} } },
    ],
  });
  expect(res.status).toBe(200);
});

afterAll(async () => {
  await h.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

const PATHS = ['types/all', 'types/other', 'parents/missing/children/c1', 'b/1', 'b/__id7__x', 'parents/missing'];

describeStandIn('export and import', () => {
  it('round-trips every value type, times and document names exactly', async () => {
    const files = await h.server.export(dir);
    expect(files).toEqual([path.join(dir, 'firestore', `${h.projectId}.json`)]);
    const before = await readAll(h.baseUrl, h.projectId, PATHS);
    const second = await startHarness({ rulesOff: true, importDir: dir });
    try {
      expect(await readAll(second.baseUrl, h.projectId, PATHS)).toEqual(before);
      const admin = second.admin(h.projectId);
      expect((await admin.collection('parents').listDocuments()).map((d) => d.id)).toEqual(['missing']);
      // New writes after an import get later times than anything imported.
      const written = await admin.doc('types/other').set({ touched: true });
      const imported = await admin.doc('types/all').get();
      expect(written.writeTime.toMillis()).toBeGreaterThanOrEqual(imported.updateTime?.toMillis() ?? Infinity);
      // Re-exporting the imported state (before that write) is byte-identical: the format is stable.
      const again = await fs.mkdtemp(path.join(os.tmpdir(), 'fs-export-'));
      await admin.doc('types/other').set({});
      await rest(second.baseUrl, 'POST', `/emulator/v1/projects/${h.projectId}:export`, { export_directory: again });
      const a = JSON.parse(await fs.readFile(path.join(dir, 'firestore', `${h.projectId}.json`), 'utf8')) as {
        databases: Record<string, { documents: { path: string; updateTime: string }[] }>;
      };
      const b = JSON.parse(await fs.readFile(path.join(again, 'firestore', `${h.projectId}.json`), 'utf8')) as typeof a;
      const strip = (f: typeof a): unknown =>
        f.databases['(default)']?.documents.map((d) => (d.path === 'types/other' ? { ...d, updateTime: '' } : d));
      expect(strip(b)).toEqual(strip(a));
      await fs.rm(again, { recursive: true });
    } finally {
      await second.stop();
    }
  });

  it('writes readable, sorted JSON with Firestore REST value encoding', async () => {
    await h.server.export(dir);
    const text = await fs.readFile(path.join(dir, 'firestore', `${h.projectId}.json`), 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "databases": {');
    const file = JSON.parse(text) as {
      format: string;
      version: number;
      project: string;
      databases: Record<string, { documents: { path: string; fields: Record<string, unknown> }[] }>;
    };
    expect(file).toMatchObject({ format: 'aso-firestore-export', version: 1, project: h.projectId });
    const docs = file.databases['(default)']?.documents ?? [];
    expect(docs.map((d) => d.path)).toEqual([
      'b/1',
      'b/__id7__x',
      'parents/missing/children/c1',
      'types/all',
      'types/other',
    ]);
    const all = docs.find((d) => d.path === 'types/all')?.fields ?? {};
    expect(Object.keys(all)).toEqual([...Object.keys(all)].sort());
    expect(all.int).toEqual({ integerValue: '9223372036854775807' });
    expect(all.negZero).toEqual({ doubleValue: '-0' });
    expect(all.nan).toEqual({ doubleValue: 'NaN' });
    expect(all.ts).toEqual({ timestampValue: '2024-02-29T12:34:56.123456Z' });
    expect(all.bytes).toEqual({ bytesValue: 'AP8Hgg==' });
    expect(Object.keys((all.map as { mapValue: { fields: object } }).mapValue.fields)).toEqual(['a', 'z key', 'ünï']);
  });

  it('an export after the data is gone removes the project file; importing nothing is fine', async () => {
    const empty = await startHarness({ rulesOff: true, importDir: path.join(dir, 'does-not-exist') });
    try {
      const target = await fs.mkdtemp(path.join(os.tmpdir(), 'fs-export-'));
      await fs.mkdir(path.join(target, 'firestore'));
      await fs.writeFile(path.join(target, 'firestore', 'stale.json'), '{}');
      expect(await empty.server.export(target)).toEqual([]);
      expect(await fs.readdir(path.join(target, 'firestore'))).toEqual([]);
      await fs.rm(target, { recursive: true });
    } finally {
      await empty.stop();
    }
  });
});
