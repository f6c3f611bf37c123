import type { KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { BillCalendar } from '@coax/contract';
import { formatCalendarDate, formatMonth } from '../../../i18n/format.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { PayBillHeader, PayBillPromotions } from '../components/pay-bill-header.tsx';
import { PayBillNav } from '../components/pay-bill-nav.tsx';
import { useBillingT } from '../i18n/use-billing-t.ts';
import { useEventText, useWarningText } from './event-text.ts';
import { billCalendarIcsHref, useBillCalendar } from './get-bill-calendar.ts';
import { MonthGrid } from './month-grid.tsx';
import { isMonth, shiftMonth } from './month.ts';
import './calendar.css';

const FIX_LINK = {
  scheduledAfterDue: { to: '/pay-bill/account-activity/', label: 'billingCalendar.warning.fixScheduled' },
  doublePayment: { to: '/pay-bill/account-activity/', label: 'billingCalendar.warning.fixScheduled' },
  autopayCardExpires: { to: '/pay-bill/automatic-payments/', label: 'billingCalendar.warning.fixAutopay' },
} as const;

function Warnings({ calendar }: { calendar: BillCalendar }) {
  const { t } = useBillingT();
  const text = useWarningText();
  if (calendar.warnings.length === 0) return null;
  return (
    <section className="stack money-warnings" aria-labelledby="money-warnings-title">
      <h2 id="money-warnings-title">{t('billingCalendar.warningsTitle')}</h2>
      {calendar.warnings.map((w) => (
        <Notice key={`${w.code}-${w.day}-${w.paymentId ?? ''}`} tone="warning">
          <p>{text(w)}</p>
          <p>
            <LocalLink to={FIX_LINK[w.code].to}>{t(FIX_LINK[w.code].label)}</LocalLink>
          </p>
        </Notice>
      ))}
    </section>
  );
}

function EventList({ calendar }: { calendar: BillCalendar }) {
  const { t, locale } = useBillingT();
  const text = useEventText(calendar);
  const month = formatMonth(calendar.month, locale);
  return (
    <section className="stack" aria-labelledby="money-list-title">
      <h3 id="money-list-title">{t('billingCalendar.listTitle', { month })}</h3>
      {calendar.events.length === 0 ? (
        <p>{t('billingCalendar.empty', { month })}</p>
      ) : (
        <ul className="money-list">
          {calendar.events.map((e) => (
            <li key={e.uid} className={`money-list__item money-list__item--${e.kind}`}>
              <span className="money-list__day">
                {formatCalendarDate(e.day, locale)}
                {e.day === calendar.today ? ` (${t('billingCalendar.today')})` : ''}
              </span>
              <span>{text(e)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /pay-bill/calendar/ (issue 20 item 3): one month of due dates, payments, autopay runs and
 * promotion ends, the warnings before money moves, and the .ics download. The month is in the
 * address (?month=YYYY-MM) so it survives a reload and the back button.
 */
export default function BillCalendarPage() {
  const { t, locale, lang } = useBillingT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const query = useBillCalendar(isMonth(asked) ? asked : undefined);
  const shown = query.data?.month;
  const go = (n: number) => {
    if (shown) setParams({ month: shiftMonth(shown, n) }, { replace: true });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      go(e.key === 'PageUp' ? -1 : 1);
    }
  };

  return (
    <div className="pay-bill-page stack">
      <PageTitle title={t('billingCalendar.title')} />
      <PayBillHeader />
      <PayBillNav />
      <h1>{t('billingCalendar.title')}</h1>
      <p>{t('billingCalendar.intro')}</p>
      <p className="money-download">
        <a className="button button--primary" href={billCalendarIcsHref(lang)} download>
          {t('billingCalendar.download')}
        </a>
        <span className="money-download__hint">{t('billingCalendar.downloadHint')}</span>
      </p>
      <QueryState
        query={query}
        loading={t('billingCalendar.loading')}
        failed={t('billingCalendar.loadFailed')}
        lines={6}
      >
        {(calendar) => (
          <>
            <Warnings calendar={calendar} />
            <section
              className="card stack money-month"
              aria-labelledby="money-month-title"
              onKeyDown={onKeyDown}
            >
              <div className="money-month__head">
                <button type="button" className="button" onClick={() => go(-1)} disabled={query.isFetching}>
                  {t('billingCalendar.previous')}
                </button>
                <h2 id="money-month-title" aria-live="polite">
                  {formatMonth(calendar.month, locale)}
                </h2>
                <button type="button" className="button" onClick={() => go(1)} disabled={query.isFetching}>
                  {t('billingCalendar.next')}
                </button>
              </div>
              <p className="money-month__keys">{t('billingCalendar.keys')}</p>
              {calendar.month !== calendar.today.slice(0, 7) ? (
                <p>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => setParams({}, { replace: true })}
                  >
                    {t('billingCalendar.thisMonth')}
                  </button>
                </p>
              ) : null}
              <MonthGrid calendar={calendar} />
              <EventList calendar={calendar} />
            </section>
          </>
        )}
      </QueryState>
      <PayBillPromotions />
    </div>
  );
}
