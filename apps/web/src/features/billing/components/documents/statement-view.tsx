import type { StatementDetail } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { TableScroll } from '../../../../ui/table-scroll.tsx';
import { statementPdfHref } from '../../api/get-statement.ts';
import { BillExplainer } from './bill-explainer.tsx';
import { useBillingT, type BillingMessageKey } from '../../i18n/use-billing-t.ts';

const SECTION_TEXT: Record<StatementDetail['sections'][number]['section'], BillingMessageKey> = {
  payments: 'billingDocuments.section.payments',
  tv: 'billingDocuments.section.tv',
  internet: 'billingDocuments.section.internet',
  phone: 'billingDocuments.section.phone',
  equipment: 'billingDocuments.section.equipment',
  oneTime: 'billingDocuments.section.oneTime',
  credits: 'billingDocuments.section.credits',
  taxesFees: 'billingDocuments.section.taxesFees',
};

/** One statement: its totals, the PDF, its notices, and every line by section (issue 4: "line by line"). */
export function StatementView({
  statement,
  focusExplainer = false,
  onExplainerFocused,
}: {
  statement: StatementDetail;
  /** move the focus to what changed on it once that has loaded (a bill chosen from the chart) */
  focusExplainer?: boolean;
  onExplainerFocused?: () => void;
}) {
  const { t, lang, locale } = useBillingT();
  const money = (cents: number) => formatCents(cents, locale);
  const day = (value: string) => formatCalendarDate(value, locale);
  const date = day(statement.statementDate);

  return (
    <>
      <section className="card stack statement-summary" aria-labelledby="statement-summary-title">
        <h2 id="statement-summary-title">{t('billingDocuments.myBill.summary')}</h2>
        <dl className="details statement-summary__details">
          <dt>{t('billingDocuments.myBill.accountNumber')}</dt>
          <dd>{statement.accountNumber}</dd>
          <dt>{t('billingDocuments.myBill.statementDate')}</dt>
          <dd>{date}</dd>
          <dt>{t('billingDocuments.myBill.period')}</dt>
          <dd>
            {t('billingDocuments.myBill.periodValue', {
              start: day(statement.periodStart),
              end: day(statement.periodEnd),
            })}
          </dd>
          <dt>{t('billingDocuments.myBill.dueDate')}</dt>
          <dd>{day(statement.dueDate)}</dd>
          <dt>{t('billingDocuments.myBill.previousBalance')}</dt>
          <dd className="amount">{money(statement.previousBalance)}</dd>
          <dt>{t('billingDocuments.myBill.payments')}</dt>
          <dd className="amount">{money(-statement.payments)}</dd>
          <dt>{t('billingDocuments.myBill.newCharges')}</dt>
          <dd className="amount">{money(statement.newCharges)}</dd>
          <dt className="statement-summary__total">{t('billingDocuments.myBill.totalDue')}</dt>
          <dd className="amount statement-summary__total">{money(statement.totalDue)}</dd>
        </dl>
        <p>
          <a className="button" href={statementPdfHref(statement.id, lang)} download>
            {t('billingDocuments.myBill.download')}
            <span className="visually-hidden"> ({date})</span>
          </a>
        </p>
        {statement.insert ? (
          <div>
            <h3>{t('billingDocuments.myBill.inserts')}</h3>
            <ul>
              <li>
                <LocalLink
                  to={`/pay-bill/bill-insert/index.html?bi=${encodeURIComponent(statement.insert.id)}`}
                >
                  {statement.insert.title[lang]}
                </LocalLink>
              </li>
            </ul>
            <LocalLink to="/pay-bill/bill-insert">{t('billingDocuments.myBill.allInserts')}</LocalLink>
          </div>
        ) : null}
      </section>

      <BillExplainer statementId={statement.id} focus={focusExplainer} onFocused={onExplainerFocused} />

      <section className="card stack" aria-labelledby="statement-lines-title">
        <h2 id="statement-lines-title">{t('billingDocuments.myBill.details')}</h2>
        <TableScroll label={t('billingDocuments.myBill.tableRegion')}>
          <table className="table statement-lines">
            <caption>{t('billingDocuments.myBill.tableCaption', { date })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('billingDocuments.myBill.description')}</th>
                <th scope="col" className="amount">
                  {t('billingDocuments.myBill.amount')}
                </th>
              </tr>
            </thead>
            {/* The previous balance first, so the table adds up to the total due. */}
            <tbody>
              <tr className="statement-lines__subtotal">
                <th scope="row">{t('billingDocuments.myBill.previousBalance')}</th>
                <td className="amount">{money(statement.previousBalance)}</td>
              </tr>
            </tbody>
            {statement.sections.map((section) => {
              const title = t(SECTION_TEXT[section.section]);
              return (
                <tbody key={section.section}>
                  <tr className="statement-lines__section">
                    <th scope="rowgroup" colSpan={2}>
                      {title}
                    </th>
                  </tr>
                  {section.lines.map((line, i) => (
                    <tr key={i}>
                      <td>{line.description[lang]}</td>
                      <td className="amount">{money(line.amount)}</td>
                    </tr>
                  ))}
                  <tr className="statement-lines__subtotal">
                    <th scope="row">{t('billingDocuments.myBill.subtotal', { section: title })}</th>
                    <td className="amount">{money(section.subtotal)}</td>
                  </tr>
                </tbody>
              );
            })}
            <tfoot>
              <tr className="statement-lines__total">
                <th scope="row">{t('billingDocuments.myBill.totalDue')}</th>
                <td className="amount">{money(statement.totalDue)}</td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      </section>
    </>
  );
}
