import { callerFromAuthorization } from '../auth/caller';
import { FsError, toFsError } from '../errors';
import type { RequestLog } from '../request-log';
import { handlers } from '../service';
import type { Plain, Services } from '../service/context';
import { fromJson, toJson } from '../wire/json';
import { rpcs } from '../wire/schema';
import { parseJsonBody } from './body';
import type { HttpRequest, HttpResponse } from './types';
import { errorBody, header, json } from './types';

/**
 * The Firestore REST surface (google.api.http bindings of firestore.proto): `POST /v1/{database}/documents:verb`,
 * `POST /v1/{parent}:runQuery` etc. for the Lite SDK, plus the document CRUD forms for curl and other clients.
 */

/** `:verb` → RPC, by what the verb is addressed to: a database's documents root, or a parent document/root. */
const DATABASE_VERBS: Readonly<Record<string, string>> = {
  batchGet: 'BatchGetDocuments',
  beginTransaction: 'BeginTransaction',
  commit: 'Commit',
  rollback: 'Rollback',
  batchWrite: 'BatchWrite',
  listen: 'Listen',
  write: 'Write',
  executePipeline: 'ExecutePipeline',
};
const PARENT_VERBS: Readonly<Record<string, string>> = {
  runQuery: 'RunQuery',
  runAggregationQuery: 'RunAggregationQuery',
  listCollectionIds: 'ListCollectionIds',
  partitionQuery: 'PartitionQuery',
};

interface Route {
  readonly rpc: string;
  /** Request in proto3 JSON form, before schema validation. */
  readonly request: Record<string, unknown>;
}

function segmentsOf(rawPath: string): string[] {
  return rawPath.split('/').map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      throw new FsError('INVALID_ARGUMENT', `Invalid percent-encoding in path segment "${s}".`);
    }
  });
}

function isDocumentsPath(segments: readonly string[]): boolean {
  return (
    segments.length >= 5 && segments[0] === 'projects' && segments[2] === 'databases' && segments[4] === 'documents'
  );
}

function maskParam(params: URLSearchParams, name: string): Record<string, unknown> | undefined {
  const paths = params.getAll(`${name}.fieldPaths`).concat(params.getAll(`${name}.field_paths`));
  return paths.length > 0 ? { fieldPaths: paths } : undefined;
}

function preconditionParam(params: URLSearchParams): Record<string, unknown> | undefined {
  const exists = params.get('currentDocument.exists');
  const updateTime = params.get('currentDocument.updateTime');
  if (exists !== null) return { exists: exists === 'true' };
  if (updateTime !== null) return { updateTime };
  return undefined;
}

/** Maps method + path to an RPC and its JSON request (URL fields override the body, as Google's front end does). */
function route(req: HttpRequest, rawPath: string, params: URLSearchParams): Route {
  const colon = rawPath.lastIndexOf(':');
  const verb = colon > rawPath.lastIndexOf('/') ? rawPath.slice(colon + 1) : undefined;
  const segments = segmentsOf(verb === undefined ? rawPath : rawPath.slice(0, colon));
  const name = segments.join('/');
  if (!isDocumentsPath(segments)) throw new FsError('NOT_FOUND', `No such resource: /v1/${rawPath}`);
  const below = segments.length - 5;
  if (verb !== undefined) {
    const toDatabase = Object.hasOwn(DATABASE_VERBS, verb);
    const rpc = toDatabase ? DATABASE_VERBS[verb] : Object.hasOwn(PARENT_VERBS, verb) ? PARENT_VERBS[verb] : undefined;
    if (!rpc || req.method !== 'POST') throw new FsError('NOT_FOUND', `Unknown method ${req.method} /v1/${rawPath}`);
    const body = parseJsonBody(req);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new FsError('INVALID_ARGUMENT', 'Invalid JSON payload received. Expected an object.');
    if (toDatabase) {
      if (below !== 0)
        throw new FsError('NOT_FOUND', `${verb} is addressed to a database's documents root, not /v1/${rawPath}`);
      return {
        rpc,
        request: { ...(body as Record<string, unknown>), database: segments.slice(0, 4).join('/') },
      };
    }
    return { rpc, request: { ...(body as Record<string, unknown>), parent: name } };
  }
  const isDocument = below > 0 && below % 2 === 0;
  const isCollection = below % 2 === 1;
  const parentName = segments.slice(0, -1).join('/');
  const collectionId = segments[segments.length - 1]!;
  if (req.method === 'GET' && isDocument) {
    return {
      rpc: 'GetDocument',
      request: {
        name,
        mask: maskParam(params, 'mask'),
        transaction: params.get('transaction') ?? undefined,
        readTime: params.get('readTime') ?? undefined,
      },
    };
  }
  if (req.method === 'GET' && isCollection) {
    const pageSize = params.get('pageSize');
    return {
      rpc: 'ListDocuments',
      request: {
        parent: parentName,
        collectionId,
        mask: maskParam(params, 'mask'),
        pageToken: params.get('pageToken') ?? undefined,
        pageSize: pageSize === null ? undefined : Number(pageSize),
        showMissing: params.get('showMissing') === 'true',
        readTime: params.get('readTime') ?? undefined,
      },
    };
  }
  if (req.method === 'PATCH' && isDocument) {
    const body = parseJsonBody(req) as Record<string, unknown>;
    return {
      rpc: 'UpdateDocument',
      request: {
        document: { ...body, name },
        updateMask: maskParam(params, 'updateMask'),
        mask: maskParam(params, 'mask'),
        currentDocument: preconditionParam(params),
      },
    };
  }
  if (req.method === 'DELETE' && isDocument)
    return { rpc: 'DeleteDocument', request: { name, currentDocument: preconditionParam(params) } };
  if (req.method === 'POST' && isCollection) {
    const body = parseJsonBody(req);
    return {
      rpc: 'CreateDocument',
      request: {
        parent: parentName,
        collectionId,
        documentId: params.get('documentId') ?? undefined,
        document: body,
        mask: maskParam(params, 'mask'),
      },
    };
  }
  throw new FsError('NOT_FOUND', `Unknown method ${req.method} /v1/${rawPath}`);
}

function stripUndefined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** Handles `/v1/...`; `rawPath` is the percent-encoded path after `/v1/`. */
export async function handleFirestoreRest(
  svc: Services,
  requests: RequestLog,
  req: HttpRequest,
  rawPath: string,
  params: URLSearchParams,
): Promise<HttpResponse> {
  const startedAt = performance.now();
  let label = `${req.method} /v1/${rawPath}`;
  try {
    const { rpc: name, request } = route(req, rawPath, params);
    label = name;
    const rpc = rpcs.get(name);
    const handler = handlers.get(name);
    if (!rpc || !handler) throw new FsError('UNIMPLEMENTED', `${name} is not supported.`);
    const plain = fromJson(rpc.requestType, stripUndefined(request));
    const caller = callerFromAuthorization(header(req.headers, 'authorization'));
    const result = await handler(svc, plain, { caller, signal: req.signal });
    const body = Array.isArray(result)
      ? result.map((r: Plain) => toJson(rpc.responseType, r))
      : toJson(rpc.responseType, result);
    requests.record('rest', label, 'OK', startedAt);
    return json(200, body);
  } catch (err) {
    const e = toFsError(err);
    requests.record('rest', label, e.code, startedAt);
    return errorBody(e.httpStatus, e.code, e.message);
  }
}
