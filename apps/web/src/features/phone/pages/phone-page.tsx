import { formatPhone } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useSignedInUser } from '../../../session/current-session.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { usePhoneOverview } from '../api/get-phone-overview.ts';
import { NoPhone } from '../components/no-phone.tsx';
import { usePhoneT } from '../i18n/use-phone-t.ts';
import '../components/phone.css';

/** /phone: the line's number and its voicemail box at a glance (issue 23 item 1). */
export default function PhonePage() {
  const { t, tn } = usePhoneT();
  const user = useSignedInUser();
  const hasPhone = user.entitlements.voicemail;
  const overview = usePhoneOverview(hasPhone);

  return (
    <div className="phone stack">
      <PageTitle title={t('phone.title')} />
      <h1>{t('phone.title')}</h1>
      {hasPhone ? (
        <QueryState query={overview} loading={t('phone.loading')} failed={t('phone.loadFailed')}>
          {(data) => (
            <div className="phone__cards">
              <section className="card phone__card" aria-labelledby="phone-line">
                <h2 id="phone-line">{t('phone.line')}</h2>
                <dl className="phone__facts">
                  <dt>{t('phone.number')}</dt>
                  <dd>
                    {data.phoneNumber ? (
                      <span className="phone__number">{formatPhone(data.phoneNumber)}</span>
                    ) : (
                      t('phone.number.unknown')
                    )}
                  </dd>
                </dl>
              </section>
              <section className="card phone__card" aria-labelledby="phone-voicemail">
                <h2 id="phone-voicemail">{t('phone.voicemail')}</h2>
                <p className="phone__figure">
                  {data.voicemail.newCount === 0
                    ? t('phone.voicemail.none')
                    : tn('phone.voicemail.new', data.voicemail.newCount)}
                </p>
                <p>{tn('phone.voicemail.total', data.voicemail.total)}</p>
                <p>
                  <LocalLink to="/phone/voicemail" className="button button--primary">
                    {t('phone.voicemail.open')}
                  </LocalLink>
                </p>
              </section>
            </div>
          )}
        </QueryState>
      ) : (
        <NoPhone />
      )}
    </div>
  );
}
