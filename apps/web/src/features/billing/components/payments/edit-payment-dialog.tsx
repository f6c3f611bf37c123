import { useState, type FormEvent } from 'react';
import type { Payment, PaymentMethod, UpdatePaymentBody } from '@coax/contract';
import {
  centsToAmountText,
  checkPaymentAmount,
  checkRescheduleDate,
  formatPaymentDateInput,
  parsePaymentDate,
} from '@coax/domain';
import { Dialog } from '../../../../ui/dialog.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useUpdatePayment } from '../../api/update-payment.ts';
import { AmountField } from './amount-field.tsx';
import { MethodSelect } from './method-select.tsx';
import { amountErrorKey, failureKey } from './payment-messages.ts';
import { useBillingT, type BillingMessageKey } from '../../i18n/use-billing-t.ts';

const ID = 'edit-payment';

/** updateotpayment in a dialog: amount, date (after today) and method of a scheduled payment. */
export function EditPaymentDialog({
  payment,
  methods,
  systemDate,
  onClose,
  onSaved,
}: {
  payment: Payment;
  methods: readonly PaymentMethod[];
  systemDate: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useBillingT();
  const update = useUpdatePayment();
  const [amount, setAmount] = useState(centsToAmountText(payment.payAmount));
  const [date, setDate] = useState(formatPaymentDateInput(payment.payDate));
  const [methodId, setMethodId] = useState(payment.methodId);
  const [submitted, setSubmitted] = useState(false);

  const amountCheck = checkPaymentAmount(amount);
  const parsed = parsePaymentDate(date, systemDate);
  const dateCheck = parsed ? checkRescheduleDate(parsed, systemDate) : null;
  const errors: { amount?: BillingMessageKey; date?: BillingMessageKey } = {};
  if (!amountCheck.ok) errors.amount = amountErrorKey(amountCheck.code);
  if (!parsed || !dateCheck) errors.date = 'billingPayments.date.format';
  else if (!dateCheck.ok) errors.date = `billingPayments.date.${dateCheck.code}`;
  const show = (key: BillingMessageKey | undefined) => (submitted && key ? t(key) : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (update.isPending || errors.amount || errors.date || amountCheck.cents === null || !parsed) return;
    // Only what changed goes to the server.
    const body: UpdatePaymentBody = {
      ...(amountCheck.cents !== payment.payAmount ? { amountCents: amountCheck.cents } : {}),
      ...(parsed !== payment.payDate ? { payDate: parsed } : {}),
      ...(methodId !== payment.methodId ? { methodId } : {}),
    };
    if (Object.keys(body).length === 0) return onClose();
    update.mutate({ id: payment.paymentId, body }, { onSuccess: onSaved });
  };

  return (
    <Dialog title={t('billingPayments.activity.editTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <form className="stack" noValidate onSubmit={submit}>
        {update.isError ? (
          <Notice tone="error" live="assertive">
            <p>{t(failureKey(update.error))}</p>
          </Notice>
        ) : null}
        <AmountField
          id={`${ID}-amount`}
          label={t('billingPayments.form.amount')}
          value={amount}
          error={show(errors.amount)}
          onChange={setAmount}
        />
        <TextField
          id={`${ID}-date`}
          label={t('billingPayments.form.date')}
          hint={t('billingPayments.form.dateHint')}
          error={show(errors.date)}
          value={date}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          onChange={(e) => setDate(e.target.value)}
        />
        <MethodSelect
          id={`${ID}-method`}
          label={t('billingPayments.form.method')}
          methods={methods}
          value={methodId}
          error={undefined}
          onChange={setMethodId}
        />
        <div className="button-row">
          <button
            type="submit"
            className="button button--primary"
            disabled={update.isPending}
            aria-busy={update.isPending || undefined}
          >
            {update.isPending ? t('billingPayments.activity.saving') : t('billingPayments.activity.save')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
