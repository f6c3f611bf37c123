import { LocalLink } from '../i18n/local-link.tsx';
import { useT } from '../i18n/use-t.ts';
import { PageTitle } from '../ui/page-title.tsx';

/** Anything outside the URL space built so far, including the seeds' hash forms (/tv/asset/#/movie/1). */
export function NotFoundPage() {
  const { t } = useT();
  return (
    <div className="not-found">
      <PageTitle title={t('notFound.title')} />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <LocalLink to="/home" className="button">
          {t('notFound.home')}
        </LocalLink>
      </p>
    </div>
  );
}
