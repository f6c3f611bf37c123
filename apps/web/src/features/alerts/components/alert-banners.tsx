import { useAlertsT } from '../i18n/use-alerts-t.ts';
import { useAlerts } from '../api/get-alerts.ts';
import { requestAlertDialog } from '../alert-dialog-queue.ts';
import { ALERT_TYPE_LABEL } from '../alert-text.ts';
import { AlertDialogHost } from './alert-dialog-host.tsx';
import { AlertLink } from './alert-link.tsx';
import '../alerts.css';

/**
 * Alert banners (seed 000 §1): a one-line banner for each alert the operator gave a primary
 * message, and seed 002 §8's outage banner when the subscriber's service status could not be read.
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
        const message = alert.message;
        return (
          <div key={alert.id} className={`alert-banner alert-banner--${alert.type}`}>
            <p className="container alert-banner__inner">
              <span className="alert-banner__type">{t(ALERT_TYPE_LABEL[alert.type])}:</span>{' '}
              {alert.primaryMessage}{' '}
              {alert.link ? (
                <AlertLink href={alert.link} className="alert-banner__link">
                  {t('alerts.learnMore')}
                  <span className="visually-hidden">: {alert.title}</span>
                </AlertLink>
              ) : null}{' '}
              {message ? (
                <button
                  type="button"
                  className="alert-banner__more"
                  onClick={() =>
                    requestAlertDialog({ id: alert.id, owner: 'banners', title: alert.title, body: message })
                  }
                >
                  {t('alerts.readMore')}
                  <span className="visually-hidden">: {alert.title}</span>
                </button>
              ) : null}
            </p>
          </div>
        );
      })}
      <AlertDialogHost owner="banners" />
    </section>
  );
}
