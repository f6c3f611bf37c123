import type { ReactNode } from 'react';
import {
  DASHBOARD_PATHS,
  dashboardModuleState,
  displayStyleOf,
  mailboxModuleView,
  type DashboardModuleState,
} from '@coax/domain';
import type { WebmailMetadata } from '@coax/contract';
import { formatTimeOrDateTime } from '../../../i18n/format.ts';
import { useWebmail } from '../api/get-webmail.ts';
import { ModuleCard, type ModuleLink } from './module-card.tsx';
import type { ModuleProps } from './module-env.ts';
import { useDashboardT } from '../i18n/use-dashboard-t.ts';

/**
 * Seed 000 §2 E-mail, by mailbox status (§4): an active mailbox is listed and polled every
 * 300000 ms with an open-mailbox link; hold shows the maintenance message; inactive, disabled and
 * deleted offer get-a-mailbox; any other status is an error with the open-mailbox link; without
 * internet service the support contact page is offered.
 */
export function WebmailModule({ env, activated, sectionRef, headerAction }: ModuleProps) {
  const { t } = useDashboardT();
  const view = mailboxModuleView(env.user.entitlements.email, env.user.mailboxStatus);
  const open = view.moduleState === 'content';
  const mail = useWebmail(activated && open, view.pollMs);

  const state: DashboardModuleState = open
    ? dashboardModuleState({ activated, entitled: true, pending: mail.isPending, failed: mail.isError })
    : view.moduleState;

  const links: Record<NonNullable<typeof view.link>, ModuleLink> = {
    // Webmail is its own system at the configured address.
    openMailbox: { href: env.links.webmail, label: t('dashboard.webmail.open'), external: true },
    getMailbox: {
      href: DASHBOARD_PATHS.getMailbox,
      label: t('dashboard.webmail.getMailbox'),
      external: false,
    },
    supportContact: {
      href: DASHBOARD_PATHS.supportContact,
      label: t('dashboard.contactSupport'),
      external: false,
    },
  };

  let error: ReactNode = undefined;
  if (view.reason === 'maintenance') error = <p>{t('dashboard.webmail.maintenance')}</p>;
  else if (view.reason === 'unknown') error = <p>{t('dashboard.webmail.unknown')}</p>;

  return (
    <ModuleCard
      title={t('dashboard.module.webMail')}
      state={state}
      displayStyle={displayStyleOf('webMail')}
      sectionRef={sectionRef}
      headerAction={headerAction}
      link={view.link ? links[view.link] : null}
      error={error}
      onRetry={open ? () => void mail.refetch() : undefined}
      noEntitlement={
        view.reason === 'noMailbox' ? (
          <>
            <p>{t('dashboard.webmail.noMailbox', { brand: env.brand })}</p>
            <p>{t('dashboard.webmail.createOne', { brand: env.brand })}</p>
          </>
        ) : (
          <p>{t('dashboard.noInternet', { brand: env.brand })}</p>
        )
      }
    >
      {mail.data ? <Mailbox data={mail.data} /> : null}
    </ModuleCard>
  );
}

function Mailbox({ data }: { data: WebmailMetadata }) {
  const { t, tn, locale } = useDashboardT();
  return (
    <>
      <p className="dash-module__figure">{tn('dashboard.webmail.count', data.messageCount)}</p>
      {data.emails.length === 0 ? (
        <p>{t('dashboard.webmail.empty')}</p>
      ) : (
        <ul className="dash-list" aria-label={t('dashboard.webmail.listLabel')}>
          {data.emails.map((e) => (
            <li key={e.id} className={`dash-list__item mail mail--${e.status}`}>
              <a href={e.link} className="dash-list__title">
                {e.subject}
              </a>
              <span className="dash-list__meta">
                <span className="mail__status">{t(`dashboard.webmail.status.${e.status}`)}</span>
                {' · '}
                <time dateTime={e.date}>{formatTimeOrDateTime(new Date(e.date), locale)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
