import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import * as lite from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CommitRequest,
  Decision,
  FirestoreAuthorizer,
  GetRequest,
  ListRequest,
  RulesIssue,
  RulesRequest,
} from '../../shared/contract';
import { startFirestoreServer } from '../server';
import type { Harness } from './harness';
import { containing, documentsRoot, grpcUnary, rest, startHarness } from './harness';

/** A stand-in rules engine: records what it is asked and answers with a test-controlled policy. */
class FakeAuthorizer implements FirestoreAuthorizer {
  readonly sources = new Map<string, string>();
  readonly requests: RulesRequest[] = [];
  policy: (r: RulesRequest) => Decision = () => ({ allowed: true });

  setRules(projectId: string, source: string): { issues: readonly RulesIssue[] } {
    if (source.includes('SYNTAX ERROR'))
      return { issues: [{ line: 1, column: 5, description: 'Unexpected token', severity: 'ERROR' }] };
    this.sources.set(projectId, source);
    return {
      issues: source.includes('WARN')
        ? [{ line: 2, column: 1, description: 'Unused function', severity: 'WARNING' }]
        : [],
    };
  }

  hasRules(projectId: string): boolean {
    return this.sources.has(projectId);
  }

  authorize(request: RulesRequest): Decision {
    this.requests.push(request);
    return this.policy(request);
  }
}

const authorizer = new FakeAuthorizer();
let h: Harness;
let rulesUrl: string;

beforeAll(async () => {
  h = await startHarness({ authorizer });
  rulesUrl = `/emulator/v1/projects/${h.projectId}:securityRules`;
  const res = await rest(h.baseUrl, 'PUT', rulesUrl, {
    rules: { files: [{ name: 'firestore.rules', content: 'allow everything' }] },
  });
  expect(res).toEqual({ status: 200, body: { issues: [] } });
});

beforeEach(() => {
  authorizer.requests.length = 0;
  authorizer.policy = () => ({ allowed: true });
});

afterAll(async () => {
  await h.stop();
});

const user = { sub: 'alice', email: 'alice@example.com', role: 'staff' };

describe('rules hook', () => {
  it('PUT securityRules: 400 with issues on errors, 200 with ignore_errors or warnings', async () => {
    const bad = await rest(h.baseUrl, 'PUT', rulesUrl, { rules: { files: [{ content: 'SYNTAX ERROR' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', message: containing('1:5 Unexpected token') },
    });
    const ignored = await rest(h.baseUrl, 'PUT', rulesUrl, {
      rules: { files: [{ name: 'x.rules', content: 'SYNTAX ERROR' }] },
      ignore_errors: true,
    });
    expect(ignored).toEqual({
      status: 200,
      body: {
        issues: [
          {
            sourcePosition: { fileName: 'x.rules', line: 1, column: 5 },
            description: 'Unexpected token',
            severity: 'ERROR',
          },
        ],
      },
    });
    const warned = await rest(h.baseUrl, 'PUT', rulesUrl, { rules: { files: [{ content: 'allow WARN' }] } });
    expect(warned.status).toBe(200);
    expect(authorizer.sources.get(h.projectId)).toBe('allow WARN');
  });

  it('gets become GetRequests with the decoded token; a denial is permission-denied', async () => {
    await h.admin().doc('profiles/alice').set({ name: 'Alice' });
    const ldb = h.lite({ mockUserToken: user });
    const snap = await lite.getDoc(lite.doc(ldb, 'profiles/alice'));
    expect(snap.data()).toEqual({ name: 'Alice' });
    const get = authorizer.requests.find((r): r is GetRequest => r.kind === 'get');
    expect(get).toMatchObject({
      projectId: h.projectId,
      path: 'profiles/alice',
      auth: { uid: 'alice', token: { email: 'alice@example.com', role: 'staff' } },
    });
    expect(get?.resource?.fields.get('name')).toEqual({ type: 'string', value: 'Alice' });
    authorizer.policy = (r) =>
      r.kind === 'get' ? { allowed: false, reason: 'false for get @ L3' } : { allowed: true };
    await expect(lite.getDoc(lite.doc(ldb, 'profiles/alice'))).rejects.toMatchObject({
      code: 'permission-denied',
      message: containing('Missing or insufficient permissions'),
    });
    const raw = await rest(h.baseUrl, 'POST', `/v1/${documentsRoot(h.projectId)}:batchGet`, {
      documents: [`${documentsRoot(h.projectId)}/profiles/alice`],
    });
    expect(raw.status).toBe(403);
    expect(raw.body).toMatchObject({ error: { code: 403, status: 'PERMISSION_DENIED' } });
  });

  it('signed-out and unparsable tokens reach rules as auth == null', async () => {
    await lite.getDoc(lite.doc(h.lite(), 'profiles/nobody'));
    await rest(
      h.baseUrl,
      'POST',
      `/v1/${documentsRoot(h.projectId)}:batchGet`,
      { documents: [`${documentsRoot(h.projectId)}/profiles/x`] },
      { authorization: 'Bearer not-a-jwt' },
    );
    expect(authorizer.requests.map((r) => r.auth)).toEqual([null, null]);
  });

  it('queries become ListRequests with the filter converted', async () => {
    const ldb = h.lite({ mockUserToken: user });
    await lite.getDocs(
      lite.query(
        lite.collection(ldb, 'orders'),
        lite.where('userId', '==', 'alice'),
        lite.where('total', '>', 5),
        lite.orderBy('total', 'desc'),
        lite.limit(3),
      ),
    );
    await lite.getCount(lite.query(lite.collectionGroup(ldb, 'events'), lite.where('open', '==', true)));
    const [list, agg] = authorizer.requests as ListRequest[];
    expect(list).toMatchObject({
      kind: 'list',
      parent: '',
      collectionId: 'orders',
      allDescendants: false,
      limit: 3,
      where: {
        kind: 'composite',
        op: 'AND',
        filters: [
          { kind: 'field', field: ['userId'], op: 'EQUAL', value: { type: 'string', value: 'alice' } },
          { kind: 'field', field: ['total'], op: 'GREATER_THAN', value: { type: 'integer', value: 5n } },
        ],
      },
    });
    expect(list?.orderBy[0]).toEqual({ field: ['total'], direction: 'DESCENDING' });
    expect(agg).toMatchObject({
      kind: 'list',
      collectionId: 'events',
      allDescendants: true,
      where: { kind: 'field', field: ['open'], op: 'EQUAL' },
    });
    authorizer.policy = (r) => (r.kind === 'list' ? { allowed: false, reason: 'no' } : { allowed: true });
    await expect(lite.getDocs(lite.collection(ldb, 'orders'))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('commits become one CommitRequest: methods, before/after with transforms applied, afterReader', async () => {
    const admin = h.admin();
    await admin.doc('carts/alice').set({ qty: 1 });
    await admin.doc('carts/gone').set({ qty: 9 });
    let goneBefore: unknown;
    authorizer.policy = (r) => {
      if (r.kind === 'commit') goneBefore = r.reader.get('carts/gone')?.fields.get('qty');
      return { allowed: true };
    };
    const ldb = h.lite({ mockUserToken: user });
    const batch = lite.writeBatch(ldb);
    batch.set(lite.doc(ldb, 'carts/new'), { qty: 1, at: lite.serverTimestamp() });
    batch.update(lite.doc(ldb, 'carts/alice'), { qty: lite.increment(2) });
    batch.delete(lite.doc(ldb, 'carts/gone'));
    await batch.commit();
    const commit = authorizer.requests.find((r): r is CommitRequest => r.kind === 'commit');
    expect(commit?.writes.map((w) => [w.path, w.method])).toEqual([
      ['carts/new', 'create'],
      ['carts/alice', 'update'],
      ['carts/gone', 'delete'],
    ]);
    const [created, updated, deleted] = commit?.writes ?? [];
    expect(created?.resource).toBeNull();
    expect(created?.after?.fields.get('at')).toEqual({ type: 'timestamp', micros: commit?.time });
    expect(updated?.resource?.fields.get('qty')).toEqual({ type: 'integer', value: 1n });
    expect(updated?.after?.fields.get('qty')).toEqual({ type: 'integer', value: 3n });
    expect(deleted?.after).toBeNull();
    expect(commit?.afterReader.get('carts/gone')).toBeNull();
    expect(commit?.afterReader.get('carts/new')?.fields.get('qty')).toEqual({ type: 'integer', value: 1n });
    expect(goneBefore).toEqual({ type: 'integer', value: 9n });
  });

  it('a denied commit writes nothing', async () => {
    const admin = h.admin();
    await admin.doc('locked/doc').set({ v: 1 });
    authorizer.policy = (r) =>
      r.kind === 'commit' && r.writes.some((w) => w.path === 'locked/doc')
        ? { allowed: false, reason: 'locked' }
        : { allowed: true };
    const ldb = h.lite({ mockUserToken: user });
    const batch = lite.writeBatch(ldb);
    batch.set(lite.doc(ldb, 'locked/other'), { v: 1 });
    batch.update(lite.doc(ldb, 'locked/doc'), { v: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await admin.doc('locked/doc').get()).get('v')).toBe(1);
    expect((await admin.doc('locked/other').get()).exists).toBe(false);
  });

  it('Lite transactions: verify writes are not sent to rules', async () => {
    await h.admin().doc('tx/read').set({ v: 1 });
    const ldb = h.lite({ mockUserToken: user });
    await lite.runTransaction(ldb, async (tx) => {
      await tx.get(lite.doc(ldb, 'tx/read'));
      tx.set(lite.doc(ldb, 'tx/written'), { v: 2 });
    });
    const commit = authorizer.requests.find((r): r is CommitRequest => r.kind === 'commit');
    expect(commit?.writes.map((w) => w.path)).toEqual(['tx/written']);
  });

  it('the owner (Admin SDK, Bearer owner) bypasses rules; ListCollectionIds is owner-only', async () => {
    authorizer.policy = () => ({ allowed: false, reason: 'deny all' });
    const admin = h.admin();
    await admin.doc('owner/doc').set({ a: FieldValue.serverTimestamp() });
    expect((await admin.collection('owner').get()).size).toBe(1);
    expect(authorizer.requests).toEqual([]);
    const ownerLite = h.lite({ mockUserToken: 'owner' });
    expect((await lite.getDoc(lite.doc(ownerLite, 'owner/doc'))).exists()).toBe(true);
    expect(authorizer.requests).toEqual([]);
    const listIds = await grpcUnary(h.host, 'ListCollectionIds', { parent: documentsRoot(h.projectId) }, {});
    expect(listIds.error?.code).toBe(7);
    const asOwner = await rest(
      h.baseUrl,
      'POST',
      `/v1/${documentsRoot(h.projectId)}:listCollectionIds`,
      {},
      { authorization: 'Bearer owner' },
    );
    expect(asOwner.status).toBe(200);
  });
});

describe('starting the server', () => {
  it('refuses to start without a rules engine unless rules are explicitly off', async () => {
    await expect(startFirestoreServer({ port: 0 })).rejects.toThrow(/needs a security rules engine/);
    const off = await startFirestoreServer({ port: 0, rulesOff: true, logLevel: 'silent' });
    const res = await rest(`http://127.0.0.1:${off.port}`, 'PUT', '/emulator/v1/projects/p:securityRules', {
      rules: { files: [{ content: 'x' }] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
    await off.stop();
  });

  it('a rules file is applied to each project on first use and re-read by reloadRules()', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fs-rules-'));
    const file = path.join(dir, 'firestore.rules');
    await fs.writeFile(file, 'version one');
    const fake = new FakeAuthorizer();
    const server = await startFirestoreServer({ port: 0, authorizer: fake, rulesFile: file, logLevel: 'silent' });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const get = (): Promise<unknown> =>
        rest(base, 'POST', `/v1/${documentsRoot('demo-file')}:batchGet`, {
          documents: [`${documentsRoot('demo-file')}/a/b`],
        });
      await get();
      expect(fake.sources.get('demo-file')).toBe('version one');
      await fs.writeFile(file, 'version two');
      await server.reloadRules();
      expect(fake.sources.get('demo-file')).toBe('version two');
      await fs.writeFile(file, 'SYNTAX ERROR');
      await server.reloadRules();
      expect(fake.sources.get('demo-file')).toBe('version two');
    } finally {
      await server.stop();
      await fs.rm(dir, { recursive: true });
    }
  });
});
