import { useId, useState } from 'react';
import type { VodFilters } from '@coax/contract';
import type { VodFilterId, VodSort } from '@coax/domain';
import { useT } from '../../../../i18n/use-t.ts';
import { Dialog } from '../../../../ui/dialog.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { useChoiceNames } from './summary-toolbar.tsx';

export interface SortChoice {
  sort: VodSort;
  filter: VodFilterId;
}

/**
 * The phone sort sheet (seed 001 §2: "A mobile sort sheet opens and closes; cancel restores the
 * previous sort and filter"). The sheet works on its own copy of the choice, made from the list's
 * sort and filter each time it opens: Apply hands the copy to the list, while Cancel, the close
 * button and Escape drop it, so the list keeps the sort and filter it had before the sheet opened.
 */
export function SortSheet({
  filters,
  current,
  onApply,
  onCancel,
}: {
  filters: VodFilters;
  current: SortChoice;
  onApply: (choice: SortChoice) => void;
  onCancel: () => void;
}) {
  const { t } = useVodT();
  const common = useT();
  const { sortName, filterName } = useChoiceNames();
  const [draft, setDraft] = useState<SortChoice>(current);
  const id = useId();
  return (
    <Dialog title={t('vodSummary.sortSheet')} closeLabel={common.t('common.close')} onClose={onCancel}>
      <form
        className="vod-sort-sheet"
        onSubmit={(e) => {
          e.preventDefault();
          onApply(draft);
        }}
      >
        <fieldset className="vod-sort-sheet__group">
          <legend>{t('vodSummary.sort')}</legend>
          {filters.sorts.map((sort) => (
            <label key={sort.id} className="vod-sort-sheet__option">
              <input
                type="radio"
                name={`${id}-sort`}
                value={sort.id}
                checked={draft.sort === sort.id}
                onChange={() => setDraft((d) => ({ ...d, sort: sort.id }))}
              />
              {sortName(sort.id)}
            </label>
          ))}
        </fieldset>
        <fieldset className="vod-sort-sheet__group">
          <legend>{t('vodSummary.filter')}</legend>
          {filters.filters.map((filter) => (
            <label key={filter.id} className="vod-sort-sheet__option">
              <input
                type="radio"
                name={`${id}-filter`}
                value={filter.id}
                checked={draft.filter === filter.id}
                onChange={() => setDraft((d) => ({ ...d, filter: filter.id }))}
              />
              {filterName(filter.id)}
            </label>
          ))}
        </fieldset>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {t('vodSummary.apply')}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {common.t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
