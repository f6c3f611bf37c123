import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BillingSummary } from '@coax/contract';
import {
  billWidgetState,
  displayAccountNumber,
  dueDateToShow,
  type BillWidgetFailure,
  type BillWidgetView,
} from '@coax/domain';
import { useCurrentSession } from '../../../session/current-session.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { loginHref } from '../../../lib/login-href.ts';
import { formatCalendarDate, formatCents } from '../../../i18n/format.ts';
import { useLanguage } from '../../../i18n/language-context.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useBillingSummary } from '../api/get-billing-summary.ts';
import { usePendingCredits } from '../api/get-pending-credits.ts';
import { BillWidgetTooltip } from './bill-widget-tooltip.tsx';
import {
  useBillSummaryT,
  type BillSummaryKey,
  type BillSummaryTranslator,
} from '../i18n/use-bill-summary-t.ts';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { useLayoutHold } from '../../../ui/layout-hold.tsx';

type Tone = 'info' | 'success' | 'warning' | 'error';

const TONE: Record<BillWidgetView['state'], Tone> = {
  loading: 'info',
  unauthenticated: 'info',
  reauthRequired: 'warning',
  noAccess: 'warning',
  error: 'error',
  creditOrCurrent: 'success',
  inCycle: 'info',
  late: 'warning',
  pastDue30: 'warning',
  pastDue60: 'error',
  preDeAuthBefore: 'error',
  preDeAuthAfter: 'error',
  suspended: 'error',
};

const NO_DATA_MESSAGE: Record<BillWidgetFailure, BillSummaryKey> = {
  unauthenticated: 'billing.signIn',
  reauthRequired: 'billing.signInAgain',
  noAccess: 'billing.notPrimary',
  error: 'billing.loadFailed',
};

/**
 * Seed 000 §2 Bill-pay widget: a message, the amount due, the due date, the last payment, a
 * current-balance tooltip and one button. Shows for visitors too (seed 000 §6: the anonymous
 * visitor's bill button is 'Sign In'); the bill is only asked for when the user has bill pay.
 */
export function BillWidget() {
  const { session, isPending, isError } = useCurrentSession();
  const user = session?.user;
  // What the page puts after the widget waits until its height is known.
  useLayoutHold(isPending);
  if (isPending) return <BillWidgetFrame view={billWidgetState('loading', 0)} />;
  if (isError) return <BillWidgetFrame view={billWidgetState('error', 0)} />;
  if (!user) return <BillWidgetFrame view={billWidgetState('unauthenticated', 0)} />;
  if (!user.entitlements.billPay) return <BillWidgetFrame view={billWidgetState('noAccess', 0)} />;
  return <BillWidgetWithSummary />;
}

function failureOf(error: unknown): BillWidgetFailure {
  if (isApiError(error, 'REAUTH_REQUIRED')) return 'reauthRequired';
  if (isApiError(error, 'FORBIDDEN')) return 'noAccess';
  // The api client is already taking the browser to sign in.
  if (isApiError(error, 'NO_SESSION') || isApiError(error, 'SESSION_EXPIRED')) return 'unauthenticated';
  return 'error';
}

function BillWidgetWithSummary() {
  const summary = useBillingSummary();
  useLayoutHold(summary.isLoading);
  if (summary.isPending) return <BillWidgetFrame view={billWidgetState('loading', 0)} />;
  if (summary.isError) return <BillWidgetFrame view={billWidgetState(failureOf(summary.error), 0)} />;
  // The server's calendar day decides "before or after deAuthStartDate", not the browser's clock.
  const now = Date.parse(`${summary.data.systemDate}T12:00:00Z`);
  return <BillWidgetFrame view={billWidgetState(summary.data, now)} summary={summary.data} />;
}

const isFailure = (state: BillWidgetView['state']): state is BillWidgetFailure => state in NO_DATA_MESSAGE;

/** The state's message, filled with the amounts and dates it names. */
function messageOf(
  view: BillWidgetView,
  s: BillingSummary | undefined,
  { t, locale }: BillSummaryTranslator,
): string {
  if (view.state === 'loading') return t('billWidget.loading');
  if (isFailure(view.state)) return t(NO_DATA_MESSAGE[view.state]);
  if (!s) return t('billing.loadFailed');
  const money = (cents: number) => formatCents(cents, locale);
  const date = (d: string | null) => (d ? formatCalendarDate(d, locale) : '');
  const pastDue = money(s.pastDueAmountWithPpv);
  switch (view.state) {
    case 'creditOrCurrent':
      return s.amountDue < 0
        ? t('billWidget.credit', { amount: money(-s.amountDue) })
        : t('billWidget.current');
    case 'inCycle':
      return s.dueDate
        ? t('billWidget.inCycle', { amount: money(s.amountDue), date: date(s.dueDate) })
        : t('billWidget.inCycleNoDate', { amount: money(s.amountDue) });
    case 'late':
      return t('billWidget.late', { amount: money(s.amountDue), date: date(s.dueDate) });
    case 'pastDue30':
      return t('billWidget.pastDue30', { amount: pastDue });
    case 'pastDue60':
      return t('billWidget.pastDue60', { amount: pastDue });
    case 'preDeAuthBefore':
      return t('billWidget.preDeAuthBefore', { amount: pastDue, date: date(s.deAuthStartDate) });
    case 'preDeAuthAfter':
      return t('billWidget.preDeAuthAfter', { amount: pastDue });
    default:
      return t('billWidget.suspended', { amount: money(s.amountDue) });
  }
}

/** An approved credit the next statement will subtract; nothing while it loads, fails or there is none. */
function PendingCreditNote() {
  const { t, locale } = useBillSummaryT();
  const credits = usePendingCredits();
  if (!credits.data || credits.data.total <= 0) return null;
  return (
    <p className="bill-widget__pending-credit">
      {t('billWidget.pendingCredit', { amount: formatCents(credits.data.total, locale) })}
    </p>
  );
}

function BillWidgetButton({ view }: { view: BillWidgetView }) {
  const { t } = useBillSummaryT();
  const { prefix } = useLanguage();
  if (!view.button) return null;
  const label = t(`billWidget.button.${view.button}`);
  const className = `button${view.action === 'payBill' && view.state !== 'creditOrCurrent' ? ' button--primary' : ''}`;
  // A visitor, or an id without bill pay, signs in (as the primary user) and lands on the bill.
  // A sign-in that is too old is renewed on the pay-bill page, which asks for the password again.
  if (view.action === 'signIn' && view.state !== 'reauthRequired') {
    return (
      <Link
        to={loginHref(`${prefix}/pay-bill/`, undefined, prefix)}
        className={className}
        data-primary-action
      >
        {label}
      </Link>
    );
  }
  return (
    <LocalLink to="/pay-bill/" className={className} data-primary-action>
      {label}
    </LocalLink>
  );
}

/**
 * What the widget says of a payment arrangement (issue 20 item 4): the one in place with its next
 * payment, one a missed payment cancelled, or, while past due, the offer of one; with its link.
 */
function ArrangementLine({ summary }: { summary: BillingSummary }) {
  const { t, locale } = useBillSummaryT();
  const a = summary.arrangement;
  let text: string | null = null;
  if (a?.status === 'active' && a.nextAmount !== null && a.nextPayDate) {
    text = t('billWidget.arrangementActive', {
      amount: formatCents(a.nextAmount, locale),
      date: formatCalendarDate(a.nextPayDate, locale),
    });
  } else if (a?.status === 'broken') {
    text = t('billWidget.arrangementBroken');
  }
  if (text) {
    return (
      <p className="bill-widget__arrangement">
        {text} <LocalLink to="/pay-bill/arrangement/">{t('billWidget.arrangementLink')}</LocalLink>
      </p>
    );
  }
  if (summary.pastDue === '' || a) return null;
  return (
    <p className="bill-widget__arrangement">
      <LocalLink to="/pay-bill/arrangement/">{t('billWidget.arrangementOffer')}</LocalLink>
    </p>
  );
}

function BillWidgetFrame({ view, summary }: { view: BillWidgetView; summary?: BillingSummary }) {
  const tr = useBillSummaryT();
  const { t, locale } = tr;
  const titleId = useId();
  const money = (cents: number) => formatCents(cents, locale);
  let details: ReactNode = null;
  if (summary) {
    // Nothing due (zero or a credit): no due date row.
    const dueDate = dueDateToShow(summary.amountDue, summary.dueDate);
    details = (
      <dl className="bill-widget__details">
        <div>
          {/* The bill's own account: bill pay may be working on another than the session's. */}
          <dt>{t('billWidget.accountNumber')}</dt>
          <dd>{displayAccountNumber(summary.accountNumber)}</dd>
        </div>
        <div>
          <dt>{t('billWidget.amountDue')}</dt>
          <dd className="bill-widget__amount">{money(summary.amountDue)}</dd>
        </div>
        {dueDate ? (
          <div>
            <dt>{t('billWidget.dueDate')}</dt>
            <dd>{formatCalendarDate(dueDate, locale)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('billWidget.lastPayment')}</dt>
          <dd>
            {summary.recentPayAmount !== null && summary.recentPayDate
              ? t('billWidget.lastPaymentValue', {
                  amount: money(summary.recentPayAmount),
                  date: formatCalendarDate(summary.recentPayDate, locale),
                })
              : t('billWidget.noPayment')}
          </dd>
        </div>
        <div>
          <dt>
            {t('billWidget.currentBalance')}{' '}
            <BillWidgetTooltip
              label={t('billWidget.currentBalanceAbout')}
              text={t('billWidget.currentBalanceTip')}
            />
          </dt>
          <dd>{money(summary.currentBalance)}</dd>
        </div>
      </dl>
    );
  }

  return (
    <section
      className={`card bill-widget bill-widget--${TONE[view.state]}`}
      aria-labelledby={titleId}
      aria-busy={view.state === 'loading'}
      data-state={view.state}
    >
      <h2 id={titleId} className="bill-widget__title">
        {t('billWidget.title')}
      </h2>
      {view.state === 'loading' ? (
        <LoadingCard label={t('billWidget.loading')} shape="card" lines={1} className="" />
      ) : (
        <>
          <p className="bill-widget__message" role={view.state === 'error' ? 'alert' : undefined}>
            {messageOf(view, summary, tr)}
          </p>
          {/* The one button right under the message, so it is in a phone's first screen (issue 14). */}
          <p className="bill-widget__action">
            <BillWidgetButton view={view} />
          </p>
          {summary ? <PendingCreditNote /> : null}
          {summary ? <ArrangementLine summary={summary} /> : null}
          {details}
        </>
      )}
    </section>
  );
}
