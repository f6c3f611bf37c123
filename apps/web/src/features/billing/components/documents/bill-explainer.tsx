import type { BillChangeItem } from '@coax/contract';
import { formatMoneyChange } from '@coax/domain';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { LoadFailed } from '../../../../ui/load-failed.tsx';
import { LoadingCard } from '../../../../ui/loading-card.tsx';
import { useStatementExplanation } from '../../api/get-statement-explanation.ts';
import { useBillingT, type BillingMessageKey, type BillingTranslator } from '../../i18n/use-billing-t.ts';

const REASON: Record<Exclude<BillChangeItem['change'], 'notRepeated'>, BillingMessageKey> = {
  promotionEnded: 'billingDocuments.explainer.promotionEnded',
  promotionStarted: 'billingDocuments.explainer.promotionStarted',
  added: 'billingDocuments.explainer.added',
  removed: 'billingDocuments.explainer.removed',
  changed: 'billingDocuments.explainer.changed',
  oneTime: 'billingDocuments.explainer.oneTime',
  credit: 'billingDocuments.explainer.credit',
};

/** One change as a sentence in the reader's language, built from the change's facts. */
function reason(
  c: BillChangeItem,
  { t, lang, locale }: Pick<BillingTranslator, 't' | 'lang' | 'locale'>,
): string {
  const facts = {
    name: c.description[lang],
    service: (c.service ?? c.description)[lang],
    date: c.date ? formatCalendarDate(c.date, locale) : '',
    previous: formatCents(c.previous, locale),
    current: formatCents(c.current, locale),
    delta: formatMoneyChange(c.delta, locale),
  };
  if (c.change !== 'notRepeated') return t(REASON[c.change], facts);
  return c.lineKind === 'credit'
    ? t('billingDocuments.explainer.notRepeatedCredit', facts)
    : t('billingDocuments.explainer.notRepeatedCharge', facts);
}

/** The bill explainer (issue 20 item 1): the change since the previous statement and each reason. */
export function BillExplainer({ statementId }: { statementId: string }) {
  const { t, lang, locale } = useBillingT();
  const explanation = useStatementExplanation(statementId);

  let body;
  if (explanation.isPending) {
    body = <LoadingCard label={t('billingDocuments.explainer.loading')} lines={3} className="" />;
  } else if (explanation.isError) {
    body = (
      <LoadFailed
        message={t('billingDocuments.explainer.loadFailed')}
        onRetry={() => void explanation.refetch()}
        retrying={explanation.isFetching}
      />
    );
  } else if (explanation.data.previous === null) {
    body = <p>{t('billingDocuments.explainer.first')}</p>;
  } else {
    const { totalChange, changes } = explanation.data;
    body = (
      <>
        <p className="bill-explainer__total">
          {totalChange === 0
            ? t('billingDocuments.explainer.same')
            : t('billingDocuments.explainer.total', { delta: formatMoneyChange(totalChange, locale) })}
        </p>
        {changes.length > 0 ? (
          <ul className="bill-explainer__reasons">
            {changes.map((c, i) => (
              <li key={`${c.change}-${c.code}-${i}`}>{reason(c, { t, lang, locale })}</li>
            ))}
          </ul>
        ) : null}
      </>
    );
  }

  return (
    <section className="card stack bill-explainer" aria-labelledby="bill-explainer-title">
      <h2 id="bill-explainer-title">{t('billingDocuments.explainer.title')}</h2>
      {body}
    </section>
  );
}
