import type { VodSummary, VodTitleCard } from '@coax/contract';
import type { VodFilterId } from '@coax/domain';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { useChoiceNames } from './summary-toolbar.tsx';
import { TitleGrid, TitleTable } from './summary-titles.tsx';
import type { SummaryLayout } from './use-summary-layout.ts';

/** The titles in the chosen layout. */
export function SummaryTitles({
  titles,
  layout,
  tableCaption,
}: {
  titles: readonly VodTitleCard[];
  layout: SummaryLayout;
  tableCaption: string;
}) {
  return layout === 'table' ? (
    <TitleTable titles={titles} caption={tableCaption} />
  ) : (
    <TitleGrid titles={titles} />
  );
}

/**
 * What an empty answer means: a page past the end of the list (offer the first page), a filter
 * nothing matches (offer to drop it), or a category with nothing in it yet.
 */
export function SummaryEmpty({
  summary,
  onFirstPage,
  onClearFilter,
}: {
  summary: VodSummary;
  /** desktop only: a phone list always starts at the first titles */
  onFirstPage?: () => void;
  onClearFilter: (filter: VodFilterId) => void;
}) {
  const { t } = useVodT();
  const { filterName } = useChoiceNames();
  if (summary.total > 0 && onFirstPage) {
    return (
      <div className="vod-summary__empty">
        <p>{t('vodSummary.pastEnd')}</p>
        <button type="button" className="button" onClick={onFirstPage}>
          {t('vodSummary.firstPage')}
        </button>
      </div>
    );
  }
  if (summary.filter !== 0) {
    return (
      <div className="vod-summary__empty">
        <p>{t('vodSummary.emptyFiltered', { filter: filterName(summary.filter) })}</p>
        <button type="button" className="button" onClick={() => onClearFilter(0)}>
          {t('vodSummary.clearFilter')}
        </button>
      </div>
    );
  }
  return <p className="vod-summary__empty">{t('vodSummary.empty')}</p>;
}
