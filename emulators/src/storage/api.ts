import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { callerFromAuthorization, type Caller, type StorageObjectFacts } from '../rules';
import type { Method } from '../rules/syntax/ast';
import { header, HttpError, parseJsonBody, readBody, sendError, sendJson } from './http';
import type { Logger } from './log';
import { parseMultipart } from './multipart';
import {
  createObject,
  factsOf,
  metadataJson,
  parseMetadataPatch,
  patchObject,
  withTokens,
  type MetadataPatch,
  type StoredObject,
} from './objects';
import type { RulesHolder } from './rules-file';
import type { ObjectStore } from './store';
import type { UploadSession, UploadSessions } from './uploads';

/** The Firebase Storage REST API (`/v0/b/{bucket}/o[/{object}]`) that the firebase/storage SDK speaks. */
export class FirebaseStorageApi {
  constructor(
    private readonly store: ObjectStore,
    private readonly rules: RulesHolder,
    private readonly uploads: UploadSessions,
    private readonly log: Logger,
  ) {}

  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucket: string,
    object: string | null,
  ): Promise<void> {
    const method = (header(req, 'x-http-method-override') ?? req.method ?? 'GET').toUpperCase();
    const caller = callerFromAuthorization(header(req, 'authorization'));
    if (bucket === '') throw new HttpError(400, 'Bucket name is empty.');
    if (object === null) {
      if (method === 'GET') return this.list(res, url, bucket, caller);
      if (method === 'POST' || method === 'PUT') return this.upload(req, res, url, bucket, null, caller);
      throw new HttpError(405, `${method} is not supported on a bucket.`);
    }
    if (object === '') throw new HttpError(400, 'Object name is empty.');
    switch (method) {
      case 'GET':
        return this.get(req, res, url, bucket, object, caller);
      case 'PATCH':
        return this.updateMetadata(req, res, bucket, object, caller);
      case 'DELETE':
        return this.delete(res, bucket, object, caller);
      case 'POST':
      case 'PUT':
        if (url.searchParams.has('create_token') || url.searchParams.has('delete_token'))
          return this.tokens(res, url, bucket, object, caller);
        return this.upload(req, res, url, bucket, object, caller);
      default:
        throw new HttpError(405, `${method} is not supported on an object.`);
    }
  }

  /** Rules check; owners bypass. Sends 403 and returns false when denied. */
  private allowed(
    res: ServerResponse,
    caller: Caller,
    check: {
      bucket: string;
      path: string;
      method: Method;
      resource: StorageObjectFacts | null;
      requestResource?: StorageObjectFacts | null;
    },
  ): boolean {
    if (caller.kind === 'owner') return true;
    const rules = this.rules.current;
    if (!rules) {
      this.log.warn('permission denied: no Storage rules are loaded');
      sendError(res, 403, 'Permission denied. No Storage rules are loaded.');
      return false;
    }
    const decision = rules.authorize(
      { ...check, auth: caller.kind === 'user' ? caller.auth : null, time: Date.now() },
      (line) => this.log.info(`debug: ${line}`),
    );
    if (decision.allowed) return true;
    this.log.debug(`denied: ${decision.reason}`);
    sendError(res, 403, `Permission denied. No ${check.method.toUpperCase()} permission.`);
    return false;
  }

  private get(req: IncomingMessage, res: ServerResponse, url: URL, bucket: string, name: string, caller: Caller): void {
    const object = this.store.get(bucket, name);
    const media = url.searchParams.get('alt') === 'media';
    const token = url.searchParams.get('token');
    // A download URL's token grants read access on its own, whoever asks.
    const tokenOk = media && object !== null && token !== null && object.downloadTokens.includes(token);
    if (
      !tokenOk &&
      !this.allowed(res, caller, { bucket, path: name, method: 'get', resource: object ? factsOf(object) : null })
    )
      return;
    if (!object) return sendError(res, 404, 'Not Found.');
    if (!media) return sendJson(res, 200, metadataJson(object));
    sendMedia(req, res, object);
  }

  private list(res: ServerResponse, url: URL, bucket: string, caller: Caller): void {
    const prefix = url.searchParams.get('prefix') ?? '';
    if (prefix !== '' && !prefix.endsWith('/')) {
      throw new HttpError(400, 'The prefix parameter is required to be empty or ends with a single / character.');
    }
    const rawMax = url.searchParams.get('maxResults');
    const maxResults = rawMax === null ? 1000 : Number(rawMax);
    if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 1000)
      throw new HttpError(400, 'maxResults must be an integer from 1 to 1000.');
    const path = prefix.replace(/\/$/, '');
    if (!this.allowed(res, caller, { bucket, path, method: 'list', resource: null })) return;
    const page = this.store.list(bucket, {
      prefix,
      delimiter: url.searchParams.get('delimiter') ?? '',
      pageToken: url.searchParams.get('pageToken') ?? undefined,
      maxResults,
    });
    sendJson(res, 200, {
      prefixes: page.prefixes,
      items: page.items.map((o) => ({ name: o.name, bucket: o.bucket })),
      ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    });
  }

  private async upload(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucket: string,
    pathName: string | null,
    caller: Caller,
  ): Promise<void> {
    const uploadId = url.searchParams.get('upload_id');
    if (uploadId !== null) return this.continueResumable(req, res, uploadId);
    const name = pathName ?? url.searchParams.get('name');
    const protocol = header(req, 'x-goog-upload-protocol')?.toLowerCase();
    const command = header(req, 'x-goog-upload-command')?.toLowerCase();
    const body = await readBody(req);
    if (protocol === 'resumable' || command === 'start') {
      if (command !== 'start')
        throw new HttpError(400, 'A resumable upload must begin with X-Goog-Upload-Command: start.');
      return this.startResumable(req, res, url, bucket, name, body, caller);
    }
    if (!name) throw new HttpError(400, 'Missing the object name (?name=).');
    if (protocol === 'multipart') {
      const contentType = header(req, 'content-type') ?? '';
      let parts;
      try {
        parts = parseMultipart(contentType, body);
      } catch (e) {
        throw new HttpError(400, e instanceof Error ? e.message : String(e));
      }
      const [metaPart, dataPart] = parts;
      if (!metaPart || !dataPart) throw new HttpError(400, 'A multipart upload needs a metadata part and a data part.');
      const patch = this.patchFrom(parseJsonBody(metaPart.body));
      const withType: MetadataPatch = {
        ...patch,
        contentType: patch.contentType ?? dataPart.headers.get('content-type') ?? null,
      };
      this.commitUpload(res, caller, bucket, name, new Uint8Array(dataPart.body), withType);
      return;
    }
    // Media upload: the body is the object; its Content-Type header is the content type.
    this.commitUpload(res, caller, bucket, name, new Uint8Array(body), {
      contentType: header(req, 'content-type') ?? null,
    });
  }

  private patchFrom(json: unknown): MetadataPatch {
    try {
      return parseMetadataPatch(json);
    } catch (e) {
      throw new HttpError(400, e instanceof Error ? e.message : String(e));
    }
  }

  /** Checks the rules against the object as it would be, then stores it. */
  private commitUpload(
    res: ServerResponse,
    caller: Caller,
    bucket: string,
    name: string,
    data: Uint8Array,
    patch: MetadataPatch,
  ): { status: number; body: unknown } | null {
    const existing = this.store.get(bucket, name);
    const proposed = createObject(bucket, name, data, patch, Date.now());
    const method: Method = existing ? 'update' : 'create';
    if (
      !this.allowed(res, caller, {
        bucket,
        path: name,
        method,
        resource: existing ? factsOf(existing) : null,
        requestResource: factsOf(proposed),
      })
    )
      return null;
    this.store.put(proposed);
    this.log.debug(`stored ${bucket}/${name} (${data.length} bytes)`);
    const body = metadataJson(proposed);
    sendJson(res, 200, body);
    return { status: 200, body };
  }

  private startResumable(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucket: string,
    queryName: string | null,
    body: Buffer,
    caller: Caller,
  ): void {
    const json = parseJsonBody(body);
    const bodyName = typeof json === 'object' && json !== null ? (json as { name?: unknown }).name : undefined;
    const name = queryName ?? (typeof bodyName === 'string' ? bodyName : null);
    if (!name) throw new HttpError(400, 'Missing the object name (?name=).');
    const patch = this.patchFrom(json);
    const headerType = header(req, 'x-goog-upload-header-content-type');
    const metadata: MetadataPatch = { ...patch, contentType: patch.contentType ?? headerType ?? null };
    const declared = header(req, 'x-goog-upload-header-content-length');
    const declaredSize = declared === undefined ? null : Number(declared);
    if (declaredSize !== null && (!Number.isSafeInteger(declaredSize) || declaredSize < 0)) {
      throw new HttpError(400, 'X-Goog-Upload-Header-Content-Length must be a non-negative integer.');
    }
    // Check the rules up front with the declared size, so a refused upload sends no bytes.
    const existing = this.store.get(bucket, name);
    const provisional = {
      ...factsOf(createObject(bucket, name, new Uint8Array(0), metadata, Date.now())),
      size: declaredSize ?? 0,
    };
    if (
      !this.allowed(res, caller, {
        bucket,
        path: name,
        method: existing ? 'update' : 'create',
        resource: existing ? factsOf(existing) : null,
        requestResource: provisional,
      })
    )
      return;
    const session = this.uploads.start({ bucket, name, metadata, declaredSize, caller });
    const uploadUrl = new URL(`/v0/b/${encodeURIComponent(bucket)}/o`, `http://${header(req, 'host') ?? url.host}`);
    uploadUrl.searchParams.set('name', name);
    uploadUrl.searchParams.set('upload_id', session.id);
    uploadUrl.searchParams.set('upload_protocol', 'resumable');
    res.setHeader('X-Goog-Upload-URL', uploadUrl.toString());
    res.setHeader('X-Goog-Upload-Control-URL', uploadUrl.toString());
    res.setHeader('X-Goog-Upload-Status', 'active');
    res.setHeader('X-Goog-Upload-Chunk-Granularity', String(256 * 1024));
    res.setHeader('X-GUploader-UploadID', session.id);
    sendJson(res, 200, {});
  }

  private async continueResumable(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const session = this.uploads.get(id);
    const body = await readBody(req);
    if (!session) return sendError(res, 404, `No upload session ${id}.`);
    const command = (header(req, 'x-goog-upload-command') ?? '')
      .toLowerCase()
      .split(',')
      .map((c) => c.trim());
    res.setHeader('X-GUploader-UploadID', session.id);
    if (command.includes('query')) {
      res.setHeader('X-Goog-Upload-Size-Received', String(session.received));
      res.setHeader('X-Goog-Upload-Status', session.status === 'final' ? 'final' : 'active');
      return sendJson(res, 200, {});
    }
    if (command.includes('cancel')) {
      if (session.status === 'final') throw new HttpError(400, 'The upload is already finalized.');
      session.status = 'cancelled';
      session.chunks = [];
      return sendJson(res, 200, {});
    }
    if (session.status === 'final' && command.includes('finalize') && session.finalResult) {
      res.setHeader('X-Goog-Upload-Status', 'final');
      return sendJson(res, session.finalResult.status, session.finalResult.body);
    }
    if (session.status !== 'active') throw new HttpError(400, `The upload is ${session.status}.`);
    if (command.includes('upload')) {
      const offset = Number(header(req, 'x-goog-upload-offset') ?? session.received);
      if (offset !== session.received) {
        res.setHeader('X-Goog-Upload-Status', 'active');
        res.setHeader('X-Goog-Upload-Size-Received', String(session.received));
        throw new HttpError(400, `Upload offset ${offset} does not match the ${session.received} bytes received.`);
      }
      session.chunks.push(body);
      session.received += body.length;
      if (session.declaredSize !== null && session.received > session.declaredSize) {
        session.status = 'cancelled';
        throw new HttpError(400, `Received ${session.received} bytes, more than the declared ${session.declaredSize}.`);
      }
    }
    if (!command.includes('finalize')) {
      if (!command.includes('upload'))
        throw new HttpError(400, `Unknown X-Goog-Upload-Command '${command.join(', ')}'.`);
      res.setHeader('X-Goog-Upload-Status', 'active');
      return sendJson(res, 200, {});
    }
    return this.finalize(res, session);
  }

  private finalize(res: ServerResponse, session: UploadSession): void {
    if (session.declaredSize !== null && session.received !== session.declaredSize) {
      throw new HttpError(
        400,
        `Upload finalized with ${session.received} bytes; ${session.declaredSize} were declared.`,
      );
    }
    session.status = 'final';
    res.setHeader('X-Goog-Upload-Status', 'final');
    const data = new Uint8Array(Buffer.concat(session.chunks));
    session.chunks = [];
    const result = this.commitUpload(res, session.caller, session.bucket, session.name, data, session.metadata);
    session.finalResult = result ?? { status: 403, body: { error: { code: 403, message: 'Permission denied.' } } };
  }

  private async updateMetadata(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    name: string,
    caller: Caller,
  ): Promise<void> {
    const patch = this.patchFrom(parseJsonBody(await readBody(req)));
    const existing = this.store.get(bucket, name);
    if (!existing) {
      if (!this.allowed(res, caller, { bucket, path: name, method: 'update', resource: null, requestResource: null }))
        return;
      return sendError(res, 404, 'Not Found.');
    }
    const updated = patchObject(existing, patch, Date.now());
    if (
      !this.allowed(res, caller, {
        bucket,
        path: name,
        method: 'update',
        resource: factsOf(existing),
        requestResource: factsOf(updated),
      })
    )
      return;
    this.store.put(updated);
    sendJson(res, 200, metadataJson(updated));
  }

  private delete(res: ServerResponse, bucket: string, name: string, caller: Caller): void {
    const existing = this.store.get(bucket, name);
    if (
      !this.allowed(res, caller, {
        bucket,
        path: name,
        method: 'delete',
        resource: existing ? factsOf(existing) : null,
      })
    )
      return;
    if (!existing) return sendError(res, 404, 'Not Found.');
    this.store.delete(bucket, name);
    res.writeHead(204);
    res.end();
  }

  /** `?create_token=true` / `?delete_token=…`: managing download tokens takes admin credentials. */
  private tokens(res: ServerResponse, url: URL, bucket: string, name: string, caller: Caller): void {
    if (caller.kind !== 'owner') return sendError(res, 403, 'Missing admin credentials.');
    const existing = this.store.get(bucket, name);
    if (!existing) return sendError(res, 404, 'Not Found.');
    let tokens: string[];
    if (url.searchParams.has('create_token')) {
      if (url.searchParams.get('create_token') !== 'true') throw new HttpError(400, 'create_token must be "true".');
      tokens = [...existing.downloadTokens, randomUUID()];
    } else {
      const remove = url.searchParams.get('delete_token') ?? '';
      tokens = existing.downloadTokens.filter((t) => t !== remove);
      if (tokens.length === 0) tokens = [randomUUID()];
    }
    const updated = withTokens(existing, tokens, Date.now());
    this.store.put(updated);
    sendJson(res, 200, metadataJson(updated));
  }
}

/** The bytes, with a single `Range: bytes=a-b` honoured (getBytes with a size cap sends one). */
function sendMedia(req: IncomingMessage, res: ServerResponse, o: StoredObject): void {
  const headers: Record<string, string> = {
    'Content-Type': o.contentType,
    'Content-Disposition': o.contentDisposition ?? 'inline',
    ETag: o.etag,
    'Accept-Ranges': 'bytes',
    'X-Goog-Generation': o.generation.toString(),
  };
  if (o.cacheControl) headers['Cache-Control'] = o.cacheControl;
  if (o.contentEncoding) headers['Content-Encoding'] = o.contentEncoding;
  if (o.contentLanguage) headers['Content-Language'] = o.contentLanguage;
  const range = /^bytes=(\d*)-(\d*)$/.exec(header(req, 'range') ?? '');
  const size = o.data.length;
  if (range && (range[1] !== '' || range[2] !== '')) {
    let start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
    let end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
    if (range[1] !== '' && range[2] === '') end = size - 1;
    if (start >= size || start > end) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}` });
      res.end();
      return;
    }
    start = Math.max(0, start);
    end = Math.max(start, end);
    const part = o.data.subarray(start, end + 1);
    res.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': String(part.length),
    });
    res.end(part);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(size) });
  res.end(o.data);
}
