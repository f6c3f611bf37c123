import { formatCents } from '../../../../i18n/format.ts';
import { QueryState } from '../../../../ui/query-state.tsx';
import { usePendingCredits } from '../../api/get-pending-credits.ts';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/** My bill: the credits waiting for the next statement, each by name, and what they add up to. */
export function PendingCreditsCard() {
  const { t, locale, lang } = useBillingT();
  const query = usePendingCredits();
  return (
    <section className="card stack" aria-labelledby="pending-credits-title">
      <h2 id="pending-credits-title">{t('billingDocuments.pendingCredits.title')}</h2>
      <QueryState
        query={query}
        loading={t('billingDocuments.pendingCredits.loading')}
        failed={t('billingDocuments.pendingCredits.loadFailed')}
        failedLive="polite"
        loadingClassName=""
        isEmpty={(d) => d.credits.length === 0}
        empty={<p>{t('billingDocuments.pendingCredits.none')}</p>}
      >
        {(data) => (
          <>
            <p>{t('billingDocuments.pendingCredits.total', { amount: formatCents(data.total, locale) })}</p>
            <ul className="pending-credits">
              {data.credits.map((c) => (
                <li key={c.id}>
                  {c.description[lang]}: {formatCents(-c.amount, locale)}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
