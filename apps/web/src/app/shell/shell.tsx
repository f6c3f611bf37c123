import { Suspense, lazy, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { viewportClass } from '@coax/domain';
import { useT } from '../../i18n/use-t.ts';
import { DeprecationBanner } from './deprecation-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useViewportWidth } from './use-viewport.ts';

// Loaded after the page: alerts are not needed for the first paint and would weigh on the first visit.
const AlertBanners = lazy(() =>
  import('../../features/alerts/components/alert-banners.tsx').then((m) => ({ default: m.AlertBanners })),
);
const AlertDrawer = lazy(() =>
  import('../../features/alerts/components/alert-drawer.tsx').then((m) => ({ default: m.AlertDrawer })),
);

/** Every page: skip link, browser notice, header, one main landmark, footer. */
export function Shell() {
  const { t } = useT();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  const viewport = viewportClass(useViewportWidth());

  // After an in-app navigation, start the keyboard and screen reader at the new content,
  // as a full page load would, but show the page from the top, as a page load does, so that the
  // alerts and banners above the content are not scrolled out of sight.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);

  // Seed 000 §9 viewport classes (phone, tablet, desktop, large-desktop) on the root element,
  // for styles and scripts that need the class rather than a media query.
  useEffect(() => {
    document.documentElement.dataset.viewport = viewport;
  }, [viewport]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <DeprecationBanner />
      <Header />
      <Suspense fallback={null}>
        <AlertBanners />
        <AlertDrawer />
      </Suspense>
      <main id="main" ref={mainRef} tabIndex={-1} className="container site-main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
