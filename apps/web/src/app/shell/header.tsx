import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MENU_HIDE_DELAY_MS, shouldCloseMobileSearch, tvMenuTarget } from '@coax/domain';
import { SiteSearchForm } from '../../features/search/components/site-search-form.tsx';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { isLoginPath, loginHref } from '../../lib/login-href.ts';
import { useLanguage } from '../../i18n/language-context.ts';
import { stripSpanishPrefix } from '../../i18n/language.ts';
import { LocalLink, useLocalPath } from '../../i18n/local-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useBrandName, useConfig } from '../../config/get-config.ts';
import { useSecurityFlags } from '../../config/get-security-flags.ts';
import { useCurrentSession } from '../../session/current-session.ts';
import { CsrBar } from './csr-bar.tsx';
import { OUTAGE_PATH, activeMenu, buildMenus, type Menu, type MenuKey } from './header-menus.ts';
import { MenuPanel } from './menu-panel.tsx';
import { openChat } from '../../features/support/chat/chat-open.ts';
import { MobileSearch } from './mobile-search.tsx';
import { useViewportWidth } from '../../ui/use-viewport.ts';
import { Menu as MenuIcon, Search } from 'lucide-react';
import { Icon } from '../../ui/icon.tsx';

// The signed-in subscriber's service status, loaded after the header itself.
const OutageStatusLink = lazy(() =>
  import('../../features/outage/components/outage-status-link.tsx').then((m) => ({
    default: m.OutageStatusLink,
  })),
);
// The next technician visit (issue 16), from the appointments area, loaded the same way.
const NextAppointmentLink = lazy(() =>
  import('../../features/appointments/components/next-appointment.tsx').then((m) => ({
    default: m.NextAppointmentLink,
  })),
);

/**
 * The global header (seed 000 §2 Header): brand, sign-in or greeting, outage link, the menus, the
 * site search (in the bar from 978 px, a toggled bar below it on narrower screens) and, on an agent
 * session, the csr area.
 */
export function Header() {
  const { t } = useT();
  const { prefix } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const config = useConfig().data;
  const brand = useBrandName();
  const { session, isPending } = useCurrentSession();
  const user = session?.user;
  const flags = useSecurityFlags(Boolean(user));
  const width = useViewportWidth();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  // Menus, the phone menu list and the mobile search belong to the page they were opened on:
  // any navigation closes them without an effect.
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const [openMenu, setOpenMenu] = useState<{ key: MenuKey; on: string } | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const navOpen = navOpenOn === location.key;
  const menuKey = openMenu?.on === location.key ? openMenu.key : null;

  // Seed 000 §2: "the mobile search bar closes when the viewport is 978 px wide or more".
  if (searchOpen && shouldCloseMobileSearch(width)) setSearchOpen(false);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  // A click anywhere outside the menus closes an open one.
  useEffect(() => {
    if (!menuKey) return;
    const onDown = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [menuKey]);

  const here = location.pathname + location.search + location.hash;
  const signInTo = isLoginPath(location.pathname) ? here : loginHref(here, undefined, prefix);
  const showOutage = !isPending && !user && !session?.agent;
  const special = user ? user.laBoxUser || user.laboxOrMini : false;
  const tvTarget = tvMenuTarget(user?.corpId, flags.data?.blockedCorps ?? [], special);
  const menus = buildMenus({ user, config, tvTarget });
  const current = activeMenu(menus, stripSpanishPrefix(location.pathname));

  const goTo = (menu: Menu) => {
    setOpenMenu(null);
    if ('href' in menu.page) browserNavigation.assign(menu.page.href);
    else navigate(localPath(menu.page.to));
  };

  // Seed 000 §2: "Clicking an already-selected menu navigates to that menu's page."
  const onMenuClick = (menu: Menu) => {
    window.clearTimeout(hideTimer.current);
    if (menuKey === menu.key) goTo(menu);
    else setOpenMenu({ key: menu.key, on: location.key });
  };

  const onHeaderKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (menuKey) {
      setOpenMenu(null);
      document.getElementById(`menu-button-${menuKey}`)?.focus();
    } else if (navOpen) {
      setNavOpenOn(null);
      toggleRef.current?.focus();
    } else if (searchOpen) {
      setSearchOpen(false);
      document.getElementById('search-toggle')?.focus();
    }
  };

  return (
    <header className="site-header" onKeyDown={onHeaderKeyDown}>
      {session?.agent ? <CsrBar session={session} /> : null}
      <div className="container site-header__bar">
        <LocalLink to="/home" className="brand">
          {brand ?? t('shell.homeLink')}
        </LocalLink>
        <div className="site-header__search">
          <SiteSearchForm idPrefix="header-search" variant="compact" />
        </div>
        <div className="site-header__account" aria-label={t('shell.accountNav')} role="group">
          {user ? (
            <>
              <Suspense fallback={null}>
                <OutageStatusLink className="site-header__outage" />
              </Suspense>
              <Suspense fallback={null}>
                <NextAppointmentLink className="site-header__outage" />
              </Suspense>
              <LocalLink to="/profile/" className="site-header__greeting">
                {t('shell.greeting', { id: user.id })}
              </LocalLink>
            </>
          ) : showOutage ? (
            <>
              <LocalLink to={OUTAGE_PATH} className="site-header__outage">
                {t('shell.outage')}
              </LocalLink>
              {/* signInTo already carries the language prefix, so a plain router link */}
              <Link to={signInTo} className="button button--small button--on-dark">
                {t('shell.signIn')}
              </Link>
            </>
          ) : null}
        </div>
        <button
          id="search-toggle"
          type="button"
          className="search-toggle"
          aria-expanded={searchOpen}
          aria-controls="mobile-search"
          onClick={() => setSearchOpen(!searchOpen)}
        >
          <Icon icon={Search} size="md" />
          <span className="visually-hidden">{t('search.toggle')}</span>
        </button>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={navOpen}
          aria-controls="site-nav"
          onClick={() => setNavOpenOn(navOpen ? null : location.key)}
        >
          <Icon icon={MenuIcon} size="md" />
          {t('shell.menu')}
        </button>
      </div>
      <MobileSearch open={searchOpen} onSearched={() => setSearchOpen(false)} />
      <nav
        id="site-nav"
        ref={navRef}
        className={`site-nav${navOpen ? ' site-nav--open' : ''}`}
        aria-label={t('shell.mainNav')}
        onMouseEnter={() => window.clearTimeout(hideTimer.current)}
        onMouseLeave={() => {
          // Seed 000 §9 "menu hide delay 500 ms": a pointer that slips off the menu can come back.
          if (!menuKey) return;
          window.clearTimeout(hideTimer.current);
          hideTimer.current = window.setTimeout(() => setOpenMenu(null), MENU_HIDE_DELAY_MS);
        }}
        onBlur={(event) => {
          if (menuKey && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenMenu(null);
        }}
      >
        <ul className="container site-nav__list">
          {menus.map((menu) => (
            <li key={menu.key} className="site-nav__item">
              {menu.key === 'chat' ? (
                // Seed 002 §1: the chat link opens live chat over the page instead of navigating.
                <button
                  id="menu-button-chat"
                  type="button"
                  className="site-nav__button"
                  aria-haspopup="dialog"
                  onClick={() => {
                    setOpenMenu(null);
                    openChat();
                  }}
                >
                  {t(menu.label)}
                </button>
              ) : (
                <>
                  <button
                    id={`menu-button-${menu.key}`}
                    type="button"
                    className={`site-nav__button${current === menu.key ? ' site-nav__button--active' : ''}`}
                    aria-expanded={menuKey === menu.key}
                    aria-controls={`menu-${menu.key}`}
                    onClick={() => onMenuClick(menu)}
                  >
                    {t(menu.label)}
                    <span className="site-nav__chevron" aria-hidden="true" />
                  </button>
                  <MenuPanel menu={menu} open={menuKey === menu.key} user={user ?? null} />
                </>
              )}
            </li>
          ))}
          {showOutage ? (
            // Phones have no room for the outage link in the bar, so it moves into the menu.
            <li className="site-nav__phone-only">
              <LocalLink to={OUTAGE_PATH} className="site-nav__link">
                {t('shell.outage')}
              </LocalLink>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
