import '../troubleshoot.css';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import {
  TROUBLESHOOT_ACTION_LABELS,
  TROUBLESHOOT_ACTIONS,
  TROUBLESHOOT_SERVICES,
  walkTroubleshoot,
  type TroubleshootAction,
  type TroubleshootService,
} from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { fallbackKey, reasonKey } from '../../../../lib/refusal.ts';
import { Notice } from '../../../../ui/notice.tsx';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { useLogAnswer } from '../api/troubleshoot.ts';
import { ModemPanel } from '../components/modem-panel.tsx';
import { ReportForm } from '../components/report-form.tsx';
import { TROUBLESHOOT_REASON_KEYS, useTroubleshootT } from '../i18n/use-troubleshoot-t.ts';
import {
  EQUIPMENT_ACCESS_PATH,
  SERVICE_STATUS_PATH,
  TROUBLESHOOT_PATH,
  TUTORIALS_PATH,
} from '../../support-troubleshoot-paths.ts';

const serviceOf = (raw: string | undefined): TroubleshootService | undefined =>
  TROUBLESHOOT_SERVICES.find((s) => s === raw);

/**
 * /support/troubleshoot and /support/troubleshoot/<service>: the guided troubleshooters for
 * internet, TV and phone. Each answer is logged (log/troubleshoot) before the next step shows.
 */
export default function TroubleshootPage() {
  const { t } = useTroubleshootT();
  const { service: raw } = useParams();
  const service = serviceOf(raw);
  const title = service
    ? t('troubleshoot.serviceTitle', { service: t(`troubleshoot.service.${service}`) })
    : t('troubleshoot.title');
  return (
    <div className="support-page stack troubleshoot">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {service ? <Flow key={service} service={service} /> : <Chooser unknown={raw !== undefined} />}
    </div>
  );
}

function Chooser({ unknown }: { unknown: boolean }) {
  const { t } = useTroubleshootT();
  return (
    <>
      {unknown ? <Notice tone="warning">{t('troubleshoot.unknownService')}</Notice> : null}
      <p className="lede">{t('troubleshoot.intro')}</p>
      <section className="stack" aria-labelledby="troubleshoot-choose">
        <h2 id="troubleshoot-choose">{t('troubleshoot.choose')}</h2>
        <ul className="troubleshoot-choices">
          {TROUBLESHOOT_SERVICES.map((s, i) => (
            <li key={s}>
              <LocalLink
                to={`${TROUBLESHOOT_PATH}/${s}`}
                className={i === 0 ? 'button button--primary' : 'button'}
                {...(i === 0 ? { 'data-primary-action': true } : {})}
              >
                {t(`troubleshoot.service.${s}`)}
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <LocalLink to={SERVICE_STATUS_PATH}>{t('serviceStatus.link')}</LocalLink>
      </p>
      <p>
        <LocalLink to={TUTORIALS_PATH}>{t('troubleshoot.tutorialsLink')}</LocalLink>
      </p>
      <p>
        <LocalLink to={EQUIPMENT_ACCESS_PATH}>{t('consent.link')}</LocalLink>
      </p>
    </>
  );
}

function Flow({ service }: { service: TroubleshootService }) {
  const { t, lang } = useTroubleshootT();
  const [actions, setActions] = useState<TroubleshootAction[]>([]);
  const log = useLogAnswer();
  const step = walkTroubleshoot(service, actions) ?? walkTroubleshoot(service, []);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Each new step takes the focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [actions.length]);

  if (!step) return null;
  const answer = (action: TroubleshootAction) => {
    const next = [...actions, action];
    log.mutate(
      {
        service,
        troubleshootingStep: step.id,
        troubleshootingActions: next,
        customerTerm: TROUBLESHOOT_ACTION_LABELS[action][lang],
      },
      { onSuccess: () => setActions(next) },
    );
  };
  const choices = TROUBLESHOOT_ACTIONS.filter((a) => step.next[a] !== undefined);
  const errorKey = log.isError
    ? (reasonKey(log.error, TROUBLESHOOT_REASON_KEYS) ?? fallbackKey(log.error))
    : null;

  return (
    <section className="stack troubleshoot-step" aria-labelledby="troubleshoot-step-title">
      <p className="troubleshoot-step__count">{t('troubleshoot.stepOf', { count: actions.length + 1 })}</p>
      <h2 id="troubleshoot-step-title" ref={heading} tabIndex={-1}>
        {step.title[lang]}
      </h2>
      <p>{step.body[lang]}</p>
      {step.kind === 'modem' ? <ModemPanel /> : null}
      {step.kind === 'report' ? <ReportForm product={service} /> : null}
      {choices.length > 0 ? (
        <div className="button-row troubleshoot-step__answers" aria-busy={log.isPending}>
          {choices.map((a, i) => (
            <button
              key={a}
              type="button"
              className={i === 0 ? 'button button--primary' : 'button'}
              {...(i === 0 && step.kind !== 'modem' ? { 'data-primary-action': true } : {})}
              aria-disabled={log.isPending || undefined}
              onClick={() => !log.isPending && answer(a)}
            >
              {TROUBLESHOOT_ACTION_LABELS[a][lang]}
            </button>
          ))}
        </div>
      ) : null}
      <div role="status">{log.isPending ? t('troubleshoot.answering') : null}</div>
      {errorKey ? (
        <Notice tone="error" live="assertive">
          {t(errorKey)}
        </Notice>
      ) : null}
      {actions.length > 0 ? (
        <p className="button-row">
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              log.reset();
              setActions([]);
            }}
          >
            {t('troubleshoot.startOver')}
          </button>
          <LocalLink to={TROUBLESHOOT_PATH}>{t('troubleshoot.back')}</LocalLink>
        </p>
      ) : null}
    </section>
  );
}
