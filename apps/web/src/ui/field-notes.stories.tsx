import { useT } from '../i18n/use-t.ts';
import { FieldNotes } from './field-notes.tsx';
import type { GalleryStory } from './gallery-frame.tsx';

export default { title: 'ui/FieldNotes' };

export const Hint: GalleryStory = () => {
  const { t } = useT();
  return <FieldNotes id="g-notes" hint={t('login.rememberHint')} />;
};

export const ErrorState: GalleryStory = () => {
  const { t } = useT();
  return <FieldNotes id="g-notes-bad" hint={t('login.rememberHint')} error={t('login.notValidPassword')} />;
};

export const Empty: GalleryStory = () => <FieldNotes id="g-notes-none" />;

export const Spanish: GalleryStory = () => <ErrorState />;
Spanish.meta = { lang: 'es' };
