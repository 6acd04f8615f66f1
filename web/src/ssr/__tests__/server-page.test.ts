// The hand-over of a server-drawn page to the app: its scripts run in the template's order, whichever server made
// the template (the build's index.html, or the Vite dev server's under `npm start`).
import { describe, expect, it } from 'vitest';
import { withServerResults } from '../server-page';

/** index.html as `vite` serves it: React Refresh's preamble and Vite's client in <head>, the entry in <body>. */
const DEV_TEMPLATE = [
  '<!doctype html><html><head><title>Aso</title>',
  '<script type="module">import { injectIntoGlobalHook } from "/@react-refresh";</script>',
  '<script type="module" src="/@vite/client"></script>',
  '<script>markRoute()</script></head>',
  '<body><div id="root"><main></main></div>',
  '<script type="module" src="/src/main.tsx"></script>',
  '</body></html>',
].join('');

/** index.html as `vite build` writes it (the head script starts the entry itself). */
const BUILD_TEMPLATE = [
  '<!doctype html><html><head><title>Aso</title><script>markRoute()</script></head>',
  '<body><div id="root"><main></main></div></body></html>',
].join('');

const scriptsInOrder = (html: string): string[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(
    ([, attrs, code]) => /src="([^"]+)"/.exec(attrs ?? '')?.[1] ?? (code ?? '').slice(0, 29),
  );

describe('withServerResults', () => {
  it("keeps the dev server's preamble and client before the app's entry (no 'can't detect preamble')", () => {
    const html = withServerResults(DEV_TEMPLATE, { 'product:x': [] }, null);
    expect(scriptsInOrder(html)).toEqual([
      'window.__asoServer=JSON.parse',
      'import { injectIntoGlobalHook',
      '/@vite/client',
      'markRoute()',
      '/src/main.tsx',
    ]);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('<script');
    expect(html.indexOf('window.__asoServer')).toBeGreaterThan(html.indexOf('</main>'));
  });

  it("puts the build's head script after the page, the reads first, at the end of the body", () => {
    const html = withServerResults(BUILD_TEMPLATE, { 'product:x': [] }, null);
    expect(scriptsInOrder(html)).toEqual(['window.__asoServer=JSON.parse', 'markRoute()']);
    expect(html).toMatch(/<\/main><\/div><script>window\.__asoServer=[\s\S]*markRoute\(\)<\/script><\/body><\/html>$/);
  });

  it("keeps only its own route's files in index.html's route map (the rest would push the HTML past one round trip)", () => {
    const files = { '/': ['/assets/home-a1.js'], '/preorder': ['/assets/preorder-b2.js', '/assets/preorder-c3.css'] };
    const template = BUILD_TEMPLATE.replace(
      '<script>markRoute()',
      `<script type="application/json" id="aso-route-files">${JSON.stringify(files)}</script><script>markRoute()`,
    );
    const routeMap = (html: string) =>
      JSON.parse(
        /<script type="application\/json" id="aso-route-files">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
      ) as unknown;
    expect(routeMap(withServerResults(template, {}, '/preorder'))).toEqual({ '/preorder': files['/preorder'] });
    expect(routeMap(withServerResults(template, {}, '/groups/'))).toEqual({});
    expect(routeMap(withServerResults(template, {}, null))).toEqual({});
  });

  it("leaves out the early reads' script when the page carries the settings (then it carries every read they start)", () => {
    const template = BUILD_TEMPLATE.replace(
      '<script>markRoute()',
      '<script id="aso-early-reads">window.__asoEarlyReads=function(){}</script><script>markRoute()',
    );
    expect(withServerResults(template, { 'product:x': [] }, '/product/')).toContain('id="aso-early-reads"');
    const html = withServerResults(template, { settings: null, preorderWindows: [] }, '/preorder');
    expect(html).not.toContain('id="aso-early-reads"');
    expect(scriptsInOrder(html)).toEqual(['window.__asoServer=JSON.parse', 'markRoute()']);
  });
});
