// Build time only: web/vite/first-visit.ts renders these with Vite's module runner into index.html, so the first paint of
// `/` (the hero, the page's largest paint) and `/shop` (its title) needs no JavaScript. They are the components
// React renders a moment later, with the default branding, so the swap leaves the screen as it was.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { defaultSettings } from '@aso/domain/settings';
import { ShopHeading } from '../features/catalogue/components/shop-heading';
import { Hero } from '../features/marketing/components/hero';
import { PromoStrip } from '../features/marketing/components/promo-strip';

const markup = (node: ReactNode): string => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

/** The static content of `<main>` per path: what index.html shows until React has drawn the page. */
export function renderStaticShells(): Readonly<Record<string, string>> {
  const { branding } = defaultSettings();
  return {
    '/': markup(
      <>
        <PromoStrip windowNames={[]} deposit={null} />
        <Hero brandName={branding.brandName} tagline={branding.tagline} />
      </>,
    ),
    '/shop': markup(
      <div className="container page">
        <ShopHeading />
      </div>,
    ),
  };
}
