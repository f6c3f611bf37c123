import type { CalendarMethod } from '@coax/contract';
import { useBillingT } from '../i18n/use-billing-t.ts';

/** "Visa ending 4242", "bank account ending 6789": the method a notice means. */
export function useCardLabel(): (m: Pick<CalendarMethod, 'cardType' | 'last4'>) => string {
  const { t } = useBillingT();
  return (m) =>
    m.cardType
      ? t('billingCalendar.card', { brand: t(`billingMethods.brand.${m.cardType}`), last4: m.last4 })
      : t('billingCalendar.bank', { last4: m.last4 });
}
