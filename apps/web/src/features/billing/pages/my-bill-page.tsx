import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/page-title.tsx';
import { formatCalendarDate } from '../../../i18n/format.ts';
import { Notice } from '../../../ui/notice.tsx';
import { useStatement } from '../api/get-statement.ts';
import { useStatements } from '../api/get-statements.ts';
import { BillHistoryChart } from '../components/documents/bill-history-chart.tsx';
import { PendingCreditsCard } from '../components/documents/pending-credits-card.tsx';
import { EmailPreferences } from '../components/documents/email-preferences.tsx';
import { StatementView } from '../components/documents/statement-view.tsx';
import { PayBillHeader, PayBillPromotions } from '../components/pay-bill-header.tsx';
import { PayBillNav } from '../components/pay-bill-nav.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { AfterHolds, LayoutHold, LayoutHoldProvider } from '../../../ui/layout-hold.tsx';
import './documents.css';
import { useBillingT } from '../i18n/use-billing-t.ts';
import { PromotionsCard } from '../promotions/promotions-card.tsx';

function Loading() {
  const { t } = useBillingT();
  return <LoadingCard label={t('billingDocuments.myBill.loading')} shape="summary" lines={5} />;
}

/**
 * /pay-bill/my-bill/: the bill line by line, its PDF and notices, what changed on it, the last
 * bills as a chart, credits waiting for the next bill, and e-mail preferences.
 */
export default function MyBillPage() {
  const { t, locale } = useBillingT();
  const [params, setParams] = useSearchParams();
  const statements = useStatements();
  const list = statements.data?.statements ?? [];
  const asked = params.get('statement');
  const selectedId = list.find((s) => s.id === asked)?.id ?? list[0]?.id;
  const statement = useStatement(selectedId);
  // A bill chosen from the chart: its explainer takes the focus once it has loaded.
  const [jumpTo, setJumpTo] = useState<string | null>(null);
  const pick = (id: string) => {
    setParams({ statement: id }, { replace: true });
    setJumpTo(id);
  };

  let body;
  if (statements.isPending) body = <Loading />;
  else if (statements.isError) {
    body = (
      <LoadFailed
        message={t('billingDocuments.myBill.loadFailed')}
        onRetry={() => void statements.refetch()}
        retrying={statements.isFetching}
      />
    );
  } else if (list.length === 0) {
    body = (
      <Notice>
        <p>{t('billingDocuments.myBill.none')}</p>
      </Notice>
    );
  } else {
    body = (
      <>
        <div className="field statement-picker">
          <label className="field__label" htmlFor="statement-pick">
            {t('billingDocuments.myBill.pick')}
          </label>
          <select
            id="statement-pick"
            className="field__input"
            value={selectedId}
            onChange={(e) => setParams({ statement: e.target.value }, { replace: true })}
          >
            {list.map((s) => (
              <option key={s.id} value={s.id}>
                {t('billingDocuments.myBill.statementOption', {
                  date: formatCalendarDate(s.statementDate, locale),
                })}
              </option>
            ))}
          </select>
        </div>
        {statement.isPending ? (
          <Loading />
        ) : statement.isError ? (
          <LoadFailed
            message={t('billingDocuments.myBill.loadFailed')}
            onRetry={() => void statement.refetch()}
            retrying={statement.isFetching}
          />
        ) : (
          <StatementView
            statement={statement.data}
            focusExplainer={jumpTo === statement.data.id}
            onExplainerFocused={() => setJumpTo(null)}
          />
        )}
        <AfterHolds>
          <BillHistoryChart statements={list} shown={selectedId} onPick={pick} />
        </AfterHolds>
      </>
    );
  }

  // The bill's length is known only once it has loaded: the cards after it wait for it, so
  // nothing a person is reading is pushed down as it arrives.
  return (
    <LayoutHoldProvider>
      <div className="pay-bill-page stack my-bill-page">
        <LayoutHold loading={statements.isLoading || statement.isLoading} />
        <PageTitle title={t('billingDocuments.myBill.title')} />
        <PayBillHeader />
        <PayBillNav />
        <h1>{t('billingDocuments.myBill.title')}</h1>
        {body}
        <AfterHolds className="stack">
          <PendingCreditsCard />
          <PromotionsCard />
          <EmailPreferences />
          <PayBillPromotions />
        </AfterHolds>
      </div>
    </LayoutHoldProvider>
  );
}
