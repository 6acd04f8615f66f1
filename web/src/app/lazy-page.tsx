import { isValidElement, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A route's screen module: loaded on first visit, or before the app's first render (preloadScreen). */
interface LazyScreen {
  readonly load: () => Promise<ComponentType>;
  /** The screen once its module has run: a Screen mounted after that draws it at once, never suspending. */
  loaded?: ComponentType;
}

/**
 * Once a screen has drawn: the taps a server-drawn page kept before the app took over (lib/taps-before-start.ts), loaded
 * only when there are some (rare; the storefront's first load stays within its budget).
 */
function Screen({ screen }: { readonly screen: LazyScreen }) {
  // Chosen once per mount: switching from the lazy wrapper to the loaded screen later would remount the page.
  const [Page] = useState(
    () =>
      screen.loaded ??
      lazy(async () => {
        screen.loaded ??= await screen.load();
        return { default: screen.loaded };
      }),
  );
  useEffect(() => {
    if ((window as { __asoTaps?: unknown[] }).__asoTaps?.length)
      void import('../lib/taps-before-start').then(({ replayEarlyTaps }) => replayEarlyTaps());
  }, []);
  return <Page />;
}

/** A route screen loaded on first visit: route modules export their screen as `Component`. */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return <Screen screen={{ load: async () => (await load()).Component }} />;
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
