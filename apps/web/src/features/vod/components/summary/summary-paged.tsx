import type { VodSummary } from '@coax/contract';
import type { VodFilterId } from '@coax/domain';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { SummaryEmpty, SummaryTitles } from './summary-body.tsx';
import { SummaryPagination } from './summary-pagination.tsx';
import type { SummaryLayout } from './use-summary-layout.ts';
import { formatNumber } from '../../../../i18n/format.ts';

/** Desktop (768 px and up): one page of titles, its place in the list, and the page buttons. */
export function SummaryPaged({
  summary,
  layout,
  caption,
  onPage,
  onClearFilter,
}: {
  summary: VodSummary;
  layout: SummaryLayout;
  caption: string;
  onPage: (page: number) => void;
  onClearFilter: (filter: VodFilterId) => void;
}) {
  const { tn, t, locale } = useVodT();
  const { page, pageSize, total, pageCount, titles } = summary;
  if (titles.length === 0) {
    return <SummaryEmpty summary={summary} onFirstPage={() => onPage(1)} onClearFilter={onClearFilter} />;
  }
  const from = (page - 1) * pageSize + 1;
  return (
    <>
      <p className="vod-summary__range">
        {tn('vodSummary.range', total, {
          from: formatNumber(from, locale),
          to: formatNumber(from + titles.length - 1, locale),
          count: formatNumber(total, locale),
        })}
      </p>
      <SummaryTitles
        titles={titles}
        layout={layout}
        tableCaption={t('vodSummary.tableCaption', {
          caption,
          page: formatNumber(page, locale),
          pages: formatNumber(pageCount, locale),
        })}
      />
      {pageCount > 1 ? <SummaryPagination page={page} pageCount={pageCount} onPage={onPage} /> : null}
    </>
  );
}
