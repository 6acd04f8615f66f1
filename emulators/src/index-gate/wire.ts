/**
 * What the gate reads of Firestore's three front ends as they cross it: the queries clients run (for the index
 * check) and the documents read and written (for the benchmarks' counters, billed as production bills them: one read
 * per document returned, and one for a query that returns none). gRPC (the Admin SDK) is decoded with the protos that
 * ship with @google-cloud/firestore; REST (Firestore Lite) and WebChannel (the web SDK in a browser) are JSON.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import protobuf from 'protobufjs';
import type { WireQuery } from './index-needs';

function loadRoot(): protobuf.Root {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@google-cloud/firestore');
  const file = path.join(path.dirname(entry), '..', 'protos', 'v1.json');
  return protobuf.Root.fromJSON(JSON.parse(fs.readFileSync(file, 'utf8')) as protobuf.INamespace);
}

let root: protobuf.Root | undefined;
function decode(typeName: string, bytes: Uint8Array): Record<string, unknown> {
  root ??= loadRoot();
  const type = root.lookupType(`google.firestore.v1.${typeName}`);
  return type.toObject(type.decode(bytes), { enums: String, longs: String, defaults: false });
}

/** What one request or response adds to the counters and the index record. */
export interface Observed {
  readonly project?: string;
  readonly queries?: readonly WireQuery[];
  readonly reads?: number;
  readonly writes?: number;
}

const PROJECT = /projects\/([^/]+)\/databases/;
export const projectIn = (text: string): string | undefined => PROJECT.exec(text)?.[1];

/** A structured query from a RunQuery / RunAggregationQuery request or a Listen addTarget, in any front end's form. */
function queriesIn(message: Record<string, unknown>): WireQuery[] {
  const aggregation = message.structuredAggregationQuery as { structuredQuery?: WireQuery } | undefined;
  const addTarget = message.addTarget as { query?: { structuredQuery?: WireQuery } } | undefined;
  const query =
    (message.structuredQuery as WireQuery | undefined) ??
    aggregation?.structuredQuery ??
    addTarget?.query?.structuredQuery;
  return query ? [query] : [];
}

const writesIn = (message: Record<string, unknown>): number =>
  Array.isArray(message.writes) ? (message.writes as unknown[]).length : 0;

/** The gRPC method name of a path: `/google.firestore.v1.Firestore/RunQuery` → `RunQuery`. */
export const grpcMethod = (urlPath: string): string | undefined =>
  /^\/google\.firestore\.v1\.Firestore\/(\w+)$/.exec(urlPath)?.[1];

const GRPC_REQUESTS: Readonly<Record<string, string>> = {
  RunQuery: 'RunQueryRequest',
  RunAggregationQuery: 'RunAggregationQueryRequest',
  Listen: 'ListenRequest',
  Commit: 'CommitRequest',
  BatchGetDocuments: 'BatchGetDocumentsRequest',
  GetDocument: 'GetDocumentRequest',
};
const GRPC_RESPONSES: Readonly<Record<string, string>> = {
  RunQuery: 'RunQueryResponse',
  BatchGetDocuments: 'BatchGetDocumentsResponse',
  Listen: 'ListenResponse',
  GetDocument: 'Document',
};

export function observeGrpcRequest(method: string, message: Uint8Array): Observed {
  const typeName = GRPC_REQUESTS[method];
  if (!typeName) return {};
  const decoded = decode(typeName, message);
  const project = projectIn(JSON.stringify([decoded.parent, decoded.database, decoded.name]));
  return { project, queries: queriesIn(decoded), writes: writesIn(decoded) };
}

/** Reads in one response message of a stream (a query's "no documents" read is counted when the stream ends). */
export function observeGrpcResponse(method: string, message: Uint8Array): Observed {
  if (method === 'RunAggregationQuery') return { reads: 1 };
  const typeName = GRPC_RESPONSES[method];
  if (!typeName) return {};
  if (method === 'GetDocument') return { reads: 1 };
  const decoded = decode(typeName, message);
  if (method === 'BatchGetDocuments') return { reads: decoded.found ? 1 : 0 };
  if (method === 'RunQuery') return { reads: decoded.document ? 1 : 0 };
  return { reads: decoded.documentChange ? 1 : 0 };
}

/** A REST call (Firestore Lite): `…/documents[/path]:runQuery`, `:runAggregationQuery`, `:batchGet`, `:commit`, GET. */
export function observeRestRequest(method: string, url: string, body: string): Observed {
  const project = projectIn(url);
  const verb = /:(\w+)$/.exec(url.split('?')[0] ?? '')?.[1];
  if (!verb || !body) return { project };
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return { project };
  }
  if (verb === 'runQuery' || verb === 'runAggregationQuery') return { project, queries: queriesIn(parsed) };
  if (verb === 'commit') return { project, writes: writesIn(parsed) };
  return { project };
}

/** Reads in a REST answer: a query's or batchGet's JSON array, or one document. */
export function observeRestResponse(method: string, url: string, body: string): Observed {
  const verb = /:(\w+)$/.exec(url.split('?')[0] ?? '')?.[1];
  if (method === 'GET' && !verb) return { reads: 1 };
  if (verb === 'runAggregationQuery') return { reads: 1 };
  if (verb !== 'runQuery' && verb !== 'batchGet') return {};
  try {
    const items = JSON.parse(body) as Record<string, unknown>[];
    if (!Array.isArray(items)) return {};
    const found = items.filter((i) => i.document ?? i.found).length;
    return { reads: verb === 'runQuery' ? Math.max(found, 1) : found };
  } catch {
    return {};
  }
}

/**
 * A WebChannel upload (form-encoded `reqN___data__` JSON messages): Listen's addTarget queries and the Write stream's
 * writes.
 */
export function observeWebChannelRequest(url: string, body: string): Observed {
  const project = projectIn(decodeURIComponent(url)) ?? projectIn(decodeURIComponent(body));
  const messages: Record<string, unknown>[] = [];
  for (const [key, value] of new URLSearchParams(body)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    try {
      messages.push(JSON.parse(value) as Record<string, unknown>);
    } catch {
      // Not JSON: nothing the gate reads.
    }
  }
  return {
    project,
    queries: messages.flatMap(queriesIn),
    writes: messages.reduce((n, m) => n + writesIn(m), 0),
  };
}

/** Documents a WebChannel download delivers: one read per document change. */
export const observeWebChannelResponse = (chunk: string): Observed => ({
  reads: chunk.match(/"documentChange"/g)?.length ?? 0,
});
