import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { isLoginPath, loginHref } from '../../lib/login-href.ts';
import { useLanguage } from '../../i18n/language-context.ts';
import { LocalLink, LocalNavLink } from '../../i18n/local-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { useConfig } from '../config/get-config.ts';
import { useCurrentSession } from '../session/current-session.ts';
import { CsrBar } from './csr-bar.tsx';

/** Seed 000 §2 menu roots; the phone root comes from configuration. */
const MENUS: readonly { key: MessageKey; to: string | 'phoneBase' }[] = [
  { key: 'nav.tv', to: '/tv' },
  { key: 'nav.phone', to: 'phoneBase' },
  { key: 'nav.internet', to: '/internet' },
  { key: 'nav.profile', to: '/profile/' },
  { key: 'nav.paybill', to: '/pay-bill' },
  { key: 'nav.support', to: '/support' },
];

/** Seed 000 §2: the outage page for visitors who are not signed in. */
const OUTAGE_PATH = '/support/outage/#/UnauthenticatedUserOutage';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `site-nav__link${isActive ? ' site-nav__link--active' : ''}`;

export function Header() {
  const { t } = useT();
  const { prefix } = useLanguage();
  const location = useLocation();
  const config = useConfig().data;
  const { session, isPending } = useCurrentSession();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on: any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  const here = location.pathname + location.search + location.hash;
  const signInTo = isLoginPath(location.pathname) ? here : loginHref(here, undefined, prefix);
  const user = session?.user;
  const showOutage = !isPending && !user && !session?.agent;

  const onHeaderKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setOpenOn(null);
      toggleRef.current?.focus();
    }
  };

  return (
    <header className="site-header" onKeyDown={onHeaderKeyDown}>
      {session?.agent ? <CsrBar session={session} /> : null}
      <div className="container site-header__bar">
        <LocalLink to="/home" className="brand">
          {config?.brand.name ?? t('shell.homeLink')}
        </LocalLink>
        <div className="site-header__account" aria-label={t('shell.accountNav')} role="group">
          {user ? (
            <LocalLink to="/profile/" className="site-header__greeting">
              {t('shell.greeting', { id: user.id })}
            </LocalLink>
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
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpenOn(open ? null : location.key)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          {t('shell.menu')}
        </button>
      </div>
      <nav
        id="site-nav"
        className={`site-nav${open ? ' site-nav--open' : ''}`}
        aria-label={t('shell.mainNav')}
      >
        <ul className="container site-nav__list">
          {MENUS.map((menu) => (
            <li key={menu.key}>
              {menu.to === 'phoneBase' ? (
                config ? (
                  <a className="site-nav__link" href={config.links.phoneBase}>
                    {t(menu.key)}
                  </a>
                ) : null
              ) : (
                <LocalNavLink to={menu.to} className={navClass}>
                  {t(menu.key)}
                </LocalNavLink>
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
