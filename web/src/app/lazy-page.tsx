import { lazy, type ComponentType } from 'react';

/** A route screen loaded on first visit: route modules export their screen as `Component`. */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(async () => ({ default: (await load()).Component }));
  return <Page />;
}
