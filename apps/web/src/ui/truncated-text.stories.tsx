import { truncateWords } from '@coax/domain';
import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { TruncatedText } from './truncated-text.tsx';

export default { title: 'ui/TruncatedText' };

/** Seed 001 §5: titles cut at 23 characters (20 on phones), between words. */
function Title({ text }: { text: string }) {
  return <TruncatedText full={text} shown={truncateWords(text, 23)} />;
}

export const Default: GalleryStory = () => <Title text="The Long Way Home" />;

export const LongText: GalleryStory = () => <Title text="Renovation Nation: The Complete Third Season" />;

export const Spanish: GalleryStory = () => {
  const { t } = useT();
  return <Title text={t('notFound.body')} />;
};
Spanish.meta = { lang: 'es' };
