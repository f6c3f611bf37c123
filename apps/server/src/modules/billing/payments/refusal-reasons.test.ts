import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, REASONS } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { addTestCard, countingGateway } from './testing/counting-gateway.ts';
import { MINUTE } from '../../../platform/clock.ts';

const JSMITH = '781245006201';
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ gateway: countingGateway().gateway, env: { MAIL_CATCHER_PORT: '0' } });
  await addTestCard(app.db.kysely, { id: 'pm_r_ok', accountNumber: JSMITH });
});
afterAll(async () => app.close());

async function signedIn(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

/** The body is the contract's error shape, and names the reason. */
function refusal(res: { statusCode: number; json: () => unknown }, status: number, reason: string) {
  expect(res.statusCode).toBe(status);
  const body = errorResponse.parse(res.json());
  expect(body.error.reason).toBe(reason);
  return body.error;
}

describe('every refusal carries a reason id', () => {
  it('names bad input generically and each field issue too', async () => {
    const b = await signedIn('jsmith');
    const res = await b.post(
      '/api/billing/payments',
      { methodId: 'pm_r_ok', payDate: 'now' },
      {
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    const error = refusal(res, 400, 'input.required');
    expect(error.issues).toEqual([
      expect.objectContaining({ path: 'body.amountCents', reason: 'input.required' }),
    ]);
  });

  it('names a payment over the maximum with the seed rule, keeping the seed message', async () => {
    const b = await signedIn('jsmith');
    const res = await b.post(
      '/api/billing/payments',
      { methodId: 'pm_r_ok', amountCents: 1_000_000_00, payDate: 'now' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    const error = refusal(res, 400, 'payment.amount.over-max');
    expect(error.issues).toEqual([
      {
        path: 'body.amountCents',
        reason: 'payment.amount.over-max',
        message: 'The payment amount entered is greater than the maximum allowed',
      },
    ]);
  });

  it('names a missing session, an expired one, and a secondary user on bill pay', async () => {
    refusal(await new Browser(app).get('/api/billing/summary'), 401, 'session.none');

    const idle = await signedIn('jsmith');
    app.clock.advance(app.config.SESSION_IDLE_MINUTES * MINUTE + 1000);
    refusal(await idle.get('/api/billing/summary'), 401, 'session.expired');

    const kid = await signedIn('jsmith.kid');
    const error = refusal(await kid.get('/api/billing/summary'), 403, 'session.not-primary');
    expect(error.message).toBe('Please sign in as the primary user to view and pay your bill.');
  });

  it('names a domain conflict: automatic payments set up twice', async () => {
    const b = await signedIn('jsmith');
    const enrol = () =>
      b.post(
        '/api/billing/autopay',
        { methodId: 'pm_r_ok', dateType: 'days_before', daysInAdvance: 2, amountType: 'due' },
        { headers: { 'idempotency-key': randomUUID() } },
      );
    expect((await enrol()).statusCode).toBeLessThan(300);
    refusal(await enrol(), 409, 'autopay.exists');
  });

  it('names refusals made before any route: no such endpoint, a forged request', async () => {
    refusal(await new Browser(app).get('/api/no-such-thing'), 404, 'request.no-such-endpoint');
    const b = await signedIn('jsmith');
    const forged = await b.post('/api/session/logout', {}, { headers: { 'sec-fetch-site': 'cross-site' } });
    refusal(forged, 403, 'request.forged');
  });
});

describe('the error schema', () => {
  const body = (reason: string, issueReason: string = reason) => ({
    error: {
      code: 'BAD_REQUEST',
      reason,
      message: 'x',
      issues: [{ path: 'body.a', reason: issueReason, message: 'x' }],
    },
  });

  it('accepts every known reason', () => {
    for (const reason of REASONS) expect(errorResponse.safeParse(body(reason)).success, reason).toBe(true);
  });

  it('refuses an unknown or missing reason, on the body and on an issue', () => {
    expect(errorResponse.safeParse(body('payment.amount.too-much')).success).toBe(false);
    expect(errorResponse.safeParse(body('input.invalid', 'Input.Invalid')).success).toBe(false);
    expect(errorResponse.safeParse({ error: { code: 'NOT_FOUND', message: 'x' } }).success).toBe(false);
  });

  it('keeps every id dotted and lower-case, each once', () => {
    expect(new Set(REASONS).size).toBe(REASONS.length);
    for (const reason of REASONS) expect(reason).toMatch(/^[a-z][a-z-]*(\.[a-z][a-z-]*){1,3}$/);
  });
});
