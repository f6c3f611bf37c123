import '../troubleshoot/troubleshoot.css';
import { useState } from 'react';
import type { TutorialSummary } from '@coax/contract';
import { TUTORIAL_CATEGORIES, type TutorialCategory } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useTroubleshootT } from '../troubleshoot/i18n/use-troubleshoot-t.ts';
import { TUTORIALS_PATH } from '../support-troubleshoot-paths.ts';
import { useTutorials } from './api.ts';

/**
 * /support/tutorials: a category's featured tutorials (categories/Featured/{c}) and all of its
 * tutorials (tutorialvideos/categories/{c}), for the visitor's box type.
 */
export default function TutorialsPage() {
  const { t } = useTroubleshootT();
  const [category, setCategory] = useState<TutorialCategory>('internet');
  return (
    <div className="support-page stack tutorials">
      <PageTitle title={t('tutorials.title')} />
      <h1>{t('tutorials.title')}</h1>
      <p className="lede">{t('tutorials.intro')}</p>
      <div className="button-row" role="group" aria-label={t('tutorials.title')}>
        {TUTORIAL_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            className={c === category ? 'button button--primary' : 'button'}
            aria-pressed={c === category}
            {...(c === TUTORIAL_CATEGORIES[0] ? { 'data-primary-action': true } : {})}
            onClick={() => setCategory(c)}
          >
            {t(`tutorials.category.${c}`)}
          </button>
        ))}
      </div>
      <TutorialList category={category} featured />
      <TutorialList category={category} featured={false} />
    </div>
  );
}

function TutorialList({ category, featured }: { category: TutorialCategory; featured: boolean }) {
  const { t, lang } = useTroubleshootT();
  const list = useTutorials(category, featured, lang);
  const id = `tutorials-${featured ? 'featured' : 'all'}`;
  return (
    <section className="stack" aria-labelledby={id}>
      <h2 id={id}>
        {featured ? t('tutorials.featured') : t('tutorials.all')}: {t(`tutorials.category.${category}`)}
      </h2>
      <QueryState
        query={list}
        loading={t('tutorials.loading')}
        failed={t('tutorials.failed')}
        isEmpty={(d) => d.tutorials.length === 0}
        empty={<p>{t('tutorials.empty')}</p>}
      >
        {(data) => (
          <ul className="link-list">
            {data.tutorials.map((tut) => (
              <TutorialItem key={tut.id} tutorial={tut} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function TutorialItem({ tutorial }: { tutorial: TutorialSummary }) {
  const { t } = useTroubleshootT();
  return (
    <li>
      <LocalLink to={`${TUTORIALS_PATH}/${tutorial.id}`}>{tutorial.title}</LocalLink>
      <br />
      <span>
        {tutorial.summary} ({t('tutorials.seconds', { seconds: tutorial.seconds })})
        {tutorial.audience === 'labox' ? ` · ${t('tutorials.forLabox')}` : ''}
      </span>
    </li>
  );
}
