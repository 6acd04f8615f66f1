// The shop's public origin is one setting, SITE_URL: mails and served pages' absolute links use it; a page served
// without it names the host the visitor reached (Hosting and the local proxies pass it on).
import { afterEach, describe, expect, it } from 'vitest';
import { requestOrigin, siteUrl, type OriginRequest } from '../config';

const saved = process.env.SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

function request(headers: Record<string, string>, protocol = 'http'): OriginRequest {
  return { get: (name) => headers[name.toLowerCase()], protocol };
}

describe('the shop origin', () => {
  it('SITE_URL, without a trailing slash, wins over the request host', () => {
    process.env.SITE_URL = ' https://shop.aso.ng/ ';
    expect(siteUrl()).toBe('https://shop.aso.ng');
    expect(requestOrigin(request({ host: '127.0.0.1:5001', 'x-forwarded-host': 'aso.web.app' }))).toBe(
      'https://shop.aso.ng',
    );
  });

  it('unset, a page names the host the visitor reached: the forwarded one first, then Host', () => {
    delete process.env.SITE_URL;
    expect(siteUrl()).toBe('');
    expect(
      requestOrigin(
        request({ host: '127.0.0.1:5001', 'x-forwarded-host': 'aso.web.app, 10.0.0.1', 'x-forwarded-proto': 'https' }),
      ),
    ).toBe('https://aso.web.app');
    expect(requestOrigin(request({ host: '192.168.1.20:5173' }))).toBe('http://192.168.1.20:5173');
    expect(requestOrigin(request({}, ''))).toBe('https://localhost');
  });
});
