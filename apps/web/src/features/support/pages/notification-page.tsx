import '../support.css';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { parseSupportNotificationHash } from '@coax/domain';
import { formatDateTime } from '../../../i18n/format.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useSupportNotification } from '../api/get-notification.ts';
import { NotificationBody } from '../components/notification-body.tsx';
import { KIND_LABELS, useSupportT } from '../i18n/use-support-t.ts';
import { CONTACT_US_PATH } from '../support-paths.ts';

/**
 * /support/notification/#?type=cms-detailed&id={id} (seed 001 §2): one of the operator's
 * notifications in full, such as planned maintenance or an outage in the customer's area.
 */
export default function NotificationPage() {
  const { t, locale } = useSupportT();
  const { hash } = useLocation();
  const named = parseSupportNotificationHash(hash);
  const notification = useSupportNotification(named?.id ?? null);
  const n = notification.data;
  const title = n ? n.title : t('support.notification.title');

  let body: ReactNode;
  if (!named) {
    body = (
      <Notice tone="warning" live="assertive">
        <p>{t('support.notification.badLink')}</p>
      </Notice>
    );
  } else if (notification.isPending) {
    body = <Spinner label={t('support.notification.loading')} />;
  } else if (notification.isError) {
    body = isApiError(notification.error, 'NOT_FOUND') ? (
      <Notice tone="warning" live="assertive">
        <p>{t('support.notification.notFound')}</p>
      </Notice>
    ) : (
      <LoadFailed
        message={t('support.notification.loadFailed')}
        onRetry={() => void notification.refetch()}
        retrying={notification.isFetching}
      />
    );
  } else {
    body = (
      <>
        <p className="support-notification__meta">
          <span className={`support-kind support-kind--${notification.data.kind}`}>
            {t(KIND_LABELS[notification.data.kind])}
          </span>{' '}
          {t('support.notification.published', {
            date: formatDateTime(notification.data.publishedAt, locale),
          })}
        </p>
        <NotificationBody body={notification.data.body} />
      </>
    );
  }

  return (
    <article className="support-page stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {body}
      <ul className="link-list">
        <li>
          <LocalLink to={CONTACT_US_PATH}>{t('support.notification.contact')}</LocalLink>
        </li>
        <li>
          <LocalLink to="/support">{t('support.notification.back')}</LocalLink>
        </li>
      </ul>
    </article>
  );
}
