import type { SessionUser } from '@coax/contract';
import { LocalLink } from '../../i18n/local-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { telHref } from '../../ui/tel-href.ts';
import { useSupportPhone } from '../../config/get-support-number.ts';
import type { Menu } from './header-menus.ts';
import { useNextRecordings } from '../../features/dvr/api/get-upcoming-recordings.ts';
import { NextRecordings } from './next-recordings.tsx';

/** The links a header menu opens to, plus what some menus add: recordings, the support line. */
export function MenuPanel({ menu, open, user }: { menu: Menu; open: boolean; user: SessionUser | null }) {
  const { t } = useT();
  const phone = useSupportPhone();
  return (
    <div
      id={`menu-${menu.key}`}
      className="menu-panel"
      role="group"
      aria-label={t('header.menuOf', { menu: t(menu.label) })}
      hidden={!open}
    >
      <ul className="menu-panel__links">
        {menu.links.map((link) => (
          <li key={link.label}>
            {'to' in link ? (
              <LocalLink to={link.to} className="menu-panel__link">
                {t(link.label)}
              </LocalLink>
            ) : (
              <a href={link.href} className="menu-panel__link">
                {t(link.label)}
              </a>
            )}
          </li>
        ))}
        {menu.key === 'support' && phone ? (
          <li>
            <a href={telHref(phone)} className="menu-panel__link">
              {t('header.support.call', { phone })}
            </a>
          </li>
        ) : null}
      </ul>
      {/* Seed 000 §9: the tv menu shows the next DVR recordings to a customer with DVR service. */}
      {menu.key === 'tv' && user?.entitlements.dvr && menu.links.length > 1 ? (
        <TvNextRecordings open={open} />
      ) : null}
    </div>
  );
}

/** The TV area's next recordings (GET /api/dvr/upcoming), asked for once the tv menu opens. */
function TvNextRecordings({ open }: { open: boolean }) {
  return <NextRecordings recordings={useNextRecordings(open)} />;
}
