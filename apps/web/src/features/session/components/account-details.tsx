import type { SessionUser } from '@coax/contract';
import { displayAccountNumber } from '@coax/domain';
import { formatDateTime } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { Check, Minus } from 'lucide-react';
import { Icon } from '../../../ui/icon.tsx';

const SERVICES: readonly { flag: 'io' | 'ool' | 'ov'; label: MessageKey }[] = [
  { flag: 'io', label: 'profile.service.tv' },
  { flag: 'ool', label: 'profile.service.internet' },
  { flag: 'ov', label: 'profile.service.phone' },
];

const ENTITLEMENTS: readonly { key: keyof SessionUser['entitlements']; label: MessageKey }[] = [
  { key: 'email', label: 'profile.entitlement.email' },
  { key: 'tv', label: 'profile.entitlement.tv' },
  { key: 'dvr', label: 'profile.entitlement.dvr' },
  { key: 'voicemail', label: 'profile.entitlement.voicemail' },
  { key: 'billPay', label: 'profile.entitlement.billPay' },
];

/** Who is signed in and what the account includes, in words rather than flags. */
export function AccountDetails({ user, idleExpiresAt }: { user: SessionUser; idleExpiresAt: string | null }) {
  const { t, locale } = useT();
  const services = SERVICES.filter((s) => user[s.flag]);
  const idleEnds = idleExpiresAt ? new Date(idleExpiresAt) : undefined;

  return (
    <div className="grid grid--two">
      <section className="card" aria-labelledby="profile-details">
        <h2 id="profile-details">{t('profile.details')}</h2>
        <dl className="details">
          <dt>{t('profile.userId')}</dt>
          <dd>{user.id}</dd>
          <dt>{t('profile.accountNumber')}</dt>
          <dd>{displayAccountNumber(user.accountNumber)}</dd>
          <dt>{t('profile.userType')}</dt>
          <dd>{user.primary ? t('profile.primary') : t('profile.secondary')}</dd>
          <dt>{t('profile.accountType')}</dt>
          <dd>{user.biz === 1 ? t('profile.business') : t('profile.residential')}</dd>
          {idleEnds && !Number.isNaN(idleEnds.getTime()) ? (
            <>
              <dt>{t('profile.idleExpires')}</dt>
              <dd>
                <time dateTime={idleEnds.toISOString()}>{formatDateTime(idleEnds, locale)}</time>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="card" aria-labelledby="profile-services">
        <h2 id="profile-services">{t('profile.services')}</h2>
        {services.length ? (
          <ul className="tag-list">
            {services.map((s) => (
              <li key={s.flag}>{t(s.label)}</li>
            ))}
          </ul>
        ) : (
          <p>{t('profile.noServices')}</p>
        )}
        <h3>{t('profile.entitlements')}</h3>
        <ul className="entitlements">
          {ENTITLEMENTS.map((e) => {
            const included = user.entitlements[e.key];
            return (
              <li key={e.key} className={included ? 'entitlements__yes' : 'entitlements__no'}>
                <Icon icon={included ? Check : Minus} /> {t(e.label)}:{' '}
                <strong>{included ? t('profile.included') : t('profile.notIncluded')}</strong>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
