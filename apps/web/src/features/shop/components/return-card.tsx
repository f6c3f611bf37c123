import type { ShopReturn } from '@coax/contract';
import { formatConfirmationCode, formatDate } from '@coax/domain';
import { returnDocumentHref } from '../api/returns.ts';
import { returnReasonKey, returnStatusKey, useReturnsT } from '../i18n/use-returns-t.ts';
import { Money } from './money.tsx';

/** One return: its RMA, status, lines, refund, and the packing slip and label to download. */
export function ReturnCard({ ret, last4 }: { ret: ShopReturn; last4: string }) {
  const { t, lang, locale } = useReturnsT();
  const headingId = `return-${ret.rma}`;
  return (
    <section className="store-return stack" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('returns.rma', { rma: ret.rma })}</h3>
      <dl className="store-totals">
        <dt>{t('returns.status')}</dt>
        <dd data-testid="return-status">{t(returnStatusKey(ret.status))}</dd>
        <dt>{t('returns.madeOn')}</dt>
        <dd>{formatDate(ret.createdAt, locale)}</dd>
        <dt>{t('returns.reason')}</dt>
        <dd>{t(returnReasonKey(ret.reason))}</dd>
        <dt>{t('returns.refund')}</dt>
        <dd>
          <Money cents={ret.refund} />
        </dd>
      </dl>
      <ul className="store-lines">
        {ret.lines.map((l) => (
          <li key={l.sku} className="store-line">
            <span className="store-line__name">
              {t('returns.line', { quantity: l.quantity, name: l.name[lang], option: l.option[lang] })}
            </span>
          </li>
        ))}
      </ul>
      <p>
        {ret.refundedAt !== null && ret.refundConfirmation
          ? t('returns.refundedOn', {
              date: formatDate(ret.refundedAt, locale),
              code: formatConfirmationCode(ret.refundConfirmation),
            })
          : t('returns.refundTo', { last4 })}
      </p>
      <p className="store-return__documents">
        <a href={returnDocumentHref(ret.rma, 'packing-slip', lang)} download>
          {t('returns.packingSlip')}
        </a>
        <a href={returnDocumentHref(ret.rma, 'label', lang)} download>
          {t('returns.label')}
        </a>
      </p>
    </section>
  );
}
