import { useMemo } from 'react';
import { pluralCategory } from '@coax/domain';
import type { MessageKey } from './en.ts';
import { useLanguage } from './language-context.ts';
import type { Lang } from './language.ts';
import { interpolate, translate, translatePlural, type PluralKey, type Vars } from './use-t.ts';

/** Keys of an area catalogue that come as an `_one` / `_other` pair, named without the suffix. */
export type AreaPluralKey<K extends string> = K extends `${infer Base}_other` ? Base : never;

export interface AreaTranslator<K extends string> {
  /** an area message, or a shared one (common.*, session.*) */
  t: (key: K | MessageKey, vars?: Vars) => string;
  /** plural message: `count` chooses the form and fills `{count}` */
  tn: (key: AreaPluralKey<K> | PluralKey, count: number, vars?: Vars) => string;
  lang: Lang;
  locale: string;
}

/**
 * A translation hook for one area's own catalogue (`features/<area>/i18n/en.ts` and `es.ts`). The
 * catalogue is imported by the area's code only, so its messages download with the area (a lazy
 * route) instead of with the first page. The Spanish catalogue is typed by the English keys, as
 * the shared one is, so none can go missing. Keys the area does not own (common.*, session.*)
 * come from the shared catalogue, so one `t` serves a whole component.
 */
export function createAreaT<K extends string>(
  catalogues: Record<Lang, Record<K, string>>,
): () => AreaTranslator<K> {
  return function useAreaT() {
    const { lang, locale } = useLanguage();
    return useMemo(() => {
      const catalogue: Record<string, string> = catalogues[lang];
      const t = (key: K | MessageKey, vars?: Vars) =>
        key in catalogue ? interpolate(catalogue[key] ?? '', vars) : translate(lang, key as MessageKey, vars);
      const tn = (key: AreaPluralKey<K> | PluralKey, count: number, vars?: Vars) => {
        if (!(`${key}_other` in catalogue)) {
          return translatePlural(lang, locale, key as PluralKey, count, vars);
        }
        const exact = `${key}_${pluralCategory(locale, count)}`;
        const chosen = (exact in catalogue ? exact : `${key}_other`) as K;
        return t(chosen, { count, ...vars });
      };
      return { t, tn, lang, locale };
    }, [lang, locale]);
  };
}
