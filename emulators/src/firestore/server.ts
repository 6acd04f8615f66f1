import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import type { Socket } from 'node:net';
import type { FirestoreAuthorizer } from '../shared/contract';
import { AccessControl } from './auth/access';
import { FirestoreEngine } from './engine/engine';
import { createGrpcHandler } from './grpc/server';
import { http1Handler, http2RestHandler } from './http/adapters';
import { routeHttp } from './http/router';
import type { HttpRequest } from './http/types';
import type { LogLevel } from './log';
import { createLogger } from './log';
import { sniffProtocol } from './net/sniff';
import { exportData, importData } from './persistence/store';
import { RequestLog } from './request-log';
import type { Services } from './service/context';
import { WebChannelServer, isChannelRequest } from './webchannel/handler';
import { emulatorUrl, type RunningEmulator } from '../shared/emulator';
import { listenOn } from '../shared/listen';

export interface FirestoreServerOptions {
  /** Default 8080; 0 picks a free port. */
  readonly port?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** The Security Rules engine; required unless `rulesOff`. */
  readonly authorizer?: FirestoreAuthorizer;
  /** Rules source loaded at start and applied to every project without rules; `reloadRules()` re-reads it. */
  readonly rulesFile?: string;
  /** Load `<importDir>/firestore/*.json` at start. */
  readonly importDir?: string;
  /** Default target of `export()`. */
  readonly exportDir?: string;
  /** Run without Security Rules (every request allowed). Must be explicit. */
  readonly rulesOff?: boolean;
  readonly logLevel?: LogLevel;
  /** Lock wait before ABORTED (transactions) or wounding the holder (plain writes). Default 10 s. */
  readonly lockTimeoutMs?: number;
  /**
   * firestore.indexes.json, read at every vector search: a findNearest without a matching vector index
   * (`vectorConfig`) is refused as production refuses it. Without it, vector searches are only recorded.
   */
  readonly indexesFile?: string;
}

export interface FirestoreServerHandle extends RunningEmulator {
  /** Writes `<dir>/firestore/<project>.json` for every project (default: the exportDir option). */
  export(dir?: string): Promise<string[]>;
  /** Re-reads the rules file and re-applies it to the projects using it. */
  reloadRules(): Promise<void>;
  /** One-line request summary (for the CLI's exit log). */
  summary(): string;
  /** Cuts every open connection, as a network drop would (clients reconnect and resume their listeners). */
  dropConnections(): void;
}

/** Starts the Firestore stand-in: gRPC and REST on one port (h2c preface sniffing). */
export async function startFirestoreServer(options: FirestoreServerOptions = {}): Promise<FirestoreServerHandle> {
  const log = createLogger(options.logLevel ?? 'warn');
  const access = new AccessControl({
    authorizer: options.authorizer,
    rulesOff: options.rulesOff ?? false,
    rulesFile: options.rulesFile,
    log,
  });
  const engine = new FirestoreEngine({ lockTimeoutMs: options.lockTimeoutMs });
  const svc: Services = { engine, access, log, indexesFile: options.indexesFile };
  const requests = new RequestLog(log);
  try {
    if (options.rulesFile) {
      for (const i of await access.loadRulesFile())
        log.warn(`${options.rulesFile}:${i.line}:${i.column} ${i.severity} ${i.description}`);
    }
    if (options.importDir) {
      const n = await importData(engine, options.importDir);
      log.info(`Imported ${n} documents from ${options.importDir}`);
    }
  } catch (err) {
    engine.close();
    throw err;
  }

  const doExport = async (dir?: string): Promise<string[]> => {
    const target = dir ?? options.exportDir;
    if (!target) throw new Error('No export directory: pass one or start with exportDir.');
    const files = await exportData(engine, target);
    log.info(`Exported ${files.length} project file(s) to ${target}`);
    return files;
  };
  const route = (req: HttpRequest): ReturnType<typeof routeHttp> =>
    routeHttp({ svc, requests, exportTo: doExport }, req);

  const grpc = createGrpcHandler(svc, requests);
  const restOverH2 = http2RestHandler(route);
  const h2 = http2.createServer({
    maxSessionMemory: 256,
    settings: { maxConcurrentStreams: 1000, initialWindowSize: 4 * 1024 * 1024 },
  });
  h2.on('stream', (stream, headers) => {
    const contentType = String(headers['content-type'] ?? '');
    if (contentType.startsWith('application/grpc')) grpc(stream, headers);
    else restOverH2(stream, headers);
  });
  h2.on('sessionError', () => undefined);
  // The browser build of firebase/firestore streams Listen and Write over WebChannel (HTTP/1.1, same port).
  const webChannel = new WebChannelServer(svc);
  const rest = http1Handler(route);
  const h1 = http.createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
    if (req.method !== 'OPTIONS' && isChannelRequest(req.url ?? '')) webChannel.handle(req, res);
    else rest(req, res);
  });
  h1.on('clientError', (_err, socket) => socket.destroy());

  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setNoDelay(true);
    sniffProtocol(
      socket,
      (s) => h2.emit('connection', s),
      (s) => {
        h1.emit('connection', s);
        // node:http reads the socket's handle directly; resuming replays the bytes the sniffer put back.
        s.resume();
      },
    );
  });
  const host = options.host ?? '127.0.0.1';
  const port = await listenOn(server, options.port ?? 8080, host);
  log.info(`Firestore stand-in listening on ${host}:${port}`);

  let closed: Promise<void> | undefined;
  return {
    port,
    host,
    url: emulatorUrl(host, port),
    export: doExport,
    reloadRules: async () => {
      const issues = await access.loadRulesFile();
      for (const i of issues)
        log.warn(`${options.rulesFile ?? ''}:${i.line}:${i.column} ${i.severity} ${i.description}`);
      log.info(`Reloaded rules from ${options.rulesFile ?? '(none)'}`);
    },
    summary: () => requests.summary(),
    dropConnections: () => {
      for (const s of sockets) s.destroy();
    },
    stop: () => {
      closed ??= new Promise<void>((resolve) => {
        engine.close();
        webChannel.close();
        server.close(() => resolve());
        h1.closeAllConnections();
        for (const s of sockets) s.destroy();
      });
      return closed;
    },
  };
}
