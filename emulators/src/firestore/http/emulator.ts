import { FsError, toFsError } from '../errors';
import type { RequestLog } from '../request-log';
import type { Services } from '../service/context';
import { parseJsonBody } from './body';
import type { HttpRequest, HttpResponse } from './types';
import { errorBody, json } from './types';

/**
 * Emulator-only endpoints (docs/architecture.md#firestore-emulator-endpoints) plus this server's own: clear a database,
 * load rules, counters for benchmarks, index coverage, export.
 */
export interface EmulatorDeps {
  readonly svc: Services;
  readonly requests: RequestLog;
  exportTo(dir: string): Promise<string[]>;
}

interface RulesBody {
  readonly rules?: { readonly files?: readonly { readonly name?: string; readonly content?: string }[] };
  readonly ignore_errors?: boolean;
}

const CLEAR = /^projects\/([^/]+)\/databases\/([^/]+)\/documents$/;
const PROJECT_VERB = /^projects\/([^/:]+):([A-Za-z]+)$/;

function setRules(deps: EmulatorDeps, project: string, req: HttpRequest): HttpResponse {
  const body = parseJsonBody(req) as RulesBody;
  const file = body.rules?.files?.[0];
  if (typeof file?.content !== 'string')
    throw new FsError('INVALID_ARGUMENT', 'Expected {"rules":{"files":[{"content":"<rules source>"}]}}.');
  const fileName = file.name ?? 'firestore.rules';
  const issues = deps.svc.access.setRules(project, file.content, fileName).map((i) => ({
    sourcePosition: { fileName, line: i.line, column: i.column },
    description: i.description,
    severity: i.severity,
  }));
  const errors = issues.filter((i) => i.severity === 'ERROR');
  if (errors.length > 0 && body.ignore_errors !== true) {
    const message = errors
      .map((i) => `${fileName}:${i.sourcePosition.line}:${i.sourcePosition.column} ${i.description}`)
      .join('\n');
    return json(400, {
      error: { code: 400, message: `Rules did not compile:\n${message}`, status: 'INVALID_ARGUMENT' },
      issues,
    });
  }
  return json(200, { issues });
}

async function route(deps: EmulatorDeps, req: HttpRequest, path: string): Promise<HttpResponse> {
  const { svc } = deps;
  const clear = CLEAR.exec(path);
  if (clear?.[1] && clear[2] && req.method === 'DELETE') {
    svc.engine.clear({ project: clear[1], database: clear[2] });
    return json(200, {});
  }
  const m = PROJECT_VERB.exec(path);
  const project = m?.[1];
  const verb = m?.[2];
  if (project !== undefined) {
    if (verb === 'securityRules' && req.method === 'PUT') return setRules(deps, project, req);
    if (verb === 'stats' && req.method === 'GET') return json(200, svc.engine.statsFor(project).snapshot());
    if (verb === 'stats' && req.method === 'DELETE') {
      svc.engine.statsFor(project).reset();
      return json(200, svc.engine.statsFor(project).snapshot());
    }
    if (verb === 'indexUsage' && req.method === 'GET') return json(200, svc.engine.indexUsageFor(project).snapshot());
    if (verb === 'indexUsage' && req.method === 'DELETE') {
      svc.engine.indexUsageFor(project).clear();
      return json(200, svc.engine.indexUsageFor(project).snapshot());
    }
    if (verb === 'export' && req.method === 'POST') {
      const body = parseJsonBody(req) as { export_directory?: unknown };
      if (typeof body.export_directory !== 'string' || body.export_directory === '')
        throw new FsError('INVALID_ARGUMENT', 'export_directory is required.');
      return json(200, { files: await deps.exportTo(body.export_directory) });
    }
  }
  throw new FsError('NOT_FOUND', `Unknown emulator endpoint ${req.method} /emulator/v1/${path}`);
}

/** Handles `/emulator/v1/...`; `path` is the decoded path after that prefix. */
export async function handleEmulator(deps: EmulatorDeps, req: HttpRequest, path: string): Promise<HttpResponse> {
  const startedAt = performance.now();
  try {
    const res = await route(deps, req, path);
    deps.requests.record(
      'rest',
      `${req.method} /emulator/v1/${path}`,
      res.status < 400 ? 'OK' : String(res.status),
      startedAt,
    );
    return res;
  } catch (err) {
    const e = toFsError(err);
    deps.requests.record('rest', `${req.method} /emulator/v1/${path}`, e.code, startedAt);
    return errorBody(e.httpStatus, e.code, e.message);
  }
}
