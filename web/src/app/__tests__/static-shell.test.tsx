// index.html paints the shell of `/` before any JavaScript (static-shell.tsx, rendered in at build time); React
// then replaces it. Only if React's first render is the same DOM does the swap leave the screen (and the page's
// largest paint, the hero title) exactly as it was.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearFirestore, renderRoute } from '../../../test/helpers';
import { renderStaticShells } from '../static-shell';

/** Markup as the browser parses it, with React's generated SVG pattern ids made comparable. */
function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML.replace(/_[rR]_[0-9a-z]+_/g, 'ID').replace(/ data-discover="true"/g, '');
}

beforeAll(async () => {
  await clearFirestore(); // no settings, no pre-order window: React's first render uses the defaults, as the shell does
});

describe('static shell', () => {
  it('of / is what React renders for the strip and the hero', async () => {
    const { container } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /Wear the city/ });
    const strip = container.querySelector('.promo-strip');
    const hero = container.querySelector('.hero');
    expect(strip && hero).toBeTruthy();
    expect(normalised(`${strip?.outerHTML ?? ''}${hero?.outerHTML ?? ''}`)).toBe(
      normalised(renderStaticShells()['/'] ?? 'missing'),
    );
  });

  it('of /shop is the page title React renders', async () => {
    const { container } = renderRoute('/shop');
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    const title = container.querySelector('.page__header > div');
    const shell = document.createElement('div');
    shell.innerHTML = renderStaticShells()['/shop'] ?? '';
    expect(title?.outerHTML).toBe(shell.querySelector('.page__header > div')?.outerHTML);
  });
});
