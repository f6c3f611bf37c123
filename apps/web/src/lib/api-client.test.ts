import { describe, expect, it, vi } from 'vitest';
import { billingRoutes, csrRoutes, sessionRoutes } from '@coax/contract';
import { apiError, json, mockApi } from '../test/fetch-mock.ts';
import { createBillingSummary, createSessionState } from '../test/factories.ts';
import { ApiError, callApi } from './api-client.ts';
import { browserNavigation } from './browser-navigation.ts';

function spyOnNavigation() {
  return vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
}

describe('callApi', () => {
  it('returns the parsed answer of a GET and sends same-origin credentials', async () => {
    const { requests } = mockApi({
      'GET /api/billing/summary': () => json(200, createBillingSummary({ amountDue: 500 })),
    });
    const summary = await callApi(billingRoutes.summary);
    expect(summary.amountDue).toBe(500);
    expect(requests[0]?.headers.get('x-csrf-token')).toBeNull();
  });

  it('puts the query in the address and the body as JSON', async () => {
    const { callsTo } = mockApi({
      'GET /api/csr/audit': () => json(200, { entries: [], nextCursor: null }),
      'POST /api/csr/act-for': () => json(200, createSessionState()),
    });
    await callApi(csrRoutes.audit, { query: { subjectId: 'j smith', kind: 'read', limit: 10 } });
    await callApi(csrRoutes.actFor, { body: { id: 'jsmith' } });
    expect(callsTo('GET /api/csr/audit')[0]?.url.search).toBe('?subjectId=j+smith&kind=read&limit=10');
    const post = callsTo('POST /api/csr/act-for')[0];
    expect(post?.body).toEqual({ id: 'jsmith' });
    expect(post?.headers.get('content-type')).toBe('application/json');
  });

  it('sends the anti-forgery cookie value on every POST', async () => {
    document.cookie = 'coax_csrf=from-cookie; path=/';
    const { callsTo } = mockApi({ 'POST /api/session/logout': () => json(200, { ok: true }) });
    await callApi(sessionRoutes.logout);
    expect(callsTo('POST /api/session/logout')[0]?.headers.get('x-csrf-token')).toBe('from-cookie');
  });

  it('falls back to the token of the last session answer when the cookie is missing', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': () => json(200, createSessionState({ csrfToken: 'from-session' })),
      'POST /api/session/logout': () => json(200, { ok: true }),
    });
    await callApi(sessionRoutes.getSession);
    await callApi(sessionRoutes.logout);
    expect(callsTo('POST /api/session/logout')[0]?.headers.get('x-csrf-token')).toBe('from-session');
  });

  it('throws an ApiError carrying status, code, message and body', async () => {
    mockApi({
      'POST /api/session/login': () =>
        apiError(401, 'BAD_CREDENTIALS', 'Bad credentials', { attempts_remaining: 2, failed_attempts: 3 }),
    });
    const failure = await callApi(sessionRoutes.login, {
      body: { id: 'a', password: 'b', remember: false },
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    const error = failure as ApiError;
    expect([error.status, error.code, error.message]).toEqual([401, 'BAD_CREDENTIALS', 'Bad credentials']);
    expect(error.body?.error.attempts_remaining).toBe(2);
  });

  it('reports a request that never got an answer as NETWORK', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(callApi(sessionRoutes.getSession)).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('sends the browser to sign in on a 401 NO_SESSION, with where it was as the referer', async () => {
    window.history.replaceState(null, '', '/pay-bill/?tab=1#top');
    const assign = spyOnNavigation();
    mockApi({ 'GET /api/billing/summary': () => apiError(401, 'NO_SESSION', 'No session. Login required.') });
    await expect(callApi(billingRoutes.summary)).rejects.toMatchObject({ code: 'NO_SESSION' });
    expect(assign).toHaveBeenCalledWith('/login/?referer=/pay-bill/%3Ftab%3D1%23top&reason=none');
    const target = new URL(assign.mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(target.searchParams.get('referer')).toBe('/pay-bill/?tab=1#top');
  });

  it('says the session expired when the 401 is SESSION_EXPIRED, and stays in Spanish', async () => {
    window.history.replaceState(null, '', '/espanol/profile/');
    const assign = spyOnNavigation();
    mockApi({
      'GET /api/billing/summary': () =>
        apiError(401, 'SESSION_EXPIRED', 'Your session has expired. Login required.'),
    });
    await expect(callApi(billingRoutes.summary)).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('/espanol/login/?referer=/espanol/profile/&reason=expired');
  });

  it('leaves 401s of the session read, the sign-in and REAUTH_REQUIRED to the caller', async () => {
    window.history.replaceState(null, '', '/profile/');
    const assign = spyOnNavigation();
    mockApi({
      'GET /api/session': () => apiError(401, 'NO_SESSION', 'No session. Login required.'),
      'POST /api/session/login': () => apiError(401, 'NO_SESSION', 'No session. Login required.'),
      'GET /api/billing/summary': () => apiError(401, 'REAUTH_REQUIRED', 'Reauthentication required'),
    });
    await expect(callApi(sessionRoutes.getSession)).rejects.toBeInstanceOf(ApiError);
    await expect(
      callApi(sessionRoutes.login, { body: { id: 'a', password: 'b', remember: false } }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(callApi(billingRoutes.summary)).rejects.toMatchObject({ code: 'REAUTH_REQUIRED' });
    expect(assign).not.toHaveBeenCalled();
  });
});
