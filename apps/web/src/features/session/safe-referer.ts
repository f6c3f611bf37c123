import { isLoginPath } from '../../lib/login-href.ts';

/**
 * The referer is only followed when it is a path on this site: it must start with one '/',
 * not '//' or '/\' (which browsers read as another host), hold no control characters, and not
 * point back at the sign-in page. Anything else is an open-redirect attempt or a mistake.
 */
export function safeReferer(
  referer: string | null | undefined,
  origin: string = window.location.origin,
): string | undefined {
  if (!referer || !referer.startsWith('/') || referer.startsWith('//') || referer.startsWith('/\\')) {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(referer)) return undefined;
  let url: URL;
  try {
    url = new URL(referer, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || isLoginPath(url.pathname)) return undefined;
  // The same rule again on the resolved path: '/..//evil.example' resolves to '//evil.example'.
  const path = url.pathname + url.search + url.hash;
  if (path.startsWith('//') || path.startsWith('/\\')) return undefined;
  return path;
}
