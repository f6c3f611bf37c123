import type { PaymentMethod } from '@coax/contract';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/** 'Visa credit card ending in 4242', 'Checking account ending in 6789'. */
export function useMethodDescription(): (m: PaymentMethod) => string {
  const { t } = useBillingT();
  return (m) => {
    if (m.payType === 'BA') return t('billingMethods.list.checking', { last4: m.last4 });
    if (!m.cardType) return t('billingMethods.list.card', { last4: m.last4 });
    const brand = t(`billingMethods.brand.${m.cardType}`);
    return t(m.methodType === 'D' ? 'billingMethods.list.debitCard' : 'billingMethods.list.creditCard', {
      brand,
      last4: m.last4,
    });
  };
}

/** MMYY -> MM/YY. */
export const expiryText = (expDate: string) => `${expDate.slice(0, 2)}/${expDate.slice(2)}`;

/** The badges a method carries: default, expired or expiring, autopay. */
export function MethodBadges({ method }: { method: PaymentMethod }) {
  const { t } = useBillingT();
  const badges: { key: string; text: string; tone: string }[] = [];
  if (method.isDefault) {
    badges.push({ key: 'default', text: t('billingMethods.badge.default'), tone: 'info' });
  }
  if (method.expired) {
    badges.push({ key: 'expired', text: t('billingMethods.badge.expired'), tone: 'danger' });
  } else if (method.expiring) {
    badges.push({ key: 'expiring', text: t('billingMethods.badge.expiring'), tone: 'warning' });
  }
  if (method.isAutoPayment) {
    badges.push({ key: 'autopay', text: t('billingMethods.badge.autopay'), tone: 'success' });
  }
  if (badges.length === 0) return null;
  return (
    <ul className="method-badges">
      {badges.map((b) => (
        <li key={b.key} className={`method-badge method-badge--${b.tone}`}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}

/** A method's facts: the masked number, the expiry or the routing number. */
export function MethodFacts({ method }: { method: PaymentMethod }) {
  const { t } = useBillingT();
  return (
    <dl className="method-facts">
      <div>
        <dt>{t('billingMethods.list.number')}</dt>
        <dd className="method-facts__number">{method.paymentAccountNumber}</dd>
      </div>
      {method.expDate ? (
        <div>
          <dt>{t('billingMethods.list.expires')}</dt>
          <dd>{expiryText(method.expDate)}</dd>
        </div>
      ) : null}
      {method.routNum ? (
        <div>
          <dt>{t('billingMethods.list.routing')}</dt>
          <dd>{method.routNum}</dd>
        </div>
      ) : null}
    </dl>
  );
}
