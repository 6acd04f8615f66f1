import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpcs } from '../wire/schema';
import type { Harness } from './harness';
import { documentsRoot, startHarness } from './harness';

/**
 * The Listen protocol itself, for what the SDKs do but do not let a test observe: several targets on one
 * stream, removing a target, and resuming with a token (nothing re-sent when nothing changed, a RESET when
 * something did).
 */

type Msg = Record<string, unknown> & {
  targetChange?: { targetChangeType?: string; targetIds?: number[]; resumeToken?: Buffer; cause?: { code: number } };
  documentChange?: { document: { name: string }; targetIds?: number[]; removedTargetIds?: number[] };
  documentDelete?: { document: string; removedTargetIds?: number[] };
  filter?: { targetId: number; count?: number };
};

let h: Harness;
let root: string;
const database = (): string => `projects/${h.projectId}/databases/(default)`;

class RawListen {
  readonly received: Msg[] = [];
  private readonly client: grpc.Client;
  private readonly call: grpc.ClientDuplexStream<Record<string, unknown>, Msg>;
  private waiters: (() => void)[] = [];

  constructor(host: string) {
    const rpc = rpcs.get('Listen')!;
    this.client = new grpc.Client(host, grpc.credentials.createInsecure());
    const md = new grpc.Metadata();
    md.set('authorization', 'Bearer owner');
    this.call = this.client.makeBidiStreamRequest(
      '/google.firestore.v1.Firestore/Listen',
      (v: Record<string, unknown>) => Buffer.from(rpc.requestType.encode(rpc.requestType.fromObject(v)).finish()),
      (b: Buffer) =>
        rpc.responseType.toObject(rpc.responseType.decode(b), { longs: Number, enums: String, defaults: false }) as Msg,
      md,
    );
    this.call.on('data', (m: Msg) => {
      this.received.push(m);
      for (const w of this.waiters) w();
    });
    this.call.on('error', () => undefined);
  }

  send(request: Record<string, unknown>): void {
    this.call.write({ database: database(), ...request });
  }

  /** Waits until `n` global NO_CHANGE markers (consistent snapshots) have arrived in total. */
  async snapshots(n: number): Promise<Msg[]> {
    const count = (): number =>
      this.received.filter(
        (m) => m.targetChange?.targetChangeType === 'NO_CHANGE' && (m.targetChange.targetIds ?? []).length === 0,
      ).length;
    while (count() < n) {
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`only ${count()} of ${n} snapshots`)), 10_000);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
      this.waiters = [];
    }
    return this.received;
  }

  close(): void {
    this.call.end();
    this.client.close();
  }
}

const kinds = (ms: Msg[]): string[] =>
  ms.map((m) =>
    m.targetChange
      ? `${m.targetChange.targetChangeType}:${(m.targetChange.targetIds ?? []).join(',')}`
      : m.documentChange
        ? `change:${m.documentChange.document.name.split('/').pop()}:${(m.documentChange.targetIds ?? []).join(',')}:-${(m.documentChange.removedTargetIds ?? []).join(',')}`
        : m.documentDelete
          ? `delete:${m.documentDelete.document.split('/').pop()}:-${(m.documentDelete.removedTargetIds ?? []).join(',')}`
          : m.filter
            ? `filter:${m.filter.targetId}:${m.filter.count ?? 0}`
            : JSON.stringify(m),
  );

beforeAll(async () => {
  h = await startHarness();
  root = documentsRoot(h.projectId);
});
afterAll(async () => {
  await h.stop();
});

const query = (collectionId: string) => ({
  query: { parent: root, structuredQuery: { from: [{ collectionId }] } },
});

describe('Listen protocol', () => {
  it('serves several targets on one stream, one change message per document, and removes a target on request', async () => {
    const admin = h.admin();
    await admin.doc('proto-many/a').set({ n: 1 });
    const s = new RawListen(h.host);
    try {
      s.send({ addTarget: { targetId: 2, ...query('proto-many') } });
      s.send({ addTarget: { targetId: 4, documents: { documents: [`${root}/proto-many/a`] } } });
      const first = await s.snapshots(2);
      expect(kinds(first)).toEqual([
        'ADD:2',
        'change:a:2:-',
        'CURRENT:2',
        'NO_CHANGE:',
        'ADD:4',
        'change:a:4:-',
        'CURRENT:4',
        'NO_CHANGE:',
      ]);
      await admin.doc('proto-many/a').update({ n: 2 });
      expect(kinds((await s.snapshots(3)).slice(8))).toEqual(['change:a:2,4:-', 'NO_CHANGE:']);
      s.send({ removeTarget: 2 });
      await admin.doc('proto-many/a').delete();
      expect(kinds((await s.snapshots(4)).slice(10))).toEqual(['REMOVE:2', 'delete:a:-4', 'NO_CHANGE:']);
    } finally {
      s.close();
    }
  });

  it('a resume token skips documents when nothing changed and resets the target when something did', async () => {
    const admin = h.admin();
    await admin.doc('proto-resume/a').set({ n: 1 });
    await admin.doc('proto-resume/b').set({ n: 1 });
    const s1 = new RawListen(h.host);
    s1.send({ addTarget: { targetId: 2, ...query('proto-resume') } });
    const got = await s1.snapshots(1);
    const token = got.at(-1)!.targetChange!.resumeToken!;
    s1.close();

    const s2 = new RawListen(h.host);
    s2.send({ addTarget: { targetId: 2, resumeToken: token, ...query('proto-resume') } });
    expect(kinds(await s2.snapshots(1))).toEqual(['ADD:2', 'filter:2:2', 'CURRENT:2', 'NO_CHANGE:']);
    s2.close();

    await admin.doc('proto-resume/b').delete();
    const s3 = new RawListen(h.host);
    s3.send({ addTarget: { targetId: 2, resumeToken: token, ...query('proto-resume') } });
    expect(kinds(await s3.snapshots(1))).toEqual(['ADD:2', 'RESET:2', 'change:a:2:-', 'CURRENT:2', 'NO_CHANGE:']);
    s3.close();
  });

  it('an invalid target is removed with INVALID_ARGUMENT and the stream keeps serving the others', async () => {
    const s = new RawListen(h.host);
    try {
      s.send({
        addTarget: { targetId: 6, documents: { documents: ['projects/other/databases/(default)/documents/x/y'] } },
      });
      s.send({ addTarget: { targetId: 8, ...query('proto-other') } });
      const ms = await s.snapshots(1);
      expect(ms[0]?.targetChange).toMatchObject({ targetChangeType: 'REMOVE', targetIds: [6], cause: { code: 3 } });
      expect(kinds(ms.slice(1))).toEqual(['ADD:8', 'CURRENT:8', 'NO_CHANGE:']);
    } finally {
      s.close();
    }
  });
});
