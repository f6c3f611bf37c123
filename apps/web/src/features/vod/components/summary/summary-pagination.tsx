import { pageButtons } from '@coax/domain';
import { useVodT } from '../../i18n/use-vod-t.ts';

/**
 * Desktop paging (issue 6): previous, seven page slots with an ellipsis for each run of pages left
 * out (domain pageButtons), next. The current page is marked with aria-current.
 */
export function SummaryPagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useVodT();
  return (
    <nav className="vod-pagination" aria-label={t('vodSummary.pagination')}>
      <ul className="vod-pagination__list">
        <li>
          <button
            type="button"
            className="button button--small"
            aria-label={t('vodSummary.previousLabel')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('vodSummary.previous')}
          </button>
        </li>
        {pageButtons(page, pageCount).map((slot) =>
          'gap' in slot ? (
            <li key={`gap-${slot.gap}`} className="vod-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <button
                type="button"
                className={`button button--small vod-pagination__page${slot.current ? ' vod-pagination__page--current' : ''}`}
                aria-label={t('vodSummary.pageLabel', { page: slot.page })}
                aria-current={slot.current ? 'page' : undefined}
                onClick={() => {
                  if (!slot.current) onPage(slot.page);
                }}
              >
                {slot.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="button button--small"
            aria-label={t('vodSummary.nextLabel')}
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            {t('vodSummary.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
