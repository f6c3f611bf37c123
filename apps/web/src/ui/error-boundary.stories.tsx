import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { GALLERY_BREAK, type GalleryStory } from './gallery-frame.tsx';

export default { title: 'ui/ErrorBoundary' };

/** What the app's area boundary shows for a part that failed to draw. */
function Fallback({ reset }: { reset: () => void }) {
  const { t } = useT();
  return (
    <div className="notice notice--error" role="alert">
      <h2>{t('boundary.title')}</h2>
      <p>{t('boundary.body')}</p>
      <button type="button" className="button" onClick={reset}>
        {t('boundary.retry')}
      </button>
    </div>
  );
}

function Fragile({ broken }: { broken: boolean }) {
  const { t } = useT();
  if (broken) throw new Error(GALLERY_BREAK);
  return <p>{t('profile.services')}</p>;
}

function Guarded({ startBroken }: { startBroken: boolean }) {
  const [broken, setBroken] = useState(startBroken);
  return (
    <ErrorBoundary fallback={(reset) => <Fallback reset={reset} />} onReset={() => setBroken(false)}>
      <Fragile broken={broken} />
    </ErrorBoundary>
  );
}

export const Healthy: GalleryStory = () => <Guarded startBroken={false} />;
/** A part that failed: the fallback, whose button draws it again (fixed). */
export const ErrorState: GalleryStory = () => <Guarded startBroken />;

export const Spanish: GalleryStory = () => <ErrorState />;
Spanish.meta = { lang: 'es' };
