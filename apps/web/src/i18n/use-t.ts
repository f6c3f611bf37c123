import { useMemo } from 'react';
import { pluralCategory } from '@coax/domain';
import { en, type Catalogue, type MessageKey } from './en.ts';
import { useLanguage } from './language-context.ts';
import type { Lang } from './language.ts';

// English ships with the first page; Spanish is a chunk of its own, fetched once when the page
// is in Spanish (LanguageProvider waits for it), so English visitors never download it.
let spanish: Catalogue | undefined;
let spanishLoading: Promise<void> | undefined;

/** Whether the Spanish catalogue is here. */
export function isSpanishLoaded(): boolean {
  return spanish !== undefined;
}

/** Fetches the Spanish catalogue once; later calls share the first. A failure can be retried. */
export function loadSpanish(): Promise<void> {
  spanishLoading ??= import('./es.ts').then(
    (m) => {
      spanish = m.es;
    },
    (e: unknown) => {
      spanishLoading = undefined;
      throw e;
    },
  );
  return spanishLoading;
}

/** The catalogue for a language; English until Spanish has arrived. */
function catalogue(lang: Lang): Catalogue {
  return lang === 'es' ? (spanish ?? en) : en;
}

export type Vars = Record<string, string | number>;
/** Keys that come as an `_one` / `_other` pair, named without the suffix. */
export type PluralKey = { [K in MessageKey]: K extends `${infer Base}_other` ? Base : never }[MessageKey];

/** Fills `{name}` placeholders; an unknown placeholder is left visible so a missing value is noticed. */
export function interpolate(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

export function translate(lang: Lang, key: MessageKey, vars?: Vars): string {
  return interpolate(catalogue(lang)[key], vars);
}

export function translatePlural(
  lang: Lang,
  locale: string,
  key: PluralKey,
  count: number,
  vars?: Vars,
): string {
  const exact = `${key}_${pluralCategory(locale, count)}`;
  const chosen = (exact in catalogue(lang) ? exact : `${key}_other`) as MessageKey;
  return translate(lang, chosen, { count, ...vars });
}

export interface Translator {
  t: (key: MessageKey, vars?: Vars) => string;
  /** plural message: `count` chooses the form and fills `{count}` */
  tn: (key: PluralKey, count: number, vars?: Vars) => string;
  lang: Lang;
  locale: string;
}

export function useT(): Translator {
  const { lang, locale } = useLanguage();
  return useMemo(
    () => ({
      t: (key, vars) => translate(lang, key, vars),
      tn: (key, count, vars) => translatePlural(lang, locale, key, count, vars),
      lang,
      locale,
    }),
    [lang, locale],
  );
}
