import { vi } from 'vitest';
import type { ErrorCode } from '@coax/contract';
import { anonymousSession, createConfig } from './factories.ts';

export interface MockRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;
/** Keyed "METHOD /path", e.g. "POST /api/session/login". */
export type Handlers = Record<string, Handler>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return json(status, { error: { code, message, ...extra } });
}

/** A response that arrives only when the test calls `resolve`, to observe pending states. */
export function deferred(): { promise: Promise<Response>; resolve: (response: Response) => void } {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Replaces fetch with the given handlers (plus an anonymous session and a default config).
 * A call nobody handles is a test bug: it is reported through console.error, which fails the test.
 */
export function mockApi(handlers: Handlers = {}) {
  const all: Handlers = {
    'GET /api/config': () => json(200, createConfig()),
    'GET /api/session': () => json(200, anonymousSession()),
    ...handlers,
  };
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: MockRequest = { method, url, headers: new Headers(init?.headers), body };
    requests.push(request);
    const handler = all[`${method} ${url.pathname}`];
    if (!handler) {
      // eslint-disable-next-line no-console -- the console guard turns this into a failed test
      console.error(`Unmocked request: ${method} ${url.pathname}${url.search}`);
      return apiError(500, 'INTERNAL', 'unmocked');
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** the requests made to one "METHOD /path" */
    callsTo: (key: string) => requests.filter((r) => `${r.method} ${r.url.pathname}` === key),
  };
}
