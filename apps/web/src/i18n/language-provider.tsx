import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LanguageContext, type LanguageState } from './language-context.ts';
import {
  LOCALES,
  SPANISH_PREFIX,
  detectLang,
  hasSpanishPrefix,
  readLangCookie,
  stripSpanishPrefix,
  writeLangCookie,
  type Lang,
} from './language.ts';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [cookieLang, setCookieLang] = useState<Lang>(readLangCookie);
  const prefixed = hasSpanishPrefix(location.pathname);
  const lang = detectLang(location.pathname, cookieLang);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const setLang = useCallback(
    (next: Lang) => {
      writeLangCookie(next);
      setCookieLang(next);
      // The /espanol segment outranks the cookie, so leaving Spanish must also leave that URL space.
      if (next === 'en' && prefixed) {
        navigate({
          pathname: stripSpanishPrefix(location.pathname),
          search: location.search,
          hash: location.hash,
        });
      }
    },
    [prefixed, navigate, location.pathname, location.search, location.hash],
  );

  const value = useMemo<LanguageState>(
    () => ({ lang, locale: LOCALES[lang], prefix: prefixed ? SPANISH_PREFIX : '', setLang }),
    [lang, prefixed, setLang],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
