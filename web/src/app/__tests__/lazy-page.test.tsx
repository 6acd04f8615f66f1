// The screen a visitor lands on is in the app's first render (main.tsx loads it first): over a server-drawn page,
// a first render of 'Loading…' would take the page's cards away for a moment.
import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadScreen } from '../lazy-page';

const shopRoutes = (): RouteObject[] => [
  {
    path: '/shop',
    element: lazyPage(() =>
      Promise.resolve({
        Component: () => (
          <>
            <p>The shop’s cards</p>
            <Link to="/cart">Cart</Link>
          </>
        ),
      }),
    ),
  },
  { path: '/cart', element: lazyPage(() => Promise.resolve({ Component: () => <p>Your cart</p> })) },
  { path: '/about', element: lazyPage(() => Promise.reject(new Error('Not this screen: it is not the landing.'))) },
];

function Routes({ routes }: { readonly routes: RouteObject[] }) {
  return <Suspense fallback={<p>Loading…</p>}>{useRoutes(routes)}</Suspense>;
}

function firstRender(routes: RouteObject[]): void {
  render(
    <MemoryRouter initialEntries={['/shop']}>
      <Routes routes={routes} />
    </MemoryRouter>,
  );
}

describe('a lazy route screen', () => {
  it('loaded before the first render, is drawn by it', async () => {
    const routes = shopRoutes();
    await preloadScreen(routes, '/shop');
    firstRender(routes);
    expect(screen.getByText('The shop’s cards')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    // The next route's screen takes its place (never the landing's screen kept under another path).
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(await screen.findByText('Your cart')).toBeTruthy();
    expect(screen.queryByText('The shop’s cards')).toBeNull();
  });

  it('not loaded first, is preceded by the layout’s Loading…', async () => {
    firstRender(shopRoutes());
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('The shop’s cards')).toBeTruthy();
  });
});
