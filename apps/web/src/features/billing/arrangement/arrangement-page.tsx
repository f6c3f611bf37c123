import { useState } from 'react';
import type { ArrangementOffer } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../i18n/format.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { PayBillHeader } from '../components/pay-bill-header.tsx';
import { PayBillNav } from '../components/pay-bill-nav.tsx';
import { useBillingT, type BillingMessageKey } from '../i18n/use-billing-t.ts';
import { ArrangementForm } from './arrangement-form.tsx';
import { ArrangementView } from './arrangement-view.tsx';
import { useArrangementOffer } from './get-arrangement.ts';
import '../pages/payments.css';

const NOT_ELIGIBLE: Record<NonNullable<ArrangementOffer['reason']>, BillingMessageKey> = {
  'arrangement.not-eligible.not-past-due': 'billingArrangement.refused.notPastDue',
  'arrangement.not-eligible.active': 'billingArrangement.refused.active',
  'arrangement.not-eligible.broken-recently': 'billingArrangement.refused.brokenRecently',
};

function NewArrangement({ offer, onDone }: { offer: ArrangementOffer; onDone: () => void }) {
  const { t } = useBillingT();
  const methods = usePaymentMethods();
  return (
    <QueryState
      query={methods}
      loading={t('billingArrangement.loading')}
      failed={t('billingArrangement.loadFailed')}
      lines={4}
    >
      {(list) =>
        list.methods.some((m) => !m.expired) ? (
          <ArrangementForm offer={offer} methods={list.methods} onDone={onDone} />
        ) : (
          <Notice tone="info">
            <p>{t('billingArrangement.noMethods')}</p>
            <p>
              <LocalLink to="/pay-bill/payment-options/">{t('billingArrangement.addMethod')}</LocalLink>
            </p>
          </Notice>
        )
      }
    </QueryState>
  );
}

/**
 * /pay-bill/arrangement/ (issue 20 item 4): a past-due subscriber, or an agent acting for one,
 * splits the past-due amount into 2 or 3 dated payments; the arrangement in place is shown with
 * each payment's status.
 */
export default function ArrangementPage() {
  const { t, locale } = useBillingT();
  const query = useArrangementOffer();
  const [done, setDone] = useState(false);
  return (
    <div className="pay-bill-page stack">
      <PageTitle title={t('billingArrangement.title')} />
      <PayBillHeader />
      <PayBillNav />
      <h1>{t('billingArrangement.title')}</h1>
      {done ? (
        <Notice tone="success" live="polite">
          <p>{t('billingArrangement.done')}</p>
        </Notice>
      ) : null}
      <QueryState
        query={query}
        loading={t('billingArrangement.loading')}
        failed={t('billingArrangement.loadFailed')}
        lines={6}
      >
        {(offer) => (
          <>
            {offer.current?.status === 'active' ? <ArrangementView arrangement={offer.current} /> : null}
            {offer.eligible ? (
              <>
                <p>
                  {t('billingArrangement.intro', {
                    amount: formatCents(offer.pastDueAmount, locale),
                    lastDay: formatCalendarDate(offer.lastDay, locale),
                  })}
                </p>
                <NewArrangement offer={offer} onDone={() => setDone(true)} />
              </>
            ) : offer.reason && offer.reason !== 'arrangement.not-eligible.active' ? (
              <Notice tone="info">
                <p>{t(NOT_ELIGIBLE[offer.reason])}</p>
              </Notice>
            ) : null}
            {offer.current && offer.current.status !== 'active' ? (
              <ArrangementView arrangement={offer.current} />
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
