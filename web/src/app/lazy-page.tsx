import { lazy, useEffect, type ComponentType } from 'react';
import { replayEarlyTaps } from '../lib/early-taps';

/** Once a screen has drawn: the taps a server-drawn page kept before the app took over (lib/early-taps.ts). */
function Screen({ Page }: { readonly Page: ComponentType }) {
  useEffect(() => void replayEarlyTaps(), []);
  return <Page />;
}

/** A route screen loaded on first visit: route modules export their screen as `Component`. */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(async () => ({ default: (await load()).Component }));
  return <Screen Page={Page} />;
}
