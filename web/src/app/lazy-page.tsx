import { lazy, useEffect, type ComponentType } from 'react';

/**
 * Once a screen has drawn: the taps a server-drawn page kept before the app took over (lib/taps-before-start.ts), loaded
 * only when there are some (rare; the storefront's first load stays within its budget).
 */
function Screen({ Page }: { readonly Page: ComponentType }) {
  useEffect(() => {
    if ((window as { __asoTaps?: unknown[] }).__asoTaps?.length)
      void import('../lib/taps-before-start').then(({ replayEarlyTaps }) => replayEarlyTaps());
  }, []);
  return <Page />;
}

/** A route screen loaded on first visit: route modules export their screen as `Component`. */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(async () => ({ default: (await load()).Component }));
  return <Screen Page={Page} />;
}
