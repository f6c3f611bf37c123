import { formatMoney } from '@coax/domain';
import { useStoreT } from '../i18n/use-store-t.ts';

/** An amount in cents, two decimals; a negative amount reads as a credit (seed 002 §9). */
export function Money({ cents }: { cents: number }) {
  const { t, locale } = useStoreT();
  if (cents < 0) return <>{t('store.credit', { amount: formatMoney(-cents, locale) })}</>;
  return <>{formatMoney(cents, locale)}</>;
}
