import { isValidElement, lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A route's screen module: loaded on first visit, or before the app's first render (preloadScreen). */
interface LazyScreen {
  readonly Lazy: ComponentType;
  readonly load: () => Promise<ComponentType>;
  /** Set only before the app's first render (preloadScreen), so a mounted screen never changes type under it. */
  loaded?: ComponentType;
}

/**
 * Once a screen has drawn: the taps a server-drawn page kept before the app took over (lib/taps-before-start.ts), loaded
 * only when there are some (rare; the storefront's first load stays within its budget).
 */
function Screen({ screen }: { readonly screen: LazyScreen }) {
  const Page = screen.loaded ?? screen.Lazy;
  useEffect(() => {
    if ((window as { __asoTaps?: unknown[] }).__asoTaps?.length)
      void import('../lib/taps-before-start').then(({ replayEarlyTaps }) => replayEarlyTaps());
  }, []);
  return <Page />;
}

/** A route screen loaded on first visit: route modules export their screen as `Component`. */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  const screen = async () => (await load()).Component;
  return <Screen screen={{ load: screen, Lazy: lazy(async () => ({ default: await screen() })) }} />;
}

/**
 * Loads the screen of the route a URL lands on before the app's first render (main.tsx). Through React.lazy the
 * first render would suspend even on a module already fetched, and the layout's Suspense would commit its
 * 'Loading…' over a server-drawn page: its cards gone for a moment, and the page drawn twice.
 */
export async function preloadScreen(routes: RouteObject[], pathname: string): Promise<void> {
  const screens = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const element: ReactNode = route.element;
    return isValidElement<{ screen?: LazyScreen }>(element) && element.type === Screen && element.props.screen
      ? [element.props.screen]
      : [];
  });
  await Promise.all(screens.map(async (screen) => (screen.loaded ??= await screen.load())));
}
