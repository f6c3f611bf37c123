import type { AlertView } from '@coax/contract';
import { useAlertsT } from '../i18n/use-alerts-t.ts';
import { ALERT_TYPE_LABEL, alertText } from '../alert-text.ts';
import { requestAlertDialog, type AlertDialogItem } from '../alert-dialog-queue.ts';
import { AlertLink } from './alert-link.tsx';

/** One alert: its type in words, title, summary, buttons, and "Read more" when it has a longer message. */
export function AlertCard({ alert, owner }: { alert: AlertView; owner: AlertDialogItem['owner'] }) {
  const tr = useAlertsT();
  const { t } = tr;
  const text = alertText(alert, tr);
  const message = alert.message;
  return (
    <article className={`alert-card alert-card--${alert.type}`}>
      {alert.img ? <img className="alert-card__img" src={alert.img} alt="" /> : null}
      <div className="alert-card__body">
        <p className="alert-card__type">{t(ALERT_TYPE_LABEL[alert.type])}</p>
        <h2 className="alert-card__title">{text.title}</h2>
        {text.summary ? <p className="alert-card__summary">{text.summary}</p> : null}
        <div className="alert-card__actions">
          {text.ctas.map((cta) => (
            <AlertLink
              key={`${cta.href}|${cta.label}`}
              href={cta.href}
              className="button button--small button--primary"
            >
              {cta.label}
            </AlertLink>
          ))}
          {alert.link && text.ctas.length === 0 ? (
            <AlertLink href={alert.link} className="alert-card__link">
              {t('alerts.learnMore')}
              <span className="visually-hidden">: {text.title}</span>
            </AlertLink>
          ) : null}
          {message ? (
            <button
              type="button"
              className="button button--small button--quiet"
              onClick={() => requestAlertDialog({ id: alert.id, owner, title: text.title, body: message })}
            >
              {t('alerts.readMore')}
              <span className="visually-hidden">: {text.title}</span>
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
