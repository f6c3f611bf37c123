import '../troubleshoot.css';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../../i18n/format.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { fallbackKey, reasonKey } from '../../../../lib/refusal.ts';
import { BusyButton } from '../../../../ui/busy-button.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { QueryState } from '../../../../ui/query-state.tsx';
import { useConsent, useGrantConsent, useWithdrawConsent } from '../api/troubleshoot.ts';
import { TROUBLESHOOT_REASON_KEYS, useTroubleshootT } from '../i18n/use-troubleshoot-t.ts';
import { TROUBLESHOOT_PATH } from '../../support-troubleshoot-paths.ts';

/**
 * /support/equipment-access: temporary consent (seed 002 §7 "GET and POST temporary consent
 * (accessCode)"). The account holder gets a six-digit code to read to an agent, who then sees
 * the modem and boxes on the desk until the code expires or is withdrawn here.
 */
export default function EquipmentAccessPage() {
  const { t, locale } = useTroubleshootT();
  const consent = useConsent();
  const grant = useGrantConsent();
  const withdraw = useWithdrawConsent();
  const [news, setNews] = useState<'granted' | 'withdrawn' | null>(null);
  const failed = grant.error ?? withdraw.error;
  const errorKey = failed ? (reasonKey(failed, TROUBLESHOOT_REASON_KEYS) ?? fallbackKey(failed)) : null;

  const onGrant = () => {
    withdraw.reset();
    grant.mutate(undefined, { onSuccess: () => setNews('granted') });
  };
  const onWithdraw = () => {
    grant.reset();
    withdraw.mutate(undefined, { onSuccess: () => setNews('withdrawn') });
  };

  const title = t('consent.title');
  return (
    <div className="support-page stack troubleshoot equipment-access">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="lede">{t('consent.intro')}</p>
      <div role="status">
        {news ? (
          <Notice tone="success">
            <p>{t(news === 'granted' ? 'consent.granted' : 'consent.withdrawn')}</p>
          </Notice>
        ) : null}
      </div>
      {errorKey ? (
        <Notice tone="error" live="assertive">
          <p>{t(errorKey)}</p>
        </Notice>
      ) : null}
      <QueryState query={consent} loading={t('consent.loading')} failed={t('consent.failed')}>
        {({ consent: current }) =>
          current ? (
            <CodeCard
              accessCode={current.accessCode}
              expires={formatDateTime(current.expiresAt, locale)}
              focus={news === 'granted'}
              withdrawing={withdraw.isPending}
              onWithdraw={onWithdraw}
            />
          ) : (
            <NoCode focus={news === 'withdrawn'} granting={grant.isPending} onGrant={onGrant} />
          )
        }
      </QueryState>
      <p>
        <LocalLink to={TROUBLESHOOT_PATH}>{t('troubleshoot.back')}</LocalLink>
      </p>
    </div>
  );
}

/** The code to read to the agent; its heading takes the focus when the code was just granted. */
function CodeCard(props: {
  accessCode: string;
  expires: string;
  focus: boolean;
  withdrawing: boolean;
  onWithdraw: () => void;
}) {
  const { t } = useTroubleshootT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.focus) heading.current?.focus();
  }, [props.focus]);
  return (
    <section className="card stack" aria-labelledby="consent-code-title">
      <h2 id="consent-code-title" ref={heading} tabIndex={-1}>
        {t('consent.codeTitle')}
      </h2>
      <p>
        {t('consent.readIt')}{' '}
        <strong className="equipment-access__code" data-access-code={props.accessCode}>
          {props.accessCode}
        </strong>
      </p>
      <p>{t('consent.expires', { time: props.expires })}</p>
      <div className="button-row">
        <BusyButton
          type="button"
          className="button button--secondary"
          busy={props.withdrawing}
          busyLabel={t('consent.withdrawing')}
          onClick={props.onWithdraw}
        >
          {t('consent.withdraw')}
        </BusyButton>
      </div>
    </section>
  );
}

/** No valid code: the button that gets one; its heading takes the focus when a code was just withdrawn. */
function NoCode(props: { focus: boolean; granting: boolean; onGrant: () => void }) {
  const { t } = useTroubleshootT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.focus) heading.current?.focus();
  }, [props.focus]);
  return (
    <section className="card stack" aria-labelledby="consent-none-title">
      <h2 id="consent-none-title" ref={heading} tabIndex={-1}>
        {t('consent.none')}
      </h2>
      <div>
        <BusyButton
          type="button"
          busy={props.granting}
          busyLabel={t('consent.granting')}
          onClick={props.onGrant}
          data-primary-action
        >
          {t('consent.grant')}
        </BusyButton>
      </div>
    </section>
  );
}
