// The site's origin for links people share: the browser's own, or on the server the one the visitor reached
// (src/ssr/render-product.tsx provides it), so a shared link is absolute either way.
import { createContext, useContext } from 'react';

export const SiteOriginContext = createContext<string | null>(null);

/** The absolute URL of a site path. */
export function useSiteUrl(path: string): string {
  const origin = useContext(SiteOriginContext) ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin}${path}`;
}
