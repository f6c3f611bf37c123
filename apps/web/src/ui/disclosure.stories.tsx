import { useT } from '../i18n/use-t.ts';
import { Disclosure } from './disclosure.tsx';
import type { GalleryStory } from './gallery-frame.tsx';

export default { title: 'ui/Disclosure' };

export const Default: GalleryStory = () => {
  const { t } = useT();
  return (
    <Disclosure summary={t('header.chat.contact')}>
      <p>{t('header.chat.body')}</p>
    </Disclosure>
  );
};

export const Open: GalleryStory = () => {
  const { t } = useT();
  return (
    <Disclosure summary={t('header.chat.contact')} defaultExpanded>
      <p>{t('header.chat.body')}</p>
    </Disclosure>
  );
};

export const LongText: GalleryStory = () => {
  const { t } = useT();
  return (
    <Disclosure summary={`${t('notFound.body')} ${t('notFound.body')}`} defaultExpanded>
      <p>{`${t('notFound.body')} `.repeat(4)}</p>
    </Disclosure>
  );
};

export const Spanish: GalleryStory = () => <Open />;
Spanish.meta = { lang: 'es' };
