import { useState, type FormEvent } from 'react';
import type { PaymentMethod, ShopPlaceOrderBody } from '@coax/contract';
import { STATE_OPTIONS, US_STATES } from '@coax/domain';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useCheckoutT, type CheckoutKey } from '../i18n/use-checkout-t.ts';
import type { CardInput } from './encrypt-card.ts';

/** What the checkout form holds; the card's number never leaves the browser unencrypted. */
export interface CheckoutValues {
  addressKind: 'service' | 'shipping';
  street: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  payKind: 'saved' | 'card';
  methodId: string;
  cardNumber: string;
  cardName: string;
  expMonth: string;
  expYear: string;
}

export const emptyCheckout = (methods: readonly PaymentMethod[]): CheckoutValues => ({
  addressKind: 'service',
  street: '',
  line2: '',
  city: '',
  state: STATE_OPTIONS[0] ?? '',
  zip: '',
  payKind: methods.length > 0 ? 'saved' : 'card',
  methodId: methods[0]?.id ?? '',
  cardNumber: '',
  cardName: '',
  expMonth: '',
  expYear: '',
});

type Errors = Partial<Record<keyof CheckoutValues, CheckoutKey>>;

/** The form's problems, each a message key; none when it can be reviewed. */
export function checkoutErrors(v: CheckoutValues): Errors {
  const e: Errors = {};
  if (v.addressKind === 'shipping') {
    if (!v.street.trim()) e.street = 'checkout.invalid.street';
    if (!v.city.trim()) e.city = 'checkout.invalid.city';
    if (!US_STATES.some((s) => s.code === v.state)) e.state = 'checkout.invalid.state';
    if (!/^\d{5}$/.test(v.zip)) e.zip = 'checkout.invalid.zip';
  }
  if (v.payKind === 'saved' && !v.methodId) e.methodId = 'checkout.invalid.method';
  if (v.payKind === 'card') {
    if (!/^\d{13,19}$/.test(v.cardNumber.replace(/[ -]/g, ''))) e.cardNumber = 'checkout.invalid.card';
    if (!v.cardName.trim()) e.cardName = 'checkout.invalid.name';
    const m = Number(v.expMonth);
    const y = Number(v.expYear);
    if (!Number.isInteger(m) || m < 1 || m > 12 || !Number.isInteger(y) || y < 2000 || y > 2100) {
      e.expMonth = 'checkout.invalid.expiry';
    }
  }
  return e;
}

/** The card as it is encrypted for the gateway. */
export const cardOf = (v: CheckoutValues): CardInput => ({
  number: v.cardNumber.replace(/[ -]/g, ''),
  expMonth: Number(v.expMonth),
  expYear: Number(v.expYear),
  name: v.cardName.trim(),
});

/** The order's body, with the card already encrypted when it is a new one. */
export function orderBody(v: CheckoutValues, encrypted: string | null): ShopPlaceOrderBody {
  const address: ShopPlaceOrderBody['address'] =
    v.addressKind === 'service'
      ? { kind: 'service' }
      : {
          kind: 'shipping',
          street: v.street.trim(),
          ...(v.line2.trim() ? { line2: v.line2.trim() } : {}),
          city: v.city.trim(),
          state: v.state,
          zip: v.zip,
        };
  const payment: ShopPlaceOrderBody['payment'] =
    v.payKind === 'saved'
      ? { kind: 'saved', methodId: v.methodId }
      : { kind: 'card', encrypted: encrypted ?? '' };
  return { address, payment };
}

export function CheckoutForm({
  initial,
  methods,
  onReview,
}: {
  initial: CheckoutValues;
  methods: readonly PaymentMethod[];
  onReview: (v: CheckoutValues) => void;
}) {
  const { t } = useCheckoutT();
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<CheckoutValues>) => setV((old) => ({ ...old, ...patch }));
  const err = (k: keyof CheckoutValues) => (errors[k] ? t(errors[k]) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkoutErrors(v);
    setErrors(found);
    if (Object.keys(found).length === 0) onReview(v);
  };
  return (
    <form className="stack checkout-form" onSubmit={submit} noValidate>
      <fieldset className="stack">
        <legend>{t('checkout.address')}</legend>
        {(['service', 'shipping'] as const).map((kind) => (
          <label key={kind} className="radio">
            <input
              type="radio"
              name="address-kind"
              checked={v.addressKind === kind}
              onChange={() => set({ addressKind: kind })}
            />{' '}
            {t(kind === 'service' ? 'checkout.address.service' : 'checkout.address.shipping')}
          </label>
        ))}
        {v.addressKind === 'shipping' ? (
          <>
            <TextField
              id="co-street"
              label={t('checkout.street')}
              autoComplete="address-line1"
              value={v.street}
              error={err('street')}
              onChange={(e) => set({ street: e.target.value })}
            />
            <TextField
              id="co-line2"
              label={t('checkout.line2')}
              autoComplete="address-line2"
              value={v.line2}
              onChange={(e) => set({ line2: e.target.value })}
            />
            <TextField
              id="co-city"
              label={t('checkout.city')}
              autoComplete="address-level2"
              value={v.city}
              error={err('city')}
              onChange={(e) => set({ city: e.target.value })}
            />
            <SelectField
              id="co-state"
              label={t('checkout.state')}
              value={v.state}
              error={err('state')}
              options={STATE_OPTIONS.map((code) => ({ value: code, label: code }))}
              onChange={(state) => set({ state })}
            />
            <TextField
              id="co-zip"
              label={t('checkout.zip')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={v.zip}
              error={err('zip')}
              onChange={(e) => set({ zip: e.target.value })}
            />
          </>
        ) : null}
      </fieldset>
      <fieldset className="stack">
        <legend>{t('checkout.payment')}</legend>
        {methods.map((m) => (
          <label key={m.id} className="radio">
            <input
              type="radio"
              name="pay"
              checked={v.payKind === 'saved' && v.methodId === m.id}
              onChange={() => set({ payKind: 'saved', methodId: m.id })}
            />{' '}
            {t('checkout.payment.saved', { name: m.payMethodName, last4: m.last4 })}
          </label>
        ))}
        <label className="radio">
          <input
            type="radio"
            name="pay"
            checked={v.payKind === 'card'}
            onChange={() => set({ payKind: 'card' })}
          />{' '}
          {t('checkout.payment.new')}
        </label>
        {err('methodId') ? <p className="field__error">{err('methodId')}</p> : null}
        {v.payKind === 'card' ? (
          <>
            <TextField
              id="co-card"
              label={t('checkout.card.number')}
              inputMode="numeric"
              autoComplete="cc-number"
              value={v.cardNumber}
              error={err('cardNumber')}
              onChange={(e) => set({ cardNumber: e.target.value })}
            />
            <TextField
              id="co-card-name"
              label={t('checkout.card.name')}
              autoComplete="cc-name"
              value={v.cardName}
              error={err('cardName')}
              onChange={(e) => set({ cardName: e.target.value })}
            />
            <TextField
              id="co-exp-month"
              label={t('checkout.card.month')}
              inputMode="numeric"
              autoComplete="cc-exp-month"
              maxLength={2}
              value={v.expMonth}
              error={err('expMonth')}
              onChange={(e) => set({ expMonth: e.target.value })}
            />
            <TextField
              id="co-exp-year"
              label={t('checkout.card.year')}
              inputMode="numeric"
              autoComplete="cc-exp-year"
              maxLength={4}
              value={v.expYear}
              onChange={(e) => set({ expYear: e.target.value })}
            />
          </>
        ) : null}
      </fieldset>
      <button type="submit" className="button" data-primary-action>
        {t('checkout.review')}
      </button>
    </form>
  );
}
