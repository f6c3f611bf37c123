import '../troubleshoot.css';
import { useState, type FormEvent } from 'react';
import {
  SERVICE_STATUS_SYMPTOMS,
  TROUBLESHOOT_SERVICES,
  type ServiceStatusSymptom,
  type TroubleshootService,
} from '@coax/domain';
import { formatDateTime } from '../../../../i18n/format.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { fallbackKey } from '../../../../lib/refusal.ts';
import { BusyButton } from '../../../../ui/busy-button.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { useServiceStatus } from '../api/troubleshoot.ts';
import { useTroubleshootT } from '../i18n/use-troubleshoot-t.ts';
import { TROUBLESHOOT_PATH } from '../../support-troubleshoot-paths.ts';

/**
 * /support/service-status: report a service problem, or ask whether there is an outage
 * (log/servicestatus {symptom, services, confirmOutage}). The answer is the outage area's: an
 * outage on the account with its times, or that the report was recorded.
 */
export default function ServiceStatusPage() {
  const { t, locale } = useTroubleshootT();
  const status = useServiceStatus();
  const [symptom, setSymptom] = useState<ServiceStatusSymptom>('no-service');
  const [services, setServices] = useState<TroubleshootService[]>(['internet']);
  const [confirmOutage, setConfirmOutage] = useState(true);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (services.length === 0) {
      setMissing(true);
      document.getElementById(`status-service-${TROUBLESHOOT_SERVICES[0]}`)?.focus();
      return;
    }
    setMissing(false);
    status.mutate({ symptom, services, confirmOutage });
  };
  const toggle = (s: TroubleshootService, on: boolean) =>
    setServices((old) => (on ? [...old, s] : old.filter((x) => x !== s)));

  const title = t('serviceStatus.title');
  const answer = status.data;
  return (
    <div className="support-page stack troubleshoot service-status">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {answer ? (
        <section className="stack" aria-live="polite">
          {answer.outage ? (
            <Notice tone="warning">
              <p>
                {t('serviceStatus.outage', { status: t(`serviceStatus.status.${answer.outage.status}`) })}
              </p>
              {answer.outage.since ? (
                <p>{t('serviceStatus.since', { time: formatDateTime(answer.outage.since, locale) })}</p>
              ) : null}
              {answer.outage.estimatedRestoration ? (
                <p>
                  {t('serviceStatus.restoration', {
                    time: formatDateTime(answer.outage.estimatedRestoration, locale),
                  })}
                </p>
              ) : null}
              <p>{t(answer.recorded ? 'serviceStatus.recorded' : 'serviceStatus.outageNotRecorded')}</p>
            </Notice>
          ) : (
            <Notice tone="success">
              <p>{t('serviceStatus.recorded')}</p>
              <p>{t('serviceStatus.noOutage')}</p>
            </Notice>
          )}
          <p className="service-status__next">
            <LocalLink to={TROUBLESHOOT_PATH} className="button button--primary">
              {t('serviceStatus.troubleshoot')}
            </LocalLink>{' '}
            <button type="button" className="button" onClick={() => status.reset()}>
              {t('serviceStatus.another')}
            </button>
          </p>
        </section>
      ) : (
        <form className="stack" onSubmit={submit} noValidate aria-labelledby="status-form-intro">
          <p id="status-form-intro" className="lede">
            {t('serviceStatus.intro')}
          </p>
          <fieldset className="stack">
            <legend>{t('serviceStatus.symptom')}</legend>
            {SERVICE_STATUS_SYMPTOMS.map((s) => (
              <div className="checkbox" key={s}>
                <input
                  id={`status-symptom-${s}`}
                  type="radio"
                  name="symptom"
                  value={s}
                  checked={symptom === s}
                  onChange={() => setSymptom(s)}
                />
                <label htmlFor={`status-symptom-${s}`}>{t(`serviceStatus.symptom.${s}`)}</label>
              </div>
            ))}
          </fieldset>
          <fieldset
            className={`stack${missing ? ' field--invalid' : ''}`}
            aria-describedby={missing ? 'status-services-error' : undefined}
          >
            <legend>{t('serviceStatus.services')}</legend>
            {TROUBLESHOOT_SERVICES.map((s) => (
              <div className="checkbox" key={s}>
                <input
                  id={`status-service-${s}`}
                  type="checkbox"
                  checked={services.includes(s)}
                  onChange={(e) => toggle(s, e.target.checked)}
                />
                <label htmlFor={`status-service-${s}`}>{t(`troubleshoot.service.${s}`)}</label>
              </div>
            ))}
            {missing ? (
              <p id="status-services-error" className="field__error">
                {t('serviceStatus.servicesRequired')}
              </p>
            ) : null}
          </fieldset>
          <div className="checkbox">
            <input
              id="status-confirm-outage"
              type="checkbox"
              checked={confirmOutage}
              onChange={(e) => setConfirmOutage(e.target.checked)}
            />
            <label htmlFor="status-confirm-outage">{t('serviceStatus.confirmOutage')}</label>
          </div>
          {status.isError ? (
            <Notice tone="error" live="assertive">
              {t(fallbackKey(status.error))}
            </Notice>
          ) : null}
          <div>
            <BusyButton busy={status.isPending} busyLabel={t('serviceStatus.sending')} data-primary-action>
              {t('serviceStatus.send')}
            </BusyButton>
          </div>
        </form>
      )}
    </div>
  );
}
