import type { MakePaymentBody, PaymentMethod } from '@coax/contract';
import { checkPayDate, checkPaymentAmount, PAY_NOW, parsePaymentDate, resolvePayDate } from '@coax/domain';
import { amountErrorKey } from './payment-messages.ts';
import type { BillingMessageKey } from '../../i18n/use-billing-t.ts';

/** What the one-time payment form holds, as typed. */
export interface PaymentFormValues {
  methodId: string;
  amount: string;
  when: 'now' | 'date';
  date: string;
}

export type PaymentField = 'methodId' | 'amount' | 'date';

export interface PaymentFormCheck {
  errors: Partial<Record<PaymentField, BillingMessageKey>>;
  /** the request, when every field is fine */
  body: MakePaymentBody | null;
  /** the typed date is on or before the system date, so the payment goes now */
  dateIsNow: boolean;
}

/** A method can pay unless it is a card that has expired. */
export const usable = (m: PaymentMethod) => !m.expired;

/**
 * The method the form starts on: the default one if it can pay, else the first that can. A method
 * just declined (`declinedId`) is passed over while another can pay (issue 23 item 7); when none
 * can, it stays chosen and the form says it was declined.
 */
export function initialMethodId(methods: readonly PaymentMethod[], declinedId?: string): string {
  const fits = (m: PaymentMethod) => usable(m) && m.id !== declinedId;
  return (
    (methods.find((m) => m.isDefault && fits(m)) ?? methods.find(fits) ?? methods.find(usable))?.id ?? ''
  );
}

/** The seed's rules on the typed values (seed 002 §4 Payment date, §5 Currency amounts, Date parsing). */
export function checkPaymentForm(
  v: PaymentFormValues,
  systemDate: string,
  methods: readonly PaymentMethod[],
): PaymentFormCheck {
  const errors: PaymentFormCheck['errors'] = {};
  const method = methods.find((m) => m.id === v.methodId);
  if (!method || !usable(method)) errors.methodId = 'billingPayments.form.cardExpired';
  const amount = checkPaymentAmount(v.amount);
  if (!amount.ok) errors.amount = amountErrorKey(amount.code);
  let payDate: string = PAY_NOW;
  let dateIsNow = false;
  if (v.when === 'date') {
    const parsed = parsePaymentDate(v.date, systemDate);
    if (!parsed) errors.date = 'billingPayments.date.format';
    else {
      const check = checkPayDate(parsed, systemDate);
      if (!check.ok) {
        errors.date =
          check.code === 'tooLate' ? 'billingPayments.date.tooLate' : 'billingPayments.date.format';
      }
      dateIsNow = resolvePayDate(parsed, systemDate).immediate;
      payDate = dateIsNow ? PAY_NOW : parsed;
    }
  }
  const ok = Object.keys(errors).length === 0 && amount.cents !== null;
  return {
    errors,
    dateIsNow,
    body: ok && amount.cents !== null ? { methodId: v.methodId, amountCents: amount.cents, payDate } : null,
  };
}
