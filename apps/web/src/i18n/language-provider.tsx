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
import { isSpanishLoaded, loadSpanish } from './use-t.ts';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [cookieLang, setCookieLang] = useState<Lang>(readLangCookie);
  const prefixed = hasSpanishPrefix(location.pathname);
  const wanted = detectLang(location.pathname, cookieLang);
  // Spanish messages arrive as their own chunk. A page that opens in Spanish renders once they
  // are here, so no English flashes first; a switch to Spanish keeps the page (and whatever was
  // typed into it) in English for that moment. If they cannot be fetched (offline), the page
  // goes on in English rather than blank.
  const [, setSpanishArrived] = useState(isSpanishLoaded);
  const [spanishFailed, setSpanishFailed] = useState(false);
  const waiting = wanted === 'es' && !isSpanishLoaded() && !spanishFailed;
  const lang: Lang = waiting ? 'en' : wanted;
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    if (!waiting) setRendered(true);
  }, [waiting]);
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    loadSpanish().then(
      () => live && setSpanishArrived(true),
      () => live && setSpanishFailed(true),
    );
    return () => {
      live = false;
    };
  }, [waiting]);

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
  if (waiting && !rendered) return null;
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
