import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import { DAY, HOUR, MINUTE } from '../clock.ts';
import type { Config } from '../config.ts';
import { errors } from '../errors.ts';
import '../http/context.ts';
import { newSessionToken, sessionKey, type SessionRecord, type SessionStore } from './session-store.ts';

export const SESSION_COOKIE = 'coax_sid';
export const CSRF_COOKIE = 'coax_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * What the session cookie holds once its session has ended (past its limits, or signed out on
 * another device): every later request from that browser still learns that a session ended, not
 * that there never was one, however many requests the page had in flight. Sign-in replaces it and
 * sign-out clears it.
 */
export const ENDED_SESSION = 'ended';
/** Writing last-seen on every request would make each read a write; once a minute is enough. */
const TOUCH_EVERY_MS = MINUTE;

export interface SessionLimits {
  idleMs: number;
  rememberMs: number;
  maxAgeMs: number;
  reauthMs: number;
  cookieRefreshMs: number;
}

export function sessionLimits(config: Config): SessionLimits {
  return {
    idleMs: config.SESSION_IDLE_MINUTES * MINUTE,
    rememberMs: config.SESSION_REMEMBER_DAYS * DAY,
    maxAgeMs: config.SESSION_MAX_HOURS * HOUR,
    reauthMs: config.SESSION_REAUTH_HOURS * HOUR,
    cookieRefreshMs: config.SESSION_COOKIE_REFRESH_HOURS * HOUR,
  };
}

/** Idle limit for a session: ordinary ones end after SESSION_IDLE_MINUTES unused; remembered ones last their whole life. */
export const idleLimit = (s: SessionRecord, limits: SessionLimits) =>
  s.remember ? limits.rememberMs : limits.idleMs;

export function isLive(s: SessionRecord, now: number, limits: SessionLimits): boolean {
  return now < s.expiresAt && now - s.lastSeenAt < idleLimit(s, limits);
}

/**
 * Sessions and anti-forgery for every request. Reads the session cookie, drops a session
 * past its idle or absolute limit (and remembers that it did, for 'Your session has expired'),
 * makes sure the browser holds an anti-forgery cookie, and refuses state changes that lack the
 * matching header or come from another site.
 */
export function registerSessions(
  app: FastifyInstance,
  deps: { store: SessionStore; clock: Clock; config: Config },
): SessionCookies {
  const { store, clock, config } = deps;
  const limits = sessionLimits(config);

  app.decorateRequest('auth', null as unknown as FastifyRequest['auth']);
  app.decorateRequest('csrfToken', '');

  app.addHook('onRequest', async (req, reply) => {
    req.auth = { session: null, expired: false };
    let csrf = req.cookies[CSRF_COOKIE];
    if (!csrf || csrf.length < 20 || csrf.length > 100) {
      csrf = randomBytes(24).toString('base64url');
      reply.setCookie(CSRF_COOKIE, csrf, {
        path: '/',
        sameSite: 'strict',
        secure: isSecure(req, config),
        httpOnly: false,
      });
    }
    req.csrfToken = csrf;

    const token = req.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    if (token === ENDED_SESSION) {
      req.auth.expired = true;
      return;
    }
    const key = sessionKey(token);
    const s = await store.get(key);
    const now = clock.now();
    if (!s || !isLive(s, now, limits)) {
      if (s) await store.destroy(key);
      req.auth.expired = true;
      // Only an API answer marks the cookie: the page's own load (the document, its files) leaves
      // it, and a marked cookie says the same to every later request.
      if (req.url.startsWith('/api/')) markSessionEnded(reply, config);
      return;
    }
    if (s.remember && now - (s.expiresAt - limits.rememberMs) >= limits.cookieRefreshMs) {
      // Seed 002 §4: a remembered session's cookie is refreshed once it reaches the configured age,
      // so a subscriber who keeps coming back stays signed in; the password is still asked for
      // sensitive calls (SESSION_REAUTH_HOURS).
      s.expiresAt = now + limits.rememberMs;
      s.lastSeenAt = now;
      await store.update(key, { expiresAt: s.expiresAt, lastSeenAt: now });
      reply.setCookie(SESSION_COOKIE, token, {
        ...sessionCookieOptions(reply, config),
        maxAge: Math.floor(limits.rememberMs / 1000),
      });
    } else if (now - s.lastSeenAt > TOUCH_EVERY_MS) {
      await store.update(key, { lastSeenAt: now });
      s.lastSeenAt = now;
    }
    req.auth.session = s;
  });

  app.addHook('preHandler', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    if (!req.url.startsWith('/api/')) return;
    // Browsers say where a request came from; a cross-site state change is refused outright.
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site') throw errors.csrf();
    const origin = req.headers.origin;
    if (origin && origin !== 'null') {
      if (!sameHost(origin, req.headers.host)) throw errors.csrf();
    } else if (origin === 'null') {
      throw errors.csrf();
    }
    const sent = req.headers[CSRF_HEADER];
    const cookie = req.cookies[CSRF_COOKIE];
    if (typeof sent !== 'string' || !cookie || !safeEqual(sent, cookie)) throw errors.csrf();
  });

  return {
    async start(reply, init) {
      const now = clock.now();
      const token = newSessionToken();
      const record: SessionRecord = {
        key: sessionKey(token),
        userId: init.userId,
        actingFor: null,
        remember: init.remember,
        createdAt: now,
        authAt: now,
        lastSeenAt: now,
        expiresAt: now + (init.remember ? limits.rememberMs : limits.maxAgeMs),
      };
      await store.create(record);
      reply.setCookie(SESSION_COOKIE, token, {
        ...sessionCookieOptions(reply, config),
        ...(init.remember ? { maxAge: Math.floor(limits.rememberMs / 1000) } : {}),
      });
      return record;
    },
    async end(req, reply) {
      if (req.auth.session) await store.destroy(req.auth.session.key);
      req.auth.session = null;
      clearSessionCookie(reply, config);
    },
    limits,
    secureFor: (req) => isSecure(req, config),
  };
}

export interface SessionCookies {
  /** a new session with a new id: sign-in always rotates */
  start(reply: FastifyReply, init: { userId: string; remember: boolean }): Promise<SessionRecord>;
  end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  limits: SessionLimits;
  /** whether a cookie set in answer to this request is Secure (configured, or came over HTTPS) */
  secureFor(req: FastifyRequest): boolean;
}

function sessionCookieOptions(reply: FastifyReply, config: Config) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: isSecure(reply.request, config) };
}

function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(reply, config));
}

/** A browser-session cookie: closing the browser forgets that a session ended. */
function markSessionEnded(reply: FastifyReply, config: Config) {
  reply.setCookie(SESSION_COOKIE, ENDED_SESSION, sessionCookieOptions(reply, config));
}

/** Secure cookies when configured, and always when the request came over HTTPS (directly or, with TRUST_PROXY, via a proxy). */
function isSecure(req: FastifyRequest, config: Config): boolean {
  return config.cookieSecure || req.protocol === 'https';
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The Origin header names this server (default ports compare equal). */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    const o = new URL(origin);
    return o.host === new URL(`${o.protocol}//${host ?? ''}`).host;
  } catch {
    return false;
  }
}
