// The shell of every storefront page: skip link, event banner, header, the page, footer and the WhatsApp button.
// The back office (/admin) keeps only the skip link and <main>: it draws its own bar, and the shop's chrome would
// take a laptop's width and height from its tables.
import { Suspense, useEffect, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { readableTextOn } from '@aso/domain/shared/colour';
import { WhatsAppIcon } from '../../components/whatsapp-link';
import { paths } from '../../config/paths';
import { useSettings } from '../../lib/settings';
import { whatsappHref, whatsappMessage } from '../../lib/whatsapp';
import { RouteErrorBoundary } from '../route-error';
import { EventBanner } from './event-banner';
import { Footer } from './footer';
import { Header } from './header';

/** A new page starts at the top (a Back/Forward keeps the browser's own position). */
function useScrollToTopOnNavigate(pathname: string, search: string) {
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname, search]);
}

export function AppLayout() {
  const { branding, notifications } = useSettings();
  const location = useLocation();
  useScrollToTopOnNavigate(location.pathname, location.search);
  // Text on the brand colours is dark or white, whichever reads better on the colours staff chose.
  const brandStyle = {
    '--brand-primary': branding.primaryColor,
    '--brand-accent': branding.secondaryColor,
    '--brand-on-primary': readableTextOn(branding.primaryColor),
    '--brand-on-accent': readableTextOn(branding.secondaryColor, '#062a20'),
  } as CSSProperties;
  const inAdmin =
    location.pathname === paths.admin.root.path || location.pathname.startsWith(`${paths.admin.root.path}/`);
  const whatsapp = whatsappHref(
    notifications.whatsappNumber || notifications.supportPhone,
    whatsappMessage(branding.brandName),
  );
  return (
    <div className="app" style={brandStyle}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {inAdmin ? null : <EventBanner />}
      {inAdmin ? null : <Header />}
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {inAdmin ? null : (
        <>
          <Footer />
          <aside aria-label="WhatsApp">
            <a
              className="whatsapp-fab"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Chat with us on WhatsApp"
            >
              <WhatsAppIcon />
            </a>
          </aside>
        </>
      )}
    </div>
  );
}

/** What a lazy page shows while its code arrives. */
export function PageFallback() {
  return (
    <div className="container page" aria-busy="true">
      <p className="muted" role="status">
        Loading…
      </p>
    </div>
  );
}
