import { useAlertsT } from '../i18n/use-alerts-t.ts';
import { useAlerts } from '../api/get-alerts.ts';
import { requestAlertDialog } from '../alert-dialog-queue.ts';
import { ALERT_TYPE_LABEL } from '../alert-text.ts';
import { AlertDialogHost } from './alert-dialog-host.tsx';
import { AlertIcon } from './alert-icon.tsx';
import { AlertLink } from './alert-link.tsx';
import '../alerts.css';

/**
 * Alert banners (seed 000 §1): a one-line banner for each alert the operator gave a primary
 * message, and seed 002 §8's outage banner when the subscriber's service status could not be read.
 * The line ends in an ellipsis when it does not fit; "Read more" always opens the whole of it
 * (the alert's longer message when it has one).
 */
export function AlertBanners() {
  const { t } = useAlertsT();
  const { data } = useAlerts();
  if (!data) return null;
  const banners = data.alerts.filter((a) => a.primaryMessage);
  const outageError = data.outage.status === 'ERROR';
  if (banners.length === 0 && !outageError) return null;
  return (
    <section className="alert-banners" aria-label={t('alerts.bannersLabel')}>
      {outageError ? (
        <div className="alert-banner alert-banner--minorWarning">
          <p className="container alert-banner__inner">{t('alerts.outageBanner')}</p>
        </div>
      ) : null}
      {banners.map((alert) => {
        const type = t(ALERT_TYPE_LABEL[alert.type]);
        const line = `${type}: ${alert.primaryMessage}`;
        // The whole message, or the banner's own line when there is nothing longer.
        const body = alert.message ?? line;
        return (
          <div key={alert.id} className={`alert-banner alert-banner--${alert.type}`}>
            <div className="container alert-banner__inner">
              <AlertIcon type={alert.type} />
              <p className="alert-banner__text" title={line}>
                <span className="alert-banner__type">{type}:</span> {alert.primaryMessage}
              </p>
              {alert.link ? (
                <AlertLink href={alert.link} className="alert-banner__link">
                  {t('alerts.learnMore')}
                  <span className="visually-hidden">: {alert.title}</span>
                </AlertLink>
              ) : null}
              <button
                type="button"
                className="alert-banner__more"
                onClick={() =>
                  requestAlertDialog({ id: alert.id, owner: 'banners', title: alert.title, body })
                }
              >
                {t('alerts.readMore')}
                <span className="visually-hidden">: {alert.title}</span>
              </button>
            </div>
          </div>
        );
      })}
      <AlertDialogHost owner="banners" />
    </section>
  );
}
