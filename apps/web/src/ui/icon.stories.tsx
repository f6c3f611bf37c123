import { CalendarDays, ChevronRight, Heart, Search, Star } from 'lucide-react';
import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { Icon } from './icon.tsx';

export default { title: 'ui/Icon' };

export const Default: GalleryStory = () => (
  <p>
    <Icon icon={Search} /> <Icon icon={CalendarDays} /> <Icon icon={ChevronRight} />{' '}
    <Icon icon={Heart} size="md" /> <Icon icon={Star} size="md" filled />
  </p>
);

export const Labelled: GalleryStory = () => {
  const { t } = useT();
  return (
    <p>
      <Icon icon={Search} size="md" label={t('search.start')} />
    </p>
  );
};

export const Spanish: GalleryStory = () => <Labelled />;
Spanish.meta = { lang: 'es' };
