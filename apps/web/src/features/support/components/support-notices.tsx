import { supportNotificationPath } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useSupportNotifications } from '../api/get-notifications.ts';
import { KIND_LABELS, useSupportT } from '../i18n/use-support-t.ts';

/** The support home's service notices: the operator's, and those for the customer's area. */
export function SupportNotices() {
  const { t } = useSupportT();
  const notices = useSupportNotifications();
  return (
    <section className="stack" aria-labelledby="support-notices-title">
      <h2 id="support-notices-title">{t('support.notificationsTitle')}</h2>
      <QueryState
        query={notices}
        loading={t('support.notificationsLoading')}
        failed={t('support.notificationsFailed')}
        failedLive="polite"
        lines={2}
        isEmpty={(data) => data.notifications.length === 0}
        empty={<p>{t('support.notificationsNone')}</p>}
      >
        {(data) => (
          <ul className="support-notices" aria-labelledby="support-notices-title">
            {data.notifications.map((n) => (
              <li key={n.id} className="support-notices__item">
                <span className={`support-kind support-kind--${n.kind}`}>{t(KIND_LABELS[n.kind])}</span>
                <LocalLink to={supportNotificationPath(n.id)}>{n.title}</LocalLink>
                <p>{n.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
