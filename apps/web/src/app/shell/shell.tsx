import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { viewportClass } from '@coax/domain';
import { useAlerts } from '../../features/alerts/api/get-alerts.ts';
import { useChatOpen } from '../../features/support/chat/chat-open.ts';
import { useT } from '../../i18n/use-t.ts';
import { DeprecationBanner } from './deprecation-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useViewportWidth } from '../../ui/use-viewport.ts';
import { ThrottleNotice } from './throttle-notice.tsx';

// Loaded after the page: alerts are not needed for the first paint and would weigh on the first visit.
const AlertBanners = lazy(() =>
  import('../../features/alerts/components/alert-banners.tsx').then((m) => ({ default: m.AlertBanners })),
);
// The chat panel (issue 18) loads when the header's chat item or the chat's address opens it.
const ChatPanelHost = lazy(() => import('../../features/support/chat/chat-panel-host.tsx'));
const AlertDrawer = lazy(() =>
  import('../../features/alerts/components/alert-drawer.tsx').then((m) => ({ default: m.AlertDrawer })),
);

/** How long the page waits for the alerts before showing without them. */
export const ALERTS_WAIT_MS = 1000;

/**
 * True once the alerts are known (or failed), or after ALERTS_WAIT_MS; then true for good.
 * Alerts sit above the page: showing the page in the same paint as its alerts keeps it from
 * jumping down when they arrive (layout shift), which would move what the reader was looking at.
 */
function useAlertsSettled(): boolean {
  const alerts = useAlerts();
  const [settled, setSettled] = useState(false);
  // A failed first attempt is enough: the page does not wait for the retries.
  const known = !alerts.isPending || alerts.failureCount > 0;
  useEffect(() => {
    if (known) setSettled(true);
  }, [known]);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), ALERTS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return settled || known;
}

/** Every page: skip link, browser notice, header, one main landmark, footer. */
export function Shell() {
  const { t } = useT();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  const viewport = viewportClass(useViewportWidth());
  const alertsSettled = useAlertsSettled();
  const chatOpen = useChatOpen();

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
      <ThrottleNotice />
      {/* The alert chunks, the page and the footer appear together (see useAlertsSettled). */}
      <Suspense fallback={null}>
        {alertsSettled ? (
          <>
            <AlertBanners />
            <AlertDrawer />
            <main id="main" ref={mainRef} tabIndex={-1} className="container site-main">
              <Outlet />
            </main>
            <Footer />
          </>
        ) : null}
      </Suspense>
      {chatOpen ? (
        <Suspense fallback={null}>
          <ChatPanelHost />
        </Suspense>
      ) : null}
    </>
  );
}
