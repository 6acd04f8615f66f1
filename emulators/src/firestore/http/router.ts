import type { RequestLog } from '../request-log';
import type { Services } from '../service/context';
import { preflight, withCors } from './cors';
import type { EmulatorDeps } from './emulator';
import { handleEmulator } from './emulator';
import { handleFirestoreRest } from './firestore-rest';
import type { HttpRequest, HttpResponse } from './types';
import { errorBody } from './types';

export interface RouterDeps extends EmulatorDeps {
  readonly svc: Services;
  readonly requests: RequestLog;
}

/** Every non-gRPC request: readiness probe, CORS preflight, emulator endpoints, Firestore REST. */
export async function routeHttp(deps: RouterDeps, req: HttpRequest): Promise<HttpResponse> {
  if (req.method === 'OPTIONS') return preflight(req);
  const q = req.url.indexOf('?');
  const rawPath = q < 0 ? req.url : req.url.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : req.url.slice(q + 1));
  let res: HttpResponse;
  if (rawPath === '/' && req.method === 'GET') {
    res = { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Ok.' };
  } else if (rawPath.startsWith('/emulator/v1/')) {
    res = await handleEmulator(deps, req, safeDecode(rawPath.slice('/emulator/v1/'.length)));
  } else if (rawPath.startsWith('/v1/')) {
    res = await handleFirestoreRest(deps.svc, deps.requests, req, rawPath.slice('/v1/'.length), params);
  } else {
    res = errorBody(404, 'NOT_FOUND', `Not found: ${req.method} ${rawPath}`);
  }
  return withCors(req, res);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
