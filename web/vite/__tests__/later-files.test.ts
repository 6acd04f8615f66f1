// @vitest-environment jsdom
// A guest's first page fetches what the next screen needs (Firestore Lite, the Firebase app, Auth) into the cache
// once it has loaded, and runs none of it: evaluating those modules on the first page was main-thread work a first
// page never needed (issue 46).
import { afterEach, describe, expect, it } from 'vitest';
import { markRoute } from '../first-visit';

const LATER = ['/assets/firestore-a1.js', '/assets/index.esm-b2.js'];

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the files a later screen needs', () => {
  it('are fetched with rel=prefetch once the page has loaded, never as scripts or module preloads', async () => {
    window.history.replaceState(null, '', '/product/adire-indigo-kaftan');
    // index.html's route map (a server-drawn product page keeps only its own route's entry).
    document.body.innerHTML = `<script type="application/json" id="aso-route-files">${JSON.stringify({
      '/product/': ['/assets/product-screen-e5.js'],
    })}</script>`;
    markRoute(
      'aso-route-files',
      { entry: '/assets/index-c3.js', preloads: ['/assets/react-d4.js'], later: LATER },
      0,
      () => undefined,
    );
    await expect
      .poll(() => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href')))
      .toEqual(LATER);
    const scripts = [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(scripts).toEqual(['/assets/index-c3.js']);
    // The route's screen with the entry, from the route map.
    expect(preloads).toEqual(['/assets/product-screen-e5.js', '/assets/react-d4.js']);
    // Module scripts are fetched with CORS: the prefetch must be too, or the cached copy would not serve them.
    for (const link of document.head.querySelectorAll('link[rel="prefetch"]'))
      expect(link.getAttribute('crossorigin')).toBe('');
  });

  it("wait, with the entry, for a server-drawn page's first pictures: they are that page's first paint", async () => {
    window.history.replaceState(null, '', '/product/adire-indigo-kaftan');
    document.body.innerHTML = '<img fetchpriority="high" src="/img/480/products/adire-indigo-kaftan-1.webp" alt="">';
    const picture = document.body.querySelector('img')!;
    markRoute('aso-route-files', { entry: '/assets/index-c3.js', preloads: [], later: [] }, 0, () => undefined);
    const entry = () => document.head.querySelector('script[src="/assets/index-c3.js"]');
    // Frames go by; the picture is still on its way, and so the script is not asked for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(entry()).toBeNull();
    picture.dispatchEvent(new Event('load'));
    await expect.poll(entry).not.toBeNull();
  });
});
