import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SiteSearchHit } from '@coax/contract';
import {
  FAQ_ROOT_PATH,
  PAGE_SIZE_SMALL,
  onDemandSearchPath,
  parseSearchHash,
  webSearchUrl,
  type SearchRequest,
} from '@coax/domain';
import { useConfig } from '../../../config/get-config.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { LocalLink, useLocalPath } from '../../../i18n/local-link.tsx';
import { useSearchT } from '../i18n/use-search-t.ts';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useSiteSearch } from '../api/search-site.ts';
import { SiteSearchForm } from '../components/site-search-form.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

/**
 * /search/#/{category}/{term} (seed 000 §2). all-site and support show results here; tvOnDemand is
 * handed to the on-demand search and google to the configured web-search address, each replacing
 * this page in the history so Back does not bounce the visitor forward again.
 */
export default function SearchPage() {
  const { t } = useSearchT();
  const { hash } = useLocation();
  const request = parseSearchHash(hash);

  return (
    <div className="search-page stack">
      <PageTitle title={request ? `${request.term} · ${t('search.title')}` : t('search.title')} />
      <h1>{t('search.title')}</h1>
      {request?.category === 'tvOnDemand' || request?.category === 'google' ? (
        <HandOff request={request} />
      ) : (
        <>
          {request ? null : <p className="lede">{t('search.intro')}</p>}
          <SiteSearchForm
            // a new search from the header replaces the form's state with the new one
            key={hash}
            idPrefix="search-page"
            variant="full"
            category={request?.category ?? 'all-site'}
            term={request?.term ?? ''}
            supportFlag={request?.supportFlag}
          />
          {request ? <Results request={request} /> : null}
        </>
      )}
    </div>
  );
}

function HandOff({ request }: { request: SearchRequest }) {
  const { t } = useSearchT();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const config = useConfig().data;
  const { category, term } = request;

  useEffect(() => {
    if (category === 'tvOnDemand') navigate(localPath(onDemandSearchPath(term)), { replace: true });
    else if (config) browserNavigation.replace(webSearchUrl(config.links.webSearch, term));
  }, [category, term, config, navigate, localPath]);

  return (
    <Spinner
      label={category === 'tvOnDemand' ? t('search.handoffOnDemand') : t('search.handoffWeb', { term })}
    />
  );
}

function Results({ request }: { request: SearchRequest }) {
  const { t, tn } = useSearchT();
  const site = request.category === 'all-site' || request.category === 'support' ? request.category : null;
  const search = useSiteSearch(
    site ? { category: site, term: request.term, exact: request.supportFlag } : null,
  );

  let body: ReactNode;
  if (search.isPending) {
    body = <Spinner label={t('search.searching')} />;
  } else if (search.isError) {
    body = (
      <LoadFailed
        message={t('search.failed')}
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  } else if (search.data.results.length === 0) {
    body = (
      <Notice live="polite">
        <p>{t('search.noResults', { term: request.term })}</p>
        <p>{t('search.noResultsHint')}</p>
        <p>
          <LocalLink to={FAQ_ROOT_PATH}>{t('search.browseFaq')}</LocalLink>
        </p>
      </Notice>
    );
  } else {
    const { results, more } = search.data;
    body = (
      <>
        <p role="status" className="search-results__count">
          {tn('search.count', results.length)}
        </p>
        <ol className="result-list">
          {results.map((hit) => (
            <ResultItem key={`${hit.kind}:${hit.path}`} hit={hit} />
          ))}
        </ol>
        {more ? <p className="search-results__more">{t('search.more', { count: PAGE_SIZE_SMALL })}</p> : null}
      </>
    );
  }

  return (
    <section className="search-results stack" aria-labelledby="search-results-title">
      <h2 id="search-results-title">{t('search.resultsFor', { term: request.term })}</h2>
      {body}
    </section>
  );
}

function ResultItem({ hit }: { hit: SiteSearchHit }) {
  const { t } = useSearchT();
  return (
    <li className="result-list__item">
      <p className="result-list__kind">
        {hit.kind === 'page' ? t('search.kind.page') : t('search.kind.faq')}
      </p>
      <h3 className="result-list__title">
        <LocalLink to={hit.path}>{hit.title}</LocalLink>
      </h3>
      <p className="result-list__summary">{hit.summary}</p>
    </li>
  );
}
