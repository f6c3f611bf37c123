import type { StatementSummary } from '@coax/contract';
import { formatCalendarDate, formatCents, formatShortMonth } from '../../../../i18n/format.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { BarChart } from '../../../../ui/bar-chart.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { TableScroll } from '../../../../ui/table-scroll.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/** Issue 20 item 5: "the last 12 bills". */
export const BILL_HISTORY_LENGTH = 12;

/** Where a statement's explainer is: My bill with that statement chosen. */
export const statementHref = (id: string) => `/pay-bill/my-bill/?statement=${encodeURIComponent(id)}`;

/**
 * The last 12 bills as a bar chart (issue 20 item 5): each bar a statement's total due, oldest on
 * the left; choosing a bar (click, or Enter after the arrow keys) shows that statement and moves to
 * what changed on it. The table behind the toggle says the same, with a link to each bill. Fewer
 * than two statements make no history: a notice says so.
 */
export function BillHistoryChart({
  statements,
  shown,
  onPick,
}: {
  /** newest first, as the statement list answers */
  statements: readonly StatementSummary[];
  /** the statement on the page */
  shown: string | undefined;
  onPick: (id: string) => void;
}) {
  const { t, locale } = useBillingT();
  const recent = statements.slice(0, BILL_HISTORY_LENGTH).reverse();
  const date = (s: StatementSummary) => formatCalendarDate(s.statementDate, locale);
  const money = (cents: number) => formatCents(cents, locale);

  let body;
  if (recent.length < 2) {
    body = (
      <Notice>
        <p>{t('billingDocuments.history.tooFew')}</p>
      </Notice>
    );
  } else {
    body = (
      <>
        <p>{t('billingDocuments.history.intro', { count: recent.length })}</p>
        <BarChart
          id="bill-history"
          label={t('billingDocuments.history.chart')}
          bars={recent.map((s) => ({
            key: s.id,
            value: s.totalDue,
            text: t('billingDocuments.history.bar', { date: date(s), amount: money(s.totalDue) }),
            tick: formatShortMonth(s.statementDate, locale),
          }))}
          picked={shown}
          onPick={onPick}
          tableSummary={t('billingDocuments.history.showTable')}
          table={
            <TableScroll label={t('billingDocuments.history.tableCaption')}>
              <table className="table">
                <caption className="visually-hidden">{t('billingDocuments.history.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('billingDocuments.myBill.statementDate')}</th>
                    <th scope="col" className="amount">
                      {t('billingDocuments.myBill.totalDue')}
                    </th>
                    <th scope="col">{t('billingDocuments.history.changes')}</th>
                  </tr>
                </thead>
                <tbody>
                  {recent.map((s) => (
                    <tr key={s.id}>
                      <th scope="row">{date(s)}</th>
                      <td className="amount">{money(s.totalDue)}</td>
                      <td>
                        <LocalLink
                          to={statementHref(s.id)}
                          onClick={(e) => {
                            // A new tab or window opens the link as it is.
                            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                            e.preventDefault();
                            onPick(s.id);
                          }}
                        >
                          {t('billingDocuments.history.explain')}
                          <span className="visually-hidden"> ({date(s)})</span>
                        </LocalLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          }
        />
      </>
    );
  }

  return (
    <section className="card stack bill-history" aria-labelledby="bill-history-title">
      <h2 id="bill-history-title">{t('billingDocuments.history.title')}</h2>
      {body}
    </section>
  );
}
