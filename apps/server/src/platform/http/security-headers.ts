import type { FastifyInstance } from 'fastify';

/** The content security policy: everything from our own origin, nothing framed, no plugins. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * The security headers every answer carries, as helmet's defaults name them, built once: they
 * never change between requests, so nothing is parsed or assembled per request. Over HTTPS
 * (secure cookies) browsers are also told to stay on HTTPS.
 */
export function securityHeaders(secure: boolean): Record<string, string> {
  return {
    'content-security-policy': [...CSP, ...(secure ? ['upgrade-insecure-requests'] : [])].join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export function registerSecurityHeaders(server: FastifyInstance, secure: boolean): void {
  const headers = Object.entries(securityHeaders(secure));
  server.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
