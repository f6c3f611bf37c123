import type { IdentityProfile } from '@coax/contract';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { AfterHolds, useLayoutHold } from '../../../ui/layout-hold.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useIdentityProfile } from '../api/get-profile.ts';
import { useIdentityT } from '../i18n/use-identity-t.ts';
import { AuxPinCard } from './aux-pin-card.tsx';
import { TruncatedName } from './truncated-name.tsx';
import './identity.css';

const fullName = (me: IdentityProfile) => [me.firstName, me.lastName].filter(Boolean).join(' ');

/**
 * The identity part of /profile/ (issue 15 item 1): the id's names (cut as seed 002 §5 says) and
 * role, links to its contact info, the household's ids (primary only) and the password form, and
 * the aux PIN. Inside a layout hold (/profile/), what follows the names card is drawn once both
 * cards have loaded, so the names filling in moves nothing.
 */
export function ProfileIdentity({ passwordAnchor }: { passwordAnchor: string }) {
  const { t } = useIdentityT();
  const profile = useIdentityProfile();
  useLayoutHold(profile.isPending);
  return (
    <>
      <section className="card stack" aria-labelledby="profile-identity-title">
        <h2 id="profile-identity-title">{t('identity.profile.title')}</h2>
        <QueryState
          query={profile}
          loading={t('identity.profile.loading')}
          failed={t('identity.profile.loadFailed')}
        >
          {(me) => (
            <>
              <dl className="details identity-profile">
                <dt>{t('identity.profile.userId')}</dt>
                <dd>{me.id}</dd>
                <dt>{t('identity.profile.name')}</dt>
                <dd>{fullName(me) ? <TruncatedName name={fullName(me)} /> : t('identity.profile.noName')}</dd>
                <dt>{t('identity.profile.role')}</dt>
                <dd>{me.primary ? t('identity.ids.primary') : t('identity.ids.secondary')}</dd>
              </dl>
              <nav aria-label={t('identity.profile.links')}>
                <ul className="identity-profile__links">
                  <li>
                    <LocalLink to="/profile/contact">{t('identity.contact.title')}</LocalLink>
                  </li>
                  {me.primary ? (
                    <li>
                      <LocalLink to="/profile/household-ids">{t('identity.ids.title')}</LocalLink>
                    </li>
                  ) : null}
                  <li>
                    <a href={`#${passwordAnchor}`}>{t('identity.profile.password')}</a>
                  </li>
                </ul>
              </nav>
            </>
          )}
        </QueryState>
      </section>
      <AfterHolds>
        <AuxPinCard />
      </AfterHolds>
    </>
  );
}
