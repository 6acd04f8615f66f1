import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FSWatcher } from 'node:fs';
import { FirebaseStorageApi } from './api';
import { applyCors, HttpError, parseJsonBody, readBody, sendError, sendJson } from './http';
import { createLogger, type LogLevel } from './log';
import { exportStore, importStore } from './persistence';
import { RulesHolder } from './rules-file';
import { ObjectStore } from './store';
import { UploadSessions } from './uploads';
import { emulatorUrl, type RunningEmulator } from '../shared/emulator';
import { listenOn } from '../shared/listen';

export interface StorageServerOptions {
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** 0 = any free port. Default 9199. */
  readonly port?: number;
  /** storage.rules to load and watch; without it (and without `rules`) only `Bearer owner` requests pass. */
  readonly rulesFile?: string;
  /** Rules source to install at start (tests); ignored when rulesFile is given. */
  readonly rules?: string;
  /** Load objects exported earlier (the directory holding storage_export/, or that folder). */
  readonly importDir?: string;
  /** Export here on stop(). */
  readonly exportDir?: string;
  readonly logLevel?: LogLevel;
  /** Reload the rules file when it changes (default true when rulesFile is given). */
  readonly watchRules?: boolean;
}

export interface StorageServer extends RunningEmulator {
  /** Writes every object to `<dir>/storage_export/`. */
  export(dir: string): Promise<void>;
  /** Installs rules; returns null or the compile error (file:line:column: message), keeping the old rules. */
  setRules(source: string, fileName?: string): string | null;
  /** Deletes every object in every bucket. */
  reset(): void;
}

/**
 * Starts the Firebase Storage stand-in: the REST API of firebase/storage under /v0, plus emulator endpoints
 * (`PUT /internal/setRules`, `POST /internal/reset`, `POST /internal/export`) and `GET /` for readiness.
 */
export async function startStorageServer(options: StorageServerOptions = {}): Promise<StorageServer> {
  const log = createLogger(options.logLevel ?? 'info');
  const store = new ObjectStore();
  const rules = new RulesHolder(log);
  const uploads = new UploadSessions();
  const api = new FirebaseStorageApi(store, rules, uploads, log);

  if (options.rulesFile) {
    const error = await rules.loadFile(options.rulesFile);
    if (error) throw new Error(`Cannot start Storage: ${error}`);
  } else if (options.rules !== undefined) {
    const error = rules.load(options.rules, 'storage.rules');
    if (error) throw new Error(`Cannot start Storage: ${error}`);
  }
  if (options.importDir) {
    const count = await importStore(store, options.importDir);
    log.info(`imported ${count} object(s) from ${options.importDir}`);
  }

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    applyCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://storage.local');
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (rawPath === '/' && req.method === 'GET') return sendJson(res, 200, { emulator: 'storage', ready: true });
    if (rawPath === '/internal/setRules' && req.method === 'PUT') return setRulesEndpoint(req, res, rules);
    if (rawPath === '/internal/reset' && req.method === 'POST') {
      store.clear();
      uploads.clear();
      return sendJson(res, 200, {});
    }
    if (rawPath === '/internal/export' && req.method === 'POST') {
      const body = parseJsonBody(await readBody(req)) as { path?: unknown } | undefined;
      if (typeof body?.path !== 'string' || body.path === '')
        throw new HttpError(400, "Export request body must include 'path'.");
      await exportStore(store, body.path);
      return sendJson(res, 200, {});
    }
    // /v0/b/{bucket}/o[/{object}] — the object name is one URI-encoded segment ("a%2Fb.png").
    const m = /^\/v0\/b\/([^/]+)\/o(?:\/(.*))?$/.exec(rawPath);
    if (!m?.[1]) return sendError(res, 404, `No route for ${req.method ?? ''} ${rawPath}.`);
    const decode = (s: string): string => {
      try {
        return decodeURIComponent(s);
      } catch {
        throw new HttpError(400, `Malformed URI component '${s}'.`);
      }
    };
    const object = m[2] === undefined ? null : decode(m[2]);
    await api.handle(req, res, url, decode(m[1]), object);
  };

  const server = createServer((req, res) => {
    route(req, res).catch((e: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (e instanceof HttpError) {
        sendError(res, e.status, e.message);
        return;
      }
      log.error(`${req.method ?? ''} ${req.url ?? ''}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      sendError(res, 500, 'Internal error in the Storage emulator.');
    });
  });
  const host = options.host ?? '127.0.0.1';
  const port = await listenOn(server, options.port ?? 9199, host);
  let watcher: FSWatcher | null = null;
  if (options.rulesFile && options.watchRules !== false) watcher = rules.watchFile(options.rulesFile);
  log.info(`listening on http://${host}:${port}`);

  let closed = false;
  return {
    port,
    host,
    url: emulatorUrl(host, port),
    async stop(): Promise<void> {
      if (closed) return;
      closed = true;
      watcher?.close();
      if (options.exportDir) {
        const { objects, path } = await exportStore(store, options.exportDir);
        log.info(`exported ${objects} object(s) to ${path}`);
      }
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    async export(dir: string): Promise<void> {
      await exportStore(store, dir);
    },
    setRules(source: string, fileName = 'storage.rules'): string | null {
      return rules.load(source, fileName);
    },
    reset(): void {
      store.clear();
      uploads.clear();
    },
  };
}

/** Body {"rules":{"files":[{"name","content"}]}} as rules-unit-testing and firebase-tools send it. */
async function setRulesEndpoint(req: IncomingMessage, res: ServerResponse, rules: RulesHolder): Promise<void> {
  const body = parseJsonBody(await readBody(req)) as { rules?: { files?: unknown } } | undefined;
  const files = body?.rules?.files;
  const file = Array.isArray(files) ? (files[0] as { name?: unknown; content?: unknown } | undefined) : undefined;
  if (!file || typeof file.content !== 'string') {
    return sendJson(res, 400, { message: "Request body must include 'rules.files' with 'name' and 'content'." });
  }
  const error = rules.load(file.content, typeof file.name === 'string' ? file.name : 'storage.rules');
  if (error) return sendJson(res, 400, { message: error });
  sendJson(res, 200, { message: 'Rules updated successfully' });
}
