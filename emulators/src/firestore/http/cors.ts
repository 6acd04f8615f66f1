import type { HttpRequest, HttpResponse } from './types';
import { header } from './types';

/** Browsers send non-safelisted headers (Authorization, X-Goog-Api-Client…), so every call is preflighted. */
export function withCors(req: HttpRequest, res: HttpResponse): HttpResponse {
  const origin = header(req.headers, 'origin');
  return {
    ...res,
    headers: {
      ...res.headers,
      'access-control-allow-origin': origin ?? '*',
      ...(origin ? { vary: 'Origin', 'access-control-allow-credentials': 'true' } : {}),
    },
  };
}

export function preflight(req: HttpRequest): HttpResponse {
  const requested = header(req.headers, 'access-control-request-headers');
  return withCors(req, {
    status: 204,
    headers: {
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      ...(requested ? { 'access-control-allow-headers': requested } : {}),
      'access-control-max-age': '86400',
    },
    body: '',
  });
}
