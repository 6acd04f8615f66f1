// The browser's CORS preflight from the web app's dev origin, as each stand-in must answer it for the SDKs to work.
import { expect } from 'vitest';

export const WEB_ORIGIN = 'http://localhost:5173';

/** Sends a POST preflight asking for `requestHeaders` and checks the stand-in allows the origin, headers and POST. */
export async function expectPreflightAllowed(url: string, requestHeaders: string): Promise<void> {
  const res = await fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin: WEB_ORIGIN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': requestHeaders,
    },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
  expect(res.headers.get('access-control-allow-headers')).toBe(requestHeaders);
  expect(res.headers.get('access-control-allow-methods')).toContain('POST');
}
