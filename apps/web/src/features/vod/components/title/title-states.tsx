import { PageTitle } from '../../../../ui/page-title.tsx';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useT } from '../../../../i18n/use-t.ts';
import { Notice } from '../../../../ui/notice.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { ON_DEMAND_HOME_PATH } from './breadcrumbs.tsx';
import './title.css';

/** A title page while it loads: the poster box and text lines hold the layout still. */
export function TitleLoading({ label }: { label: string }) {
  return (
    <div className="vod-title">
      <Spinner label={label} />
      <div className="vod-title__layout" aria-hidden="true">
        <div className="vod-title__art">
          <span className="vod-poster vod-poster--large vod-title__art-placeholder" />
        </div>
        <div className="vod-title__main">
          <Skeleton lines={6} />
        </div>
      </div>
    </div>
  );
}

/**
 * Seed 001 §4, §8: a failed or non-SUCCESS call shows the VOD error message and the loader stops;
 * `retry` offers 'Try again' where asking again may help, otherwise a way back to On Demand.
 */
export function TitleFailure({
  retry,
  retrying,
  detail,
}: {
  retry?: () => void;
  retrying?: boolean;
  detail?: string;
}) {
  const { t } = useVodT();
  const common = useT();
  return (
    <div className="vod-title stack">
      <PageTitle title={t('vodTitle.pageTitle')} />
      <h1>{t('vodTitle.pageTitle')}</h1>
      <Notice tone="error" live="assertive">
        <p>{t('vodTitle.error')}</p>
        {detail ? <p>{detail}</p> : null}
        {retry ? (
          <button type="button" className="button" onClick={retry} disabled={retrying}>
            {common.t('common.retry')}
          </button>
        ) : (
          <p>
            <LocalLink to={ON_DEMAND_HOME_PATH}>{t('vodTitle.browse')}</LocalLink>
          </p>
        )}
      </Notice>
    </div>
  );
}

/** /tv/asset/ itself (seed 001 §2: "fallback for expired or failed VOD"). */
export function TitleUnavailable() {
  const { t } = useVodT();
  return (
    <div className="vod-title stack">
      <PageTitle title={t('vodTitle.unavailable.title')} />
      <h1>{t('vodTitle.unavailable.title')}</h1>
      <p className="lede">{t('vodTitle.unavailable.body')}</p>
      <p>
        <LocalLink className="button button--primary" to={ON_DEMAND_HOME_PATH}>
          {t('vodTitle.browse')}
        </LocalLink>
      </p>
    </div>
  );
}

const NOT_FOUND_HEADINGS = {
  title: 'vodTitle.notFound.title',
  series: 'vodTitle.notFound.series',
  category: 'vodTitle.notFound.category',
} as const;

/**
 * A title, series or category the catalogue does not have (the API answered 404): said plainly,
 * with the way back to On Demand and no 'Try again', which could never work.
 */
export function TitleNotFound({ what }: { what: keyof typeof NOT_FOUND_HEADINGS }) {
  const { t } = useVodT();
  return (
    <div className="vod-title stack">
      <PageTitle title={t(NOT_FOUND_HEADINGS[what])} />
      <h1>{t(NOT_FOUND_HEADINGS[what])}</h1>
      <p className="lede">{t('vodTitle.notFound.body')}</p>
      <p>
        <LocalLink className="button button--primary" data-primary-action to={ON_DEMAND_HOME_PATH}>
          {t('vodTitle.browse')}
        </LocalLink>
      </p>
    </div>
  );
}
