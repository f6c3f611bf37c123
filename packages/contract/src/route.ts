import type { z } from 'zod';

/** Who may call a route. The server enforces it; the OpenAPI document states it. */
export type Access =
  /** anyone, signed in or not */
  | 'public'
  /** any signed-in session (a subscriber, or an agent acting for one) */
  | 'user'
  /** a signed-in subscriber whose bill-pay flag (p.bp) is 1 */
  | 'billpay'
  /** a customer-service agent's own session */
  | 'csr';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The product areas. One name per area everywhere: the contract's route tag, the server module
 * (`apps/server/src/modules/<area>`), the web feature (`apps/web/src/features/<area>`), the domain
 * folder (`packages/domain/src/<area>`) and the docs.
 */
export const AREAS = [
  'session',
  'alerts',
  'outage',
  'billing',
  'dashboard',
  'faq',
  'search',
  'vod',
  'guide',
  'dvr',
  'box-settings',
  'csr',
  'config',
  'health',
  'identity',
  'appointments',
  'network',
  'support',
  'locator',
  'shop',
  'phone',
  'webmail',
] as const;

export type Area = (typeof AREAS)[number];

/**
 * One HTTP operation: the single source for the server's validation, the web client's
 * types and the OpenAPI document.
 */
export interface RouteDef<
  M extends HttpMethod = HttpMethod,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: M;
  path: string;
  summary: string;
  area: Area;
  access: Access;
  /** the call changes state: anti-forgery token required */
  mutates: boolean;
  /** the session must have signed in recently (SESSION_REAUTH_HOURS) */
  recentAuth?: boolean;
  /**
   * the call moves money: it needs an Idempotency-Key header, and a repeat with the same key
   * gets the first answer instead of running again (docs/decisions/0007-durable-payments.md)
   */
  idempotent?: true;
  /**
   * a public read whose answer is the same for everyone (no session data): browsers and shared
   * caches such as a CDN may keep it this long. Every other answer is no-store.
   */
  publicCache?: PublicCache;
  /**
   * a public read whose answer to a visitor (no session) is the same for every visitor, while a
   * signed-in caller's is their own (the guide marks what their household records): the server
   * keeps the visitors' answer this long and a browser revalidates it by its ETag.
   */
  visitorCache?: PublicCache;
  body: B;
  query: Q;
  params: P;
  /** the 200 (or 201/204) body */
  response: R;
  status?: 200 | 201 | 204;
  /** the answer is a file (a statement PDF), not JSON: the media type it is sent as */
  binary?: { contentType: string };
  /** the largest request body this call takes, in bytes, where it is above the server's default */
  bodyLimit?: number;
}

export function defineRoute<
  M extends HttpMethod,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(def: {
  method: M;
  path: string;
  summary: string;
  area: Area;
  access: Access;
  recentAuth?: boolean;
  idempotent?: true;
  publicCache?: PublicCache;
  visitorCache?: PublicCache;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  status?: 200 | 201 | 204;
  binary?: { contentType: string };
  bodyLimit?: number;
}): RouteDef<M, B, Q, P, R> {
  if (def.publicCache && (def.access !== 'public' || def.method !== 'GET')) {
    throw new Error(`${def.method} ${def.path}: only public GET answers may be kept by shared caches`);
  }
  if (def.visitorCache && (def.access !== 'public' || def.method !== 'GET' || def.publicCache)) {
    throw new Error(`${def.method} ${def.path}: only a public GET kept for no one else is kept for visitors`);
  }
  return {
    ...def,
    mutates: def.method !== 'GET',
    body: def.body as B,
    query: def.query as Q,
    params: def.params as P,
  };
}

/** How long a public read's answer may be kept. */
export interface PublicCache {
  maxAgeSeconds: number;
}

/** The Cache-Control header of a visitor's kept answer: the browser keeps it and asks by its ETag. */
export const VISITOR_CACHE_CONTROL = 'private, no-cache';

/** The Cache-Control header of a route's successful answers. */
export function cacheControlOf(def: Pick<RouteDef, 'publicCache'>): string {
  return def.publicCache ? `public, max-age=${def.publicCache.maxAgeSeconds}` : 'no-store';
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
/** What a caller sends. */
export type RouteInput<D extends RouteDef> = {
  body: Infer<D['body']>;
  query: Infer<D['query']>;
  params: Infer<D['params']>;
};
/** What a caller gets back. */
export type RouteOutput<D extends RouteDef> = z.infer<D['response']>;
