import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Every page: skip link, header, one main landmark, footer. */
export function Shell() {
  const { t } = useT();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After an in-app navigation, start the keyboard and screen reader at the new content,
  // as a full page load would. The first render keeps the browser's own starting point.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: false });
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="container site-main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
