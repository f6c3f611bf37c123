import { useState, type FormEvent } from 'react';
import type { ArrangementOffer, CreateArrangementBody, PaymentMethod } from '@coax/contract';
import { centsToAmountText, parseAmountCents, PAYMENT_MIN_CENTS } from '@coax/domain';
import { formatCalendarDate, formatCents } from '../../../i18n/format.ts';
import { fallbackKey, reasonKey, type ReasonKeys } from '../../../lib/refusal.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ErrorSummary, type SummaryItem } from '../../../ui/error-summary.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { AmountField } from '../components/payments/amount-field.tsx';
import { MethodSelect } from '../components/payments/method-select.tsx';
import { newIdempotencyKey } from '../api/idempotency-key.ts';
import { useBillingT, type BillingMessageKey } from '../i18n/use-billing-t.ts';
import { useCreateArrangement } from './get-arrangement.ts';

const REFUSALS: ReasonKeys<BillingMessageKey> = {
  'arrangement.not-eligible.not-past-due': 'billingArrangement.refused.notPastDue',
  'arrangement.not-eligible.active': 'billingArrangement.refused.active',
  'arrangement.not-eligible.broken-recently': 'billingArrangement.refused.brokenRecently',
  'arrangement.plan.count': 'billingArrangement.refused.count',
  'arrangement.plan.date': 'billingArrangement.refused.date',
  'arrangement.plan.order': 'billingArrangement.refused.order',
  'arrangement.plan.amount': 'billingArrangement.refused.amount',
  'arrangement.plan.sum': 'billingArrangement.refused.sum',
  'payment.card-expired': 'billingArrangement.refused.cardExpired',
};

interface Row {
  payDate: string;
  amount: string;
  methodId: string;
}

const ID = 'arrangement';

/** Rows from the server's first plan for `count` payments, each on the default method. */
function rowsFor(offer: ArrangementOffer, count: number, methodId: string): Row[] {
  const plan = offer.suggestions[count - 2] ?? [];
  return plan.map((p) => ({ payDate: p.payDate, amount: centsToAmountText(p.amount), methodId }));
}

/**
 * The plan: 2 or 3 payments, each with its date, amount and method, prefilled with equal parts;
 * the total shown as it changes; a review dialog that sends it once (one key per confirm).
 */
export function ArrangementForm({
  offer,
  methods,
  onDone,
}: {
  offer: ArrangementOffer;
  methods: readonly PaymentMethod[];
  /** the arrangement is set up: the page shows it in the form's place */
  onDone: () => void;
}) {
  const { t, locale } = useBillingT();
  const money = (c: number) => formatCents(c, locale);
  const usable = methods.filter((m) => !m.expired);
  const firstMethod = (usable.find((m) => m.isDefault) ?? usable[0])?.id ?? '';
  const [count, setCount] = useState(2);
  const [rows, setRows] = useState<Row[]>(() => rowsFor(offer, 2, firstMethod));
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [reviewing, setReviewing] = useState<CreateArrangementBody | null>(null);
  const [key, setKey] = useState('');
  const create = useCreateArrangement();
  const lastDay = formatCalendarDate(offer.lastDay, locale);

  const cents = rows.map((r) => parseAmountCents(r.amount));
  const total = cents.reduce<number>((s, c) => s + (c ?? 0), 0);
  const errors = rows.map((r, i) => ({
    date:
      r.payDate < offer.today || r.payDate > offer.lastDay
        ? t('billingArrangement.error.date', { lastDay })
        : undefined,
    amount:
      (cents[i] ?? null) === null || (cents[i] ?? 0) < PAYMENT_MIN_CENTS
        ? t('billingArrangement.error.amount')
        : undefined,
    method: r.methodId ? undefined : t('billingArrangement.error.method'),
  }));
  const [shown, setShown] = useState(false);

  const change = (i: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const choose = (n: number) => {
    setCount(n);
    setRows(rowsFor(offer, n, firstMethod));
    setSummary([]);
    setShown(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    const items = errors.flatMap((er, i) =>
      (['date', 'amount', 'method'] as const).flatMap((f) =>
        er[f]
          ? [
              {
                message: `${t('billingArrangement.part', { n: i + 1 })}: ${er[f]}`,
                fieldId: `${ID}-${f}-${i}`,
              },
            ]
          : [],
      ),
    );
    if (items.length === 0 && total !== offer.pastDueAmount) {
      items.push({ message: t('billingArrangement.refused.sum'), fieldId: `${ID}-amount-0` });
    }
    setSummary(items);
    if (items.length > 0) return;
    create.reset();
    setKey(newIdempotencyKey());
    setReviewing({
      instalments: rows.map((r, i) => ({
        payDate: r.payDate,
        amountCents: cents[i] ?? 0,
        methodId: r.methodId,
      })),
    });
  };

  const nickname = (id: string) => methods.find((m) => m.id === id)?.payMethodName ?? '';
  const failure = create.error ? t(reasonKey(create.error, REFUSALS) ?? fallbackKey(create.error)) : null;

  return (
    <form className="card stack" noValidate onSubmit={submit} aria-labelledby={`${ID}-form-title`}>
      <h2 id={`${ID}-form-title`}>{t('billingArrangement.review')}</h2>
      <ErrorSummary title={t('billingArrangement.errorsTitle')} items={summary} />
      {offer.maxInstalments > 2 ? (
        <fieldset className="payment-fieldset">
          <legend>{t('billingArrangement.count')}</legend>
          {[2, 3].map((n) => (
            <label key={n} className="payment-radio">
              <input
                type="radio"
                name={`${ID}-count`}
                value={n}
                checked={count === n}
                onChange={() => choose(n)}
              />
              <span>{t('billingArrangement.countOption', { count: n })}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {rows.map((r, i) => (
        <fieldset key={`${count}-${i}`} className="payment-fieldset arrangement-part">
          <legend>{t('billingArrangement.part', { n: i + 1 })}</legend>
          <TextField
            id={`${ID}-date-${i}`}
            label={t('billingArrangement.date')}
            hint={t('billingArrangement.dateHint', { lastDay })}
            type="date"
            min={offer.today}
            max={offer.lastDay}
            value={r.payDate}
            error={shown ? errors[i]?.date : undefined}
            onChange={(e) => change(i, { payDate: e.target.value })}
          />
          <AmountField
            id={`${ID}-amount-${i}`}
            label={t('billingArrangement.amount')}
            value={r.amount}
            error={shown ? errors[i]?.amount : undefined}
            onChange={(amount) => change(i, { amount })}
          />
          <MethodSelect
            id={`${ID}-method-${i}`}
            label={t('billingArrangement.method')}
            methods={methods}
            value={r.methodId}
            error={shown ? errors[i]?.method : undefined}
            onChange={(methodId) => change(i, { methodId })}
          />
        </fieldset>
      ))}
      <p aria-live="polite">
        {t('billingArrangement.total', { total: money(total), pastDue: money(offer.pastDueAmount) })}
      </p>
      <div className="button-row">
        <button type="submit" className="button button--primary" data-primary-action>
          {t('billingArrangement.review')}
        </button>
      </div>
      {reviewing ? (
        <ConfirmDialog
          title={t('billingArrangement.confirmTitle')}
          closeLabel={t('billingArrangement.close')}
          onClose={() => setReviewing(null)}
          error={failure}
          confirmLabel={t('billingArrangement.confirm')}
          busyLabel={t('billingArrangement.confirming')}
          busy={create.isPending}
          onConfirm={() => create.mutate({ body: reviewing, idempotencyKey: key }, { onSuccess: onDone })}
          keepLabel={t('billingArrangement.keep')}
        >
          <ul>
            {reviewing.instalments.map((p) => (
              <li key={p.payDate}>
                {t('billingArrangement.confirmLine', {
                  date: formatCalendarDate(p.payDate, locale),
                  amount: money(p.amountCents),
                  method: nickname(p.methodId),
                })}
              </li>
            ))}
          </ul>
          <p>{t('billingArrangement.confirmNote')}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
