import { Money } from './money.tsx';
import { useCheckoutT } from '../i18n/use-checkout-t.ts';

/**
 * An order's or a cart's money, as the cart page writes it (seed 002 §9: total = before-tax + tax
 * − discount): before tax, tax, discounts shown as credit, and the total. `testId` marks the total.
 */
export function OrderTotals({
  money,
  testId,
}: {
  money: { beforeTax: number; tax: number; discount: number; total: number };
  testId: string;
}) {
  const { t } = useCheckoutT();
  return (
    <dl className="store-totals">
      <dt>{t('orders.beforeTax')}</dt>
      <dd>
        <Money cents={money.beforeTax} />
      </dd>
      <dt>{t('orders.tax')}</dt>
      <dd>
        <Money cents={money.tax} />
      </dd>
      {money.discount > 0 ? (
        <>
          <dt>{t('orders.discount')}</dt>
          <dd>
            <Money cents={-money.discount} />
          </dd>
        </>
      ) : null}
      <dt>{t('orders.total')}</dt>
      <dd data-testid={testId}>
        <strong>
          <Money cents={money.total} />
        </strong>
      </dd>
    </dl>
  );
}
