import { useId } from 'react';
import type { VodFilters } from '@coax/contract';
import type { SummaryPageSize, VodFilterId, VodSort } from '@coax/domain';
import { useVodT } from '../../i18n/use-vod-t.ts';
import type { SummaryChoice, SummaryState } from './summary-state.ts';
import type { SummaryLayout } from './use-summary-layout.ts';

/** The translated name of a sort or a filter (the server's names are the seed's English ones). */
export function useChoiceNames() {
  const { t } = useVodT();
  return {
    sortName: (sort: VodSort) => t(`vodSummary.sort.${sort}`),
    filterName: (filter: VodFilterId) => t(`vodSummary.filter.${filter}`),
  };
}

/** Grid or table: two pressed-or-not buttons, the choice shared by every category grid. */
export function LayoutToggle({
  layout,
  onLayout,
}: {
  layout: SummaryLayout;
  onLayout: (layout: SummaryLayout) => void;
}) {
  const { t } = useVodT();
  const labelId = useId();
  return (
    <div className="vod-summary__layout">
      <span id={labelId} className="vod-summary__label">
        {t('vodSummary.layout')}
      </span>
      <div role="group" aria-labelledby={labelId} className="vod-summary__segmented">
        {(['grid', 'table'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="button button--small"
            aria-pressed={layout === option}
            onClick={() => onLayout(option)}
          >
            {t(`vodSummary.layout.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Desktop controls: layout, page size, sort and filter; each change takes effect at once. */
export function SummaryToolbar({
  filters,
  state,
  onChoose,
  layout,
  onLayout,
}: {
  filters: VodFilters;
  state: SummaryState;
  onChoose: (change: Partial<SummaryChoice>) => void;
  layout: SummaryLayout;
  onLayout: (layout: SummaryLayout) => void;
}) {
  const { t } = useVodT();
  const { sortName, filterName } = useChoiceNames();
  const id = useId();
  return (
    <div className="vod-summary__toolbar" role="group" aria-label={t('vodSummary.controls')}>
      <LayoutToggle layout={layout} onLayout={onLayout} />
      <div className="vod-summary__control">
        <label className="vod-summary__label" htmlFor={`${id}-size`}>
          {t('vodSummary.pageSize')}
        </label>
        <select
          id={`${id}-size`}
          className="field__input"
          value={state.pageSize}
          onChange={(e) => {
            const size = filters.pageSizes.find((n) => String(n) === e.target.value);
            if (size !== undefined) onChoose({ pageSize: size satisfies SummaryPageSize });
          }}
        >
          {filters.pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('vodSummary.pageSize.option', { count: size })}
            </option>
          ))}
        </select>
      </div>
      <div className="vod-summary__control">
        <label className="vod-summary__label" htmlFor={`${id}-sort`}>
          {t('vodSummary.sort')}
        </label>
        <select
          id={`${id}-sort`}
          className="field__input"
          value={state.sort}
          onChange={(e) => {
            const sort = filters.sorts.find((s) => s.id === e.target.value);
            if (sort) onChoose({ sort: sort.id });
          }}
        >
          {filters.sorts.map((sort) => (
            <option key={sort.id} value={sort.id}>
              {sortName(sort.id)}
            </option>
          ))}
        </select>
      </div>
      <div className="vod-summary__control">
        <label className="vod-summary__label" htmlFor={`${id}-filter`}>
          {t('vodSummary.filter')}
        </label>
        <select
          id={`${id}-filter`}
          className="field__input"
          value={state.filter}
          onChange={(e) => {
            const filter = filters.filters.find((f) => String(f.id) === e.target.value);
            if (filter) onChoose({ filter: filter.id });
          }}
        >
          {filters.filters.map((filter) => (
            <option key={filter.id} value={filter.id}>
              {filterName(filter.id)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
