import { useLocation } from 'react-router';
import { PageTitle } from '../../../ui/page-title.tsx';
import { LandingView } from '../components/landing/landing-view.tsx';
import { parseOnDemandHash } from '../components/landing/on-demand-hash.ts';
import { SearchView } from '../components/search/search-view.tsx';
import { SummaryView } from '../components/summary/summary-view.tsx';
import { useVodT } from '../i18n/use-vod-t.ts';
import '../components/vod.css';

/**
 * /tv/on-demand/ (and /espanol/tv/on-demand/): the landing for '#/', a category for
 * '#/summary/{menuId}[/{caption}]' and the on-demand search for '#/search/{term}[/true|/false]'
 * (seed 001 §2). The hash is the page's own router, as in the original application.
 */
export default function OnDemandPage() {
  const { t } = useVodT();
  const { hash } = useLocation();
  const route = parseOnDemandHash(hash);

  if (route.view === 'summary') {
    return <SummaryView key={route.menuId} menuId={route.menuId} caption={route.caption} />;
  }
  if (route.view === 'search') {
    return <SearchView key={route.term} term={route.term} />;
  }
  return (
    <div className="vod-page">
      <PageTitle title={t('vodLanding.title')} />
      <h1>{t('vodLanding.title')}</h1>
      <LandingView />
    </div>
  );
}
