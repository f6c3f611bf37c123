import { useState, type ReactNode } from 'react';
import type { SessionUser } from '@coax/contract';
import { PageTitle } from '../../../ui/page-title.tsx';
import { RequireAgent } from '../../../session/require-agent.tsx';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { ActingStatus } from '../components/acting-status.tsx';
import { AuditLog } from '../components/audit-log.tsx';
import { ChatDesk } from '../components/chat-desk.tsx';
import { EndedChatsDesk } from '../components/ended-chats-desk.tsx';
import { EquipmentLook } from '../components/equipment-look.tsx';
import { SubscriberLookup } from '../components/subscriber-lookup.tsx';
import { SupportCasesDesk } from '../components/support-cases-desk.tsx';
import { SupportReportsDesk } from '../components/support-reports-desk.tsx';
import { useCsrT } from '../i18n/use-csr-t.ts';

function DeskFrame({ children }: { children: ReactNode }) {
  const { t } = useCsrT();
  return (
    <div className="csr-page stack">
      <PageTitle title={t('csr.title')} />
      <h1>{t('csr.title')}</h1>
      {children}
    </div>
  );
}

/**
 * The desk itself: the subscriber lookup, who the agent acts for, what the desk shows of that
 * subscriber (the app places other areas' views there, such as their appointments), the alerts
 * screen and the audit log.
 */
function Desk({ user, subscriberViews }: { user: SessionUser | null; subscriberViews: ReactNode }) {
  const { t } = useCsrT();
  const [news, setNews] = useState<string>();
  return (
    <>
      {/* The desk's task first: finding the subscriber to act for (issue 14). */}
      <SubscriberLookup actingForId={user?.id} onActing={(id) => setNews(t('csr.actingNow', { id }))} />
      <ActingStatus user={user} news={news} onReleased={() => setNews(t('csr.released'))} />
      {user ? subscriberViews : null}
      <EquipmentLook key={user?.accountNumber ?? '-'} accountNumber={user?.accountNumber} />
      <ChatDesk />
      <section className="card stack" aria-labelledby="csr-alerts-link">
        <h2 id="csr-alerts-link">{t('csr.alertsAdmin.title')}</h2>
        <p>{t('csr.alertsAdmin.linkHint')}</p>
        <p>
          <LocalLink to="/csr/alerts/">{t('csr.alertsAdmin.link')}</LocalLink>
        </p>
      </section>
      <SupportCasesDesk />
      <SupportReportsDesk />
      <EndedChatsDesk />
      <AuditLog />
    </>
  );
}

/** /csr/: the agent desk. Only an agent's session may use it (contract access 'csr'). */
export default function CsrPage({ subscriberViews = null }: { subscriberViews?: ReactNode }) {
  return (
    <RequireAgent frame={DeskFrame}>
      {(session) => <Desk user={session.user} subscriberViews={subscriberViews} />}
    </RequireAgent>
  );
}
