/**
 * Why the visitor is on the sign-in page: `expired` shows the session-expired notice, `none`
 * nothing extra; the two signed-out values confirm a sign-out (here, or on every device).
 */
export type LoginReason = 'expired' | 'none' | 'signed-out' | 'signed-out-everywhere';

export const LOGIN_PATH = '/login/';

/**
 * The sign-in address with the page to come back to (seed 000 §2: /login/ with query parameter
 * referer). The referer is URL-encoded, except that '/' stays readable, which a query allows.
 */
export function loginHref(referer?: string, reason?: LoginReason, prefix = ''): string {
  const params: string[] = [];
  if (referer) params.push(`referer=${encodeURIComponent(referer).replace(/%2F/gi, '/')}`);
  if (reason) params.push(`reason=${reason}`);
  return `${prefix}${LOGIN_PATH}${params.length ? `?${params.join('&')}` : ''}`;
}

/** True for the sign-in page in either language. */
export function isLoginPath(pathname: string): boolean {
  return /^(\/espanol)?\/login\/?$/.test(pathname);
}
