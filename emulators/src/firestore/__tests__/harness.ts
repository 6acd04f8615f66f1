import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore as getLiteFirestore, setLogLevel } from 'firebase/firestore/lite';
import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import type { FirestoreServerHandle, FirestoreServerOptions } from '../server';
import { startFirestoreServer } from '../server';
import { rpcs } from '../wire/schema';
import type { CompositeIndex, IndexField } from '../query/index-usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A server on a free port plus factories for the official clients pointed at it; `stop()` cleans up all. */
export interface Harness {
  readonly server: FirestoreServerHandle;
  readonly host: string;
  readonly baseUrl: string;
  /** A project id unique to this harness, so test files never share data. */
  readonly projectId: string;
  admin(projectId?: string): Firestore;
  lite(options?: {
    projectId?: string;
    mockUserToken?: string | { sub?: string; user_id?: string; [claim: string]: unknown };
  }): LiteFirestore;
  stop(): Promise<void>;
}

// Lite logs every failed RPC at error level; the tests assert on the errors themselves.
setLogLevel('silent');

/**
 * `FIRESTORE_CONFORMANCE_HOST=host:port` runs the conformance suite against another Firestore emulator (Google's,
 * or a stand-in started separately) instead of a stand-in per file. A dedicated variable, not
 * FIRESTORE_EMULATOR_HOST, so a shell that points the app at a stack never redirects the suite by accident.
 */
export const CONFORMANCE_HOST: string | undefined = process.env.FIRESTORE_CONFORMANCE_HOST?.trim() || undefined;

/**
 * For tests of the stand-in's own endpoints (counters, index usage, export): they check this server, so they
 * run whenever the suite targets it (always, unless FIRESTORE_CONFORMANCE_HOST names another emulator).
 */
export const describeStandIn = describe.skipIf(CONFORMANCE_HOST !== undefined);
export const itStandIn = it.skipIf(CONFORMANCE_HOST !== undefined);

/** An emulator someone else runs: nothing to start or stop; each harness clears its own project at the end. */
function externalServer(host: string): FirestoreServerHandle {
  const port = Number(host.slice(host.lastIndexOf(':') + 1));
  const unavailable = (): never => {
    throw new Error(`Not available against the external emulator ${host}.`);
  };
  return {
    port,
    host: host.slice(0, host.lastIndexOf(':')),
    url: `http://${host}`,
    export: () => Promise.resolve(unavailable()),
    reloadRules: () => Promise.resolve(unavailable()),
    dropConnections: () => unavailable(),
    stop: () => Promise.resolve(),
    summary: () => `external emulator ${host}`,
  };
}

/**
 * A Firestore for one test file. With the default options (rules off) it is the FIRESTORE_CONFORMANCE_HOST
 * emulator when that is set; options only the stand-in has (rules engine, import, lock timeout, indexes file)
 * always start a stand-in.
 */
export async function startHarness(options: FirestoreServerOptions = { rulesOff: true }): Promise<Harness> {
  const plain = Object.keys(options).every((k) => k === 'rulesOff') && options.rulesOff === true;
  const external = plain ? CONFORMANCE_HOST : undefined;
  const server = external
    ? externalServer(external)
    : await startFirestoreServer({ port: 0, logLevel: 'warn', ...options });
  const host = external ?? `127.0.0.1:${server.port}`;
  const projectId = `demo-${randomUUID().slice(0, 8)}`;
  const adminApps: App[] = [];
  const webApps: FirebaseApp[] = [];
  return {
    server,
    host,
    baseUrl: `http://${host}`,
    projectId,
    admin(project = projectId) {
      const app = initializeAdminApp({ projectId: project }, `admin-${randomUUID()}`);
      adminApps.push(app);
      const db = getAdminFirestore(app);
      db.settings({ host, ssl: false });
      return db;
    },
    lite({ projectId: project = projectId, mockUserToken } = {}) {
      const app = initializeWebApp({ projectId: project, apiKey: 'fake-api-key' }, `web-${randomUUID()}`);
      webApps.push(app);
      const db = getLiteFirestore(app);
      connectFirestoreEmulator(
        db,
        host.slice(0, host.lastIndexOf(':')),
        server.port,
        mockUserToken === undefined ? {} : { mockUserToken: mockUserToken as never },
      );
      return db;
    },
    async stop() {
      await Promise.all(adminApps.map((a) => deleteAdminApp(a).catch(() => undefined)));
      await Promise.all(webApps.map((a) => deleteWebApp(a).catch(() => undefined)));
      if (external) {
        await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
          method: 'DELETE',
        }).catch(() => undefined);
      }
      await server.stop();
    },
  };
}

export function documentsRoot(projectId: string): string {
  return `projects/${projectId}/databases/(default)/documents`;
}

export interface RestResult {
  readonly status: number;
  readonly body: unknown;
}

/** A raw REST call, for what the SDKs never send (malformed JSON, unknown fields, emulator endpoints). */
export async function rest(
  baseUrl: string,
  method: string,
  path: string,
  body?: string | object,
  headers: Record<string, string> = {},
): Promise<RestResult> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // plain text body
  }
  return { status: res.status, body: parsed };
}

export interface GrpcResult {
  readonly error: grpc.ServiceError | null;
  readonly response: Record<string, unknown> | undefined;
}

/** A raw unary gRPC call with the Firestore schema, for requests the Admin SDK refuses to build. */
export function grpcUnary(
  host: string,
  method: string,
  request: Record<string, unknown>,
  metadata: Record<string, string> = { authorization: 'Bearer owner' },
): Promise<GrpcResult> {
  const rpc = rpcs.get(method);
  if (!rpc) throw new Error(`no rpc ${method}`);
  const client = new grpc.Client(host, grpc.credentials.createInsecure(), { 'grpc.max_send_message_length': -1 });
  const md = new grpc.Metadata();
  for (const [k, v] of Object.entries(metadata)) md.set(k, v);
  return new Promise((resolve) => {
    client.makeUnaryRequest(
      `/google.firestore.v1.Firestore/${method}`,
      (value: Record<string, unknown>) =>
        Buffer.from(rpc.requestType.encode(rpc.requestType.fromObject(value)).finish()),
      (bytes: Buffer) =>
        rpc.responseType.toObject(rpc.responseType.decode(bytes), { longs: String, enums: String, defaults: false }),
      request,
      md,
      (error, response) => {
        client.close();
        resolve({ error, response });
      },
    );
  });
}

/** Typed wrappers for asymmetric matchers (they are `any` in vitest's types). */
export const containing = (text: string): unknown => expect.stringContaining(text);
export const anyString = (): unknown => expect.any(String);
export const objectContaining = (o: Record<string, unknown>): unknown => expect.objectContaining(o);

const INDEX_TERMS = {
  ASC: { order: 'ASCENDING' },
  DESC: { order: 'DESCENDING' },
  CONTAINS: { arrayConfig: 'CONTAINS' },
};

/**
 * A collection-scoped composite index as firestore.indexes.json and the index-usage endpoint write it, from terms
 * like 'status ASC', 'createdAt DESC', 'tags CONTAINS' — so tests read as the index they mean.
 */
export function compositeIndex(collectionGroup: string, ...terms: string[]): CompositeIndex {
  const fields = terms.map((term) => {
    const [fieldPath, kind] = term.split(' ') as [string, keyof typeof INDEX_TERMS];
    return { fieldPath, ...INDEX_TERMS[kind] } as IndexField;
  });
  return { collectionGroup, queryScope: 'COLLECTION', fields };
}

/** One harness (rules off) for the whole test file, stopped after its last test; `set` receives it once started. */
export function harnessPerFile(set: (h: Harness) => void): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness();
    set(h);
  });
  afterAll(async () => {
    await h?.stop();
  });
}
