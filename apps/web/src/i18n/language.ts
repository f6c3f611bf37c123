import { readCookie, writeCookie } from '../lib/cookies.ts';
import { PORTAL_COOKIE_NAMES, SPANISH_LANGUAGE_COOKIE_VALUE } from '@coax/domain';

export type Lang = 'en' | 'es';

/** Seed 000 §1: Spanish is indicated by an espanol path segment and by a language cookie with value es. */
export const SPANISH_PREFIX = '/espanol';
export const LANG_COOKIE = PORTAL_COOKIE_NAMES.language;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** BCP 47 tags for Intl: the portal serves United States customers in both languages. */
export const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

export function hasSpanishPrefix(pathname: string): boolean {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`);
}

/** The same page without the /espanol segment ('/espanol' alone becomes '/'). */
export function stripSpanishPrefix(pathname: string): string {
  return hasSpanishPrefix(pathname) ? pathname.slice(SPANISH_PREFIX.length) || '/' : pathname;
}

export function readLangCookie(): Lang {
  return readCookie(LANG_COOKIE) === SPANISH_LANGUAGE_COOKIE_VALUE ? 'es' : 'en';
}

export function writeLangCookie(lang: Lang): void {
  writeCookie(LANG_COOKIE, lang, ONE_YEAR_SECONDS);
}

/** The path segment wins over the cookie: a shared /espanol link opens in Spanish for anyone. */
export function detectLang(pathname: string, cookieLang: Lang): Lang {
  return hasSpanishPrefix(pathname) ? 'es' : cookieLang;
}
