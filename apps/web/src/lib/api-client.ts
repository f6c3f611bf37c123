import { ERROR_CODES, isReason, sessionRoutes, sessionShellRoutes } from '@coax/contract';
import type { ErrorCode, ErrorResponse, Reason, RouteDef, RouteInput, RouteOutput } from '@coax/contract';
import { browserNavigation } from './browser-navigation.ts';
import { readCookie } from './cookies.ts';
import { isLoginPath, loginHref } from './login-href.ts';
import { SPANISH_PREFIX, hasSpanishPrefix } from '../i18n/language.ts';
import { noteThrottled } from './throttle.ts';

/** `NETWORK`: the request never got an answer (offline, DNS, connection reset). */
export type ClientErrorCode = ErrorCode | 'NETWORK';

/**
 * A failed call. Branch on `code` and show words for `reason` (lib/refusal.ts); never read the
 * `message`, which is the server's English (contract errors.ts).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ClientErrorCode;
  /** why the server refused, when it said so with an id this build knows */
  readonly reason: Reason | undefined;
  readonly body: ErrorResponse | undefined;

  constructor(status: number, code: ClientErrorCode, message: string, body?: ErrorResponse) {
    super(message);
    this.status = status;
    this.code = code;
    this.reason = isReason(body?.error.reason) ? body.error.reason : undefined;
    this.body = body;
  }
}

/** A refused call's field issues, each with its reason when the server gave a known one. */
export function issuesOf(error: unknown): { path: string; reason: Reason | undefined }[] {
  if (!isApiError(error) || !error.body?.error.issues) return [];
  return error.body.error.issues.map((i) => ({
    path: i.path,
    reason: isReason(i.reason) ? i.reason : undefined,
  }));
}

export function isApiError(error: unknown, code?: ClientErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The anti-forgery cookie the server sets; every POST/PUT/DELETE echoes it in a header. */
export const CSRF_COOKIE = 'coax_csrf';
export const CSRF_HEADER = 'x-csrf-token';

let lastCsrfToken: string | undefined;

/** Remembers the token from a session answer, used only when the cookie cannot be read. */
export function rememberCsrfToken(token: string | undefined): void {
  lastCsrfToken = token;
}

// These answer 401 as part of their normal job (anonymous session, wrong password),
// so their 401s must reach the caller instead of bouncing the browser to the sign-in page.
const noRedirectRoutes: readonly RouteDef[] = [
  sessionRoutes.getSession,
  sessionShellRoutes.getShell,
  sessionRoutes.login,
];

type OptionalWhenUndefined<T> = {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
} & {
  [K in keyof T as undefined extends T[K] ? K : never]?: T[K];
};

/** What a caller passes: only the parts (body, query, params) the route defines are required. */
export type CallInput<D extends RouteDef> = OptionalWhenUndefined<RouteInput<D>>;
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * For routes that move money (`idempotent` in the contract): one key per user action, made when
   * the person submits and sent again unchanged if that submit is retried, so the server pays once.
   */
  idempotencyKey?: string;
}
type CallArgs<D extends RouteDef> =
  Partial<CallInput<D>> extends CallInput<D>
    ? [input?: CallInput<D>, options?: CallOptions]
    : [input: CallInput<D>, options?: CallOptions];

interface LooseInput {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fills `:name` segments of the route path from params. */
export function buildPath(path: string, params: unknown): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = isRecord(params) ? params[name] : undefined;
    if (value === undefined || value === null) {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

export function buildQuery(query: unknown): string {
  if (!isRecord(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parseErrorBody(data: unknown): ErrorResponse | undefined {
  if (!isRecord(data) || !isRecord(data.error)) return undefined;
  const { code, message } = data.error;
  if (typeof code !== 'string' || !(ERROR_CODES as readonly string[]).includes(code)) return undefined;
  if (typeof message !== 'string') return undefined;
  return data as ErrorResponse;
}

function fallbackCode(status: number): ErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'NO_SESSION';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'THROTTLED';
  return 'INTERNAL';
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Seed 000 §6: "A 401 response redirects to login", carrying where the visitor was. */
function redirectToSignIn(code: ClientErrorCode): void {
  const { pathname, search, hash } = window.location;
  if (isLoginPath(pathname)) return;
  const prefix = hasSpanishPrefix(pathname) ? SPANISH_PREFIX : '';
  browserNavigation.assign(
    loginHref(pathname + search + hash, code === 'SESSION_EXPIRED' ? 'expired' : 'none', prefix),
  );
}

function isNoRedirectRoute(route: RouteDef): boolean {
  return noRedirectRoutes.some((r) => r.method === route.method && r.path === route.path);
}

/**
 * Calls one contract route and returns its typed answer. Throws ApiError on any failure.
 * A lost or expired session (401 NO_SESSION / SESSION_EXPIRED) also sends the browser to sign in;
 * REAUTH_REQUIRED is only thrown, for the page to ask for the password and retry.
 */
export async function callApi<D extends RouteDef>(
  route: D,
  ...[input, options]: CallArgs<D>
): Promise<RouteOutput<D>> {
  const loose = (input ?? {}) as LooseInput;
  const url = buildPath(route.path, loose.params) + buildQuery(loose.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = { method: route.method, credentials: 'same-origin', headers };
  if (options?.signal) init.signal = options.signal;
  if (route.mutates) {
    const token = readCookie(CSRF_COOKIE) ?? lastCsrfToken;
    if (token) headers[CSRF_HEADER] = token;
  }
  if (options?.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (loose.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(loose.body);
  }

  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', 'Network error');
  }

  const data = await readBody(res);
  if (!res.ok) {
    const body = parseErrorBody(data);
    const error = new ApiError(
      res.status,
      body?.error.code ?? fallbackCode(res.status),
      body?.error.message ?? res.statusText,
      body,
    );
    if (res.status === 429 && error.reason === 'request.throttled') {
      noteThrottled(Number(res.headers.get('retry-after')));
    }
    if (
      res.status === 401 &&
      (error.code === 'NO_SESSION' || error.code === 'SESSION_EXPIRED') &&
      !isNoRedirectRoute(route)
    ) {
      redirectToSignIn(error.code);
    }
    throw error;
  }
  if (isRecord(data) && typeof data.csrfToken === 'string') rememberCsrfToken(data.csrfToken);
  return data as RouteOutput<D>;
}
