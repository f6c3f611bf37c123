import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { Spinner } from './spinner.tsx';

export default { title: 'ui/Spinner' };

export const Loading: GalleryStory = () => {
  const { t } = useT();
  return <Spinner label={t('common.loading')} />;
};

export const LongText: GalleryStory = () => {
  const { t } = useT();
  return <Spinner label={t('session.checking')} />;
};

export const Spanish: GalleryStory = () => <LongText />;
Spanish.meta = { lang: 'es' };
