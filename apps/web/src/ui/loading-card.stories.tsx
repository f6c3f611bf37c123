import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { LoadingCard } from './loading-card.tsx';

export default { title: 'ui/LoadingCard' };

export const Loading: GalleryStory = () => {
  const { t } = useT();
  return <LoadingCard label={t('common.loading')} />;
};

export const OneLine: GalleryStory = () => {
  const { t } = useT();
  return <LoadingCard label={t('session.checking')} lines={1} />;
};

export const WithoutCard: GalleryStory = () => {
  const { t } = useT();
  return <LoadingCard label={t('common.loading')} lines={5} className="" />;
};

export const Spanish: GalleryStory = () => <Loading />;
Spanish.meta = { lang: 'es' };
