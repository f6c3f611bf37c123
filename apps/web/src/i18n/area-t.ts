import { useMemo } from 'react';
import { useLanguage } from './language-context.ts';
import type { Lang } from './language.ts';
import { interpolate, type Vars } from './use-t.ts';

/** Keys of an area catalogue that come as an `_one` / `_other` pair, named without the suffix. */
export type AreaPluralKey<K extends string> = K extends `${infer Base}_other` ? Base : never;

export interface AreaTranslator<K extends string> {
  t: (key: K, vars?: Vars) => string;
  /** plural message: `count` chooses the form and fills `{count}` */
  tn: (key: AreaPluralKey<K>, count: number, vars?: Vars) => string;
  lang: Lang;
  locale: string;
}

/**
 * A translation hook for one area's own catalogue. The catalogue is imported by the area's code
 * only, so its messages download with the area (a lazy route) instead of with the first page,
 * which keeps /home inside its size budget as areas grow. The Spanish catalogue is typed by the
 * English keys, as the shared one is, so none can go missing.
 */
export function createAreaT<K extends string>(
  catalogues: Record<Lang, Record<K, string>>,
): () => AreaTranslator<K> {
  return function useAreaT() {
    const { lang, locale } = useLanguage();
    return useMemo(() => {
      const catalogue = catalogues[lang];
      const t = (key: K, vars?: Vars) => interpolate(catalogue[key], vars);
      const tn = (key: AreaPluralKey<K>, count: number, vars?: Vars) => {
        const exact = `${key}_${new Intl.PluralRules(locale).select(count)}`;
        const chosen = (exact in catalogue ? exact : `${key}_other`) as K;
        return t(chosen, { count, ...vars });
      };
      return { t, tn, lang, locale };
    }, [lang, locale]);
  };
}
