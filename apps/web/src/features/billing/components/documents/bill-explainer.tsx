import { useEffect, useRef } from 'react';
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

/**
 * The bill explainer (issue 20 item 1): the change since the previous statement and each reason.
 * With `focus`, it takes the focus once it has loaded (a bill chosen from the bill history chart).
 */
export function BillExplainer({
  statementId,
  focus = false,
  onFocused,
}: {
  statementId: string;
  focus?: boolean;
  onFocused?: () => void;
}) {
  const { t, lang, locale } = useBillingT();
  const explanation = useStatementExplanation(statementId);
  const section = useRef<HTMLElement>(null);
  const ready = !explanation.isPending;
  useEffect(() => {
    if (!focus || !ready) return;
    section.current?.focus();
    onFocused?.();
  }, [focus, ready, onFocused]);

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
    <section
      ref={section}
      tabIndex={-1}
      className="card stack bill-explainer"
      aria-labelledby="bill-explainer-title"
    >
      <h2 id="bill-explainer-title">{t('billingDocuments.explainer.title')}</h2>
      {body}
    </section>
  );
}
