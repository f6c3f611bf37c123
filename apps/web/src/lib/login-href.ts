/**
 * Why the visitor is on the sign-in page (seed 000 §8): `expired` says 'Your session has expired.
 * Login required.', `none` says 'No session. Login required.'; the two signed-out values confirm a
 * sign-out (here, or on every device). No reason at all is a visitor who chose to sign in.
 */
export type LoginReason = 'expired' | 'none' | 'signed-out' | 'signed-out-everywhere';

/**
 * Why a protected page sends its visitor to sign in: a session the browser held has ended (past
 * its limits, or signed out elsewhere), or there is none at all.
 */
export function sessionEndedReason(session: { expired: boolean } | undefined): LoginReason {
  return session?.expired ? 'expired' : 'none';
}

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
