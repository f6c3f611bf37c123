import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { LoadFailed } from './load-failed.tsx';

export default { title: 'ui/LoadFailed' };

export const ErrorState: GalleryStory = () => {
  const { t } = useT();
  const [retrying, setRetrying] = useState(false);
  return (
    <LoadFailed
      message={t('common.technicalDifficulties')}
      onRetry={() => setRetrying(true)}
      retrying={retrying}
    />
  );
};

export const Retrying: GalleryStory = () => {
  const { t } = useT();
  return <LoadFailed message={t('common.technicalDifficulties')} onRetry={() => undefined} retrying />;
};

export const Warning: GalleryStory = () => {
  const { t } = useT();
  return (
    <LoadFailed
      tone="warning"
      live="polite"
      message={t('common.refused.throttled')}
      onRetry={() => undefined}
    />
  );
};

export const WithActions: GalleryStory = () => {
  const { t } = useT();
  return (
    <LoadFailed
      message={t('common.refused.notFound')}
      onRetry={() => undefined}
      actions={<Link to="/home">{t('notFound.home')}</Link>}
    />
  );
};

export const LongText: GalleryStory = () => {
  const { t } = useT();
  return (
    <LoadFailed
      message={`${t('transitionTv.intro')} ${t('deprecation.message')}`}
      onRetry={() => undefined}
    />
  );
};

export const Spanish: GalleryStory = () => <WithActions />;
Spanish.meta = { lang: 'es' };
