import { createContext, useContext } from 'react';
import type { Lang } from './language.ts';

export interface LanguageState {
  lang: Lang;
  /** BCP 47 tag for Intl formatting */
  locale: string;
  /** '/espanol' while the address carries it, so links stay in the Spanish URL space */
  prefix: string;
  setLang: (lang: Lang) => void;
}

export const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
