// Which index.html a server-drawn page is drawn into: the build's, except for a visitor who reached the Vite dev
// server (`npm start`, or the test stack's dev server beside its build), whose own index.html loads its modules and
// React Refresh. A page a bench measures or a journey opens as the build must be the build.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTemplate } from '../shop-page';

const BUILT = '<!doctype html><html><head></head><body><script>markRoute()</script></body></html>';
const DEV = '<!doctype html><html><head><script type="module" src="/@vite/client"></script></head></html>';

let devServer: Server;
let devHost = '';
const saved = { dist: process.env.ASO_WEB_DIST, dev: process.env.ASO_WEB_TEMPLATE_URL };

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'aso-template-'));
  writeFileSync(path.join(dist, 'index.html'), BUILT);
  devServer = createServer((req, res) => res.writeHead(req.url === '/' ? 200 : 404).end(DEV));
  await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
  devHost = `127.0.0.1:${(devServer.address() as AddressInfo).port}`;
  process.env.ASO_WEB_DIST = dist;
});

afterAll(() => {
  devServer.close();
  process.env.ASO_WEB_DIST = saved.dist;
  process.env.ASO_WEB_TEMPLATE_URL = saved.dev;
});

describe('liveTemplate', () => {
  it('draws for a visitor of the dev server into its index.html, and for anyone else into the build', async () => {
    process.env.ASO_WEB_TEMPLATE_URL = `http://${devHost}/`;
    const templateFor = liveTemplate();
    expect(await templateFor(devHost)()).toBe(DEV);
    // The preview, the Hosting emulator, the storefront bench's stand-in and a direct call all get the build.
    expect(await templateFor('127.0.0.1:15173')()).toBe(BUILT);
    expect(await templateFor(undefined)()).toBe(BUILT);
  });

  it('draws into the build alone where no dev server is named (production)', async () => {
    delete process.env.ASO_WEB_TEMPLATE_URL;
    expect(await liveTemplate()(devHost)()).toBe(BUILT);
  });
});
