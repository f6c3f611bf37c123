import { useId } from 'react';
import { SEARCH_TERM_MAX_LENGTH } from '@coax/domain';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { useVodSearch } from '../../api/search-vod.ts';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { SummaryError, SummarySkeleton } from '../summary/summary-states.tsx';
import { TitleGrid } from '../summary/summary-titles.tsx';
import { GenreHits, PeopleHits } from './search-hits.tsx';
import { VodSearchForm } from './vod-search-form.tsx';
import './search.css';

/**
 * The on-demand search, /tv/on-demand/#/search/{term} (the shell's /search/#/tvOnDemand/{term}
 * hands over to it): titles, people and genres that match, and a box to search again.
 */
export function SearchView({ term }: { term: string }) {
  const { t } = useVodT();
  const text = term.trim();
  const tooLong = text.length > SEARCH_TERM_MAX_LENGTH;
  return (
    <div className="vod-search">
      <PageTitle title={text ? `${text} · ${t('vodSummary.search.title')}` : t('vodSummary.search.title')} />
      <h1>{t('vodSummary.search.title')}</h1>
      {/* a new search in the address starts the box afresh */}
      <VodSearchForm key={text} term={text} />
      {text === '' ? <p className="lede">{t('vodSummary.search.intro')}</p> : null}
      {tooLong ? (
        <Notice tone="error" live="assertive">
          <p>{t('vodSummary.search.tooLong', { max: SEARCH_TERM_MAX_LENGTH })}</p>
        </Notice>
      ) : null}
      {text !== '' && !tooLong ? <SearchResults term={text} /> : null}
    </div>
  );
}

function SearchResults({ term }: { term: string }) {
  const { t } = useVodT();
  const search = useVodSearch(term);
  const id = useId();
  const headingId = `${id}-results`;

  let body;
  if (search.isPending) {
    body = <SummarySkeleton label={t('vodSummary.search.searching')} />;
  } else if (search.isError && !search.data) {
    body = <SummaryError onRetry={() => void search.refetch()} retrying={search.isFetching} />;
  } else {
    const first = search.data.pages[0];
    const titles = search.data.pages.flatMap((page) => page.titles);
    const people = first?.people ?? [];
    const genres = first?.genres ?? [];
    if (titles.length === 0 && people.length === 0 && genres.length === 0) {
      body = (
        <Notice live="polite">
          <p>{t('vodSummary.search.noResults', { term })}</p>
          <p>{t('vodSummary.search.noResultsHint')}</p>
        </Notice>
      );
    } else {
      body = (
        <>
          {first?.phrase ? <p className="vod-search__phrase">{t('vodSummary.search.phrase')}</p> : null}
          {titles.length > 0 ? (
            <section className="vod-search__group" aria-labelledby={`${id}-titles`}>
              <h3 id={`${id}-titles`}>{t('vodSummary.search.titles')}</h3>
              <TitleGrid titles={titles} />
              {search.isFetchNextPageError ? (
                <SummaryError
                  onRetry={() => void search.fetchNextPage()}
                  retrying={search.isFetchingNextPage}
                />
              ) : null}
              {search.isFetchingNextPage ? <p role="status">{t('vodSummary.search.loadingMore')}</p> : null}
              {search.hasNextPage && !search.isFetchNextPageError ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => void search.fetchNextPage()}
                  disabled={search.isFetchingNextPage}
                >
                  {t('vodSummary.search.moreTitles')}
                </button>
              ) : null}
            </section>
          ) : null}
          {people.length > 0 ? <PeopleHits people={people} headingId={`${id}-people`} /> : null}
          {genres.length > 0 ? <GenreHits genres={genres} headingId={`${id}-genres`} /> : null}
        </>
      );
    }
  }

  return (
    <section className="vod-search__results" aria-labelledby={headingId} aria-busy={search.isFetching}>
      <h2 id={headingId}>{t('vodSummary.search.resultsFor', { term })}</h2>
      {body}
    </section>
  );
}
