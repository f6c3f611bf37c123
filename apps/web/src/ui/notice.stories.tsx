import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { Notice } from './notice.tsx';

export default { title: 'ui/Notice' };

export const Info: GalleryStory = () => {
  const { t } = useT();
  return (
    <Notice>
      <p>{t('header.chat.body')}</p>
    </Notice>
  );
};

export const Success: GalleryStory = () => {
  const { t } = useT();
  return (
    <Notice tone="success" live="polite">
      <p>{t('billingDocuments.dissuasion.title')}</p>
    </Notice>
  );
};

export const Warning: GalleryStory = () => {
  const { t } = useT();
  return (
    <Notice tone="warning">
      <p>{t('deprecation.message')}</p>
    </Notice>
  );
};

export const ErrorState: GalleryStory = () => {
  const { t } = useT();
  return (
    <Notice tone="error" live="assertive">
      <p>{t('common.technicalDifficulties')}</p>
    </Notice>
  );
};

export const LongText: GalleryStory = () => {
  const { t } = useT();
  return (
    <Notice>
      <p>{t('transitionTv.intro')}</p>
      <p>{t('transitionTv.change2')}</p>
      <p>{t('deprecation.message')}</p>
    </Notice>
  );
};

export const Spanish: GalleryStory = () => <ErrorState />;
Spanish.meta = { lang: 'es' };
