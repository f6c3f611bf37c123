import { useRef, useState } from 'react';
import { displayCaption, viewportClass } from '@coax/domain';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { TitleNotFound } from '../title/title-states.tsx';
import { useViewportWidth } from '../../../../ui/use-viewport.ts';
import { useVodFilters } from '../../api/get-filters.ts';
import { useVodMenus } from '../../api/get-menus.ts';
import { useVodSummary, useVodSummaryList } from '../../api/get-summary.ts';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { SortSheet } from './sort-sheet.tsx';
import { Breadcrumbs, SubMenus } from './summary-header.tsx';
import { SummaryList } from './summary-list.tsx';
import { SummaryPaged } from './summary-paged.tsx';
import { useSummaryState } from './summary-state.ts';
import { SummaryError, SummarySkeleton } from './summary-states.tsx';
import { LayoutToggle, SummaryToolbar, useChoiceNames } from './summary-toolbar.tsx';
import { useSummaryLayout } from './use-summary-layout.ts';
import './summary.css';
import { useCatalogueNames } from '../../i18n/catalogue-names.ts';

/**
 * The category grid, /tv/on-demand/#/summary/{menuId}[/{caption}] (seed 001 §2 Summary): the
 * category's name, breadcrumbs and sub-categories, then its titles in a grid or a table, sorted
 * and filtered. Desktops page by number; phones grow the list as it is scrolled and sort from a
 * sheet. `caption` is the Movies A-Z group the address carries (ABCDE shows as A-E).
 */
export function SummaryView({ menuId, caption }: { menuId: string; caption?: string }) {
  const { t } = useVodT();
  const { sortName, filterName } = useChoiceNames();
  const phone = viewportClass(useViewportWidth()) === 'phone';
  const { state, setPage, choose } = useSummaryState();
  const [layout, setLayout] = useSummaryLayout();
  const [sheetOpen, setSheetOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const filters = useVodFilters();
  const paged = useVodSummary(menuId, state, { enabled: !phone });
  const list = useVodSummaryList(menuId, { sort: state.sort, filter: state.filter }, { enabled: phone });
  const summary = phone ? list.data?.pages[0] : paged.data;
  const titlesFailed = phone ? list.isError && !list.data : paged.isError;
  const names = useCatalogueNames();
  const heading = caption ? displayCaption(caption) : summary ? names.caption(summary.menu) : undefined;
  // the sub-categories sit above the grid; SubMenus shows them from the same cached answer
  const hasSubMenus = summary !== undefined && summary.menu.childrenCount > 0;
  const subMenus = useVodMenus(menuId, { enabled: hasSubMenus });

  const retry = () => {
    if (filters.isError) void filters.refetch();
    if (titlesFailed) void (phone ? list.refetch() : paged.refetch());
  };
  const goToPage = (page: number) => {
    setPage(page);
    // the new page starts at its heading, for the keyboard and the screen reader alike
    resultsHeading.current?.focus();
  };
  // A category that only holds other categories (TV Shows, a network) shows just those.
  const onlySubMenus =
    summary !== undefined && summary.total === 0 && state.filter === 0 && summary.menu.childrenCount > 0;

  // A category the catalogue does not have is said plainly, without a retry that cannot help.
  if (titlesFailed && isApiError(phone ? list.error : paged.error, 'NOT_FOUND')) {
    return <TitleNotFound what="category" />;
  }

  // The page's parts arrive from three calls. Until all are known it shows one placeholder, and
  // then the whole page in one paint, so nothing already on screen is pushed down as a part
  // arrives (layout shift). A failed call shows its error rather than waiting.
  const failed = filters.isError || titlesFailed;
  const ready =
    failed || (summary !== undefined && filters.data !== undefined && (!hasSubMenus || !subMenus.isPending));
  if (!ready) {
    return (
      <div className="vod-summary" key="loading">
        <div className="vod-summary__crumbs vod-summary__crumbs--loading" aria-hidden="true" />
        <h1 className="vod-summary__title">
          {heading ?? (
            <span className="vod-summary__title-loading">
              <span className="visually-hidden">{t('vodSummary.loadingHeading')}</span>
            </span>
          )}
        </h1>
        <SummarySkeleton />
      </div>
    );
  }

  let body;
  if (failed) {
    body = (
      <SummaryError onRetry={retry} retrying={filters.isFetching || paged.isFetching || list.isFetching} />
    );
  } else if (!summary || !filters.data) {
    body = <SummarySkeleton />;
  } else if (phone) {
    body = (
      <SummaryList
        pages={list.data?.pages ?? []}
        layout={layout}
        caption={heading ?? ''}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        moreFailed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
        onClearFilter={(filter) => choose({ filter })}
      />
    );
  } else {
    body = (
      <SummaryPaged
        summary={summary}
        layout={layout}
        caption={heading ?? ''}
        onPage={goToPage}
        onClearFilter={(filter) => choose({ filter })}
      />
    );
  }

  return (
    <div className="vod-summary" key="ready">
      {heading ? <PageTitle title={t('vodSummary.documentTitle', { caption: heading })} /> : null}
      {summary ? <Breadcrumbs path={summary.path} /> : null}
      <h1 className="vod-summary__title">
        {heading ?? (
          <span className="vod-summary__title-loading">
            <span className="visually-hidden">{t('vodSummary.loadingHeading')}</span>
          </span>
        )}
      </h1>
      {summary && summary.menu.childrenCount > 0 ? <SubMenus menu={summary.menu} /> : null}
      {onlySubMenus ? null : (
        <section
          className="vod-summary__results"
          aria-labelledby={`vod-summary-results-${menuId}`}
          aria-busy={paged.isPlaceholderData || list.isFetching}
        >
          <h2
            id={`vod-summary-results-${menuId}`}
            ref={resultsHeading}
            tabIndex={-1}
            className="vod-summary__results-title"
          >
            {t('vodSummary.results')}
          </h2>
          {filters.data && !phone ? (
            <SummaryToolbar
              filters={filters.data}
              state={state}
              onChoose={choose}
              layout={layout}
              onLayout={setLayout}
            />
          ) : null}
          {filters.data && phone ? (
            <div
              className="vod-summary__toolbar vod-summary__toolbar--phone"
              role="group"
              aria-label={t('vodSummary.controls')}
            >
              <div className="vod-summary__sort">
                <button
                  type="button"
                  className="button button--small"
                  aria-haspopup="dialog"
                  onClick={() => setSheetOpen(true)}
                >
                  {t('vodSummary.sortButton')}
                </button>
                <span className="vod-summary__choice">
                  {t('vodSummary.currentChoice', {
                    sort: sortName(state.sort),
                    filter: filterName(state.filter),
                  })}
                </span>
              </div>
              <LayoutToggle layout={layout} onLayout={setLayout} />
            </div>
          ) : null}
          {body}
        </section>
      )}
      {sheetOpen && filters.data ? (
        <SortSheet
          filters={filters.data}
          current={{ sort: state.sort, filter: state.filter }}
          onApply={(choice) => {
            setSheetOpen(false);
            choose(choice);
          }}
          onCancel={() => setSheetOpen(false)}
        />
      ) : null}
    </div>
  );
}
