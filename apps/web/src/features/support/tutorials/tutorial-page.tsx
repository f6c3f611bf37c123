import '../troubleshoot/troubleshoot.css';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { TutorialDetail } from '@coax/contract';
import { isApiError } from '../../../lib/api-client.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useTroubleshootT } from '../troubleshoot/i18n/use-troubleshoot-t.ts';
import { TUTORIALS_PATH } from '../support-troubleshoot-paths.ts';
import { useTutorial } from './api.ts';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * /support/tutorials/<id> (tutorialvideos/tutorialvideo/{id}): the tutorial's poster with its
 * captions one at a time, the WebVTT captions file and the whole transcript.
 */
export default function TutorialPage() {
  const { t, lang } = useTroubleshootT();
  const { id: raw = '' } = useParams();
  const id = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  const tutorial = useTutorial(id, lang);
  const missing =
    id === 0 || (tutorial.isError && isApiError(tutorial.error) && tutorial.error.status === 404);
  if (missing) {
    return (
      <div className="support-page stack">
        <PageTitle title={t('tutorials.notFound')} />
        <h1>{t('tutorials.notFound')}</h1>
        <p>
          <LocalLink to={TUTORIALS_PATH} data-primary-action>
            {t('tutorials.all')}
          </LocalLink>
        </p>
      </div>
    );
  }
  return (
    <div className="support-page stack tutorial">
      <QueryState query={tutorial} loading={t('tutorials.loadingOne')} failed={t('tutorials.failedOne')}>
        {(data) => <Tutorial tutorial={data} />}
      </QueryState>
    </div>
  );
}

function Tutorial({ tutorial }: { tutorial: TutorialDetail }) {
  const { t } = useTroubleshootT();
  const [at, setAt] = useState(0);
  const cue = tutorial.cues[at];
  const total = tutorial.cues.length;
  return (
    <>
      <PageTitle title={tutorial.title} />
      <h1>{tutorial.title}</h1>
      <p className="lede">{tutorial.summary}</p>
      <figure className="tutorial-poster" aria-labelledby="tutorial-caption-heading">
        <svg
          viewBox="0 0 320 180"
          role="img"
          aria-label={t('tutorials.posterAlt', { title: tutorial.title })}
        >
          <rect className="tutorial-poster__back" width="320" height="180" />
          <circle className="tutorial-poster__disc" cx="160" cy="80" r="34" />
          <text className="tutorial-poster__mark" x="160" y="88" fontSize="24" textAnchor="middle">
            CC
          </text>
          <text className="tutorial-poster__mark" x="160" y="150" fontSize="16" textAnchor="middle">
            {tutorial.title}
          </text>
        </svg>
        <figcaption className="stack">
          <h2 id="tutorial-caption-heading">{t('tutorials.captions')}</h2>
          <p className="tutorial-poster__count">{t('tutorials.captionOf', { n: at + 1, total })}</p>
          <div className="button-row">
            <button type="button" className="button" disabled={at === 0} onClick={() => setAt(at - 1)}>
              {t('tutorials.previous')}
            </button>
            <button
              type="button"
              className="button button--primary"
              data-primary-action
              disabled={at >= total - 1}
              onClick={() => setAt(at + 1)}
            >
              {t('tutorials.next')}
            </button>
          </div>
          <p className="tutorial-poster__cue" aria-live="polite">
            {cue?.text}
          </p>
          <p>
            <a href={tutorial.captionsHref} download={`tutorial-${tutorial.id}-${tutorial.lang}.vtt`}>
              {t('tutorials.captionsFile')}
            </a>
          </p>
        </figcaption>
      </figure>
      <section className="stack" aria-labelledby="tutorial-transcript">
        <h2 id="tutorial-transcript">{t('tutorials.transcript')}</h2>
        {total === 0 ? <Notice tone="info">{t('tutorials.empty')}</Notice> : null}
        <ol className="tutorial-transcript">
          {tutorial.cues.map((c) => (
            <li key={c.start}>
              <span className="tutorial-transcript__time">{clock(c.start)}</span> {c.text}
            </li>
          ))}
        </ol>
      </section>
      <p>
        <LocalLink to={TUTORIALS_PATH}>{t('tutorials.all')}</LocalLink>
      </p>
    </>
  );
}
