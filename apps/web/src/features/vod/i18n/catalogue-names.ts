import { displayCaption } from '@coax/domain';
import { useLanguage } from '../../../i18n/language-context.ts';

interface Captioned {
  caption: string;
  captionEs: string;
}

/**
 * The catalogue's own names in the reader's language: the API carries each category, ribbon and
 * genre in English and Spanish (letter groups and networks are the same in both).
 */
export function useCatalogueNames() {
  const { lang } = useLanguage();
  const es = lang === 'es';
  return {
    /** a menu's, breadcrumb's or ribbon's caption; the Movies A-Z groups read A-E, F-J, ... */
    caption: (item: Captioned) => displayCaption(es ? item.captionEs : item.caption),
    genres: (item: { genres: readonly string[]; genresEs: readonly string[] }) =>
      es && item.genresEs.length === item.genres.length ? item.genresEs : item.genres,
    genre: (hit: { name: string; nameEs: string }) => (es ? hit.nameEs : hit.name),
  };
}
