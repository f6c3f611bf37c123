import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DAY } from '../../platform/clock.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { MAIL_CATCHER_PORT: '0' } });
});
afterAll(async () => app.close());

const card = (nickname: string) => ({
  nameOnAccount: 'John Smith',
  cardNumber: '4242 4242 4242 4242',
  expMonth: 4,
  expYear: 2031,
  nickname,
  billingAddress: null,
});

async function signedIn(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

async function log(b: Browser, query: string) {
  const res = await b.get(`/api/csr/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { entries: AuditEntry[]; nextCursor: string | null };
}

const brief = (e: AuditEntry) => [e.kind, e.action, e.actorId, e.actorRole, e.subjectId];

describe('the desk log keeps the actor apart from the subscriber, and reads apart from changes', () => {
  it('logs start, the change and stop for an agent; the reads only under kind=read', async () => {
    const agent = await signedIn('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'jsmith' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await agent.get('/api/billing/summary')).statusCode).toBe(200);
    const added = await agent.post('/api/billing/payment-methods/card', card('Desk Visa'));
    expect(added.statusCode, added.body).toBe(201);
    expect((await agent.post('/api/csr/release', {})).statusCode).toBe(200);

    const actions = await log(agent, 'subjectId=jsmith');
    expect(actions.entries.map(brief)).toEqual([
      ['session', 'csr.acting.stopped', 'agent1', 'agent', 'jsmith'],
      // The call is logged once its answer is known, after the change it made.
      ['change', 'POST /api/billing/payment-methods/card', 'agent1', 'agent', 'jsmith'],
      ['change', 'billing.method.added', 'agent1', 'agent', 'jsmith'],
      ['session', 'csr.acting.started', 'agent1', 'agent', 'jsmith'],
    ]);
    expect(actions.entries.every((e) => e.accountNumber === '781245006201')).toBe(true);

    const reads = await log(agent, 'subjectId=jsmith&kind=read');
    expect(reads.entries.map((e) => e.action)).toEqual(Array(3).fill('GET /api/billing/summary'));
    expect(reads.entries.every((e) => e.kind === 'read' && e.actorId === 'agent1')).toBe(true);

    const all = await log(agent, 'subjectId=JSMITH&kind=all');
    expect(all.entries).toHaveLength(7);
    expect((await log(agent, 'subjectId=jsmith&kind=session')).entries.map((e) => e.action)).toEqual([
      'csr.acting.stopped',
      'csr.acting.started',
    ]);
  });

  it("lists a subscriber's own change under the subscriber, not as an agent's", async () => {
    const own = await signedIn('jsmith');
    expect((await own.post('/api/billing/payment-methods/card', card('Own Visa'))).statusCode).toBe(201);
    const agent = await signedIn('agent1');
    const mine = (await log(agent, 'actorId=jsmith')).entries;
    expect(mine.map(brief)).toEqual([['change', 'billing.method.added', 'jsmith', 'subscriber', 'jsmith']]);
    expect((await log(agent, 'actorId=agent1')).entries.every((e) => e.actorRole === 'agent')).toBe(true);
  });

  it('logs the end of acting for one subscriber when the agent turns to another', async () => {
    const agent = await signedIn('agent1');
    await agent.post('/api/csr/act-for', { id: 'netonly' });
    await agent.post('/api/csr/act-for', { id: 'netonly' });
    await agent.post('/api/csr/act-for', { id: 'latepay' });
    await agent.post('/api/csr/release', {});
    await agent.post('/api/csr/release', {});
    const sessions = (await log(agent, 'kind=session&actorId=agent1')).entries.slice(0, 4);
    expect(sessions.map((e) => [e.action, e.subjectId])).toEqual([
      ['csr.acting.stopped', 'latepay'],
      ['csr.acting.started', 'latepay'],
      ['csr.acting.stopped', 'netonly'],
      ['csr.acting.started', 'netonly'],
    ]);
  });
});

describe('filters and paging', () => {
  it('pages newest first in a stable order, every entry once, to a last page without a cursor', async () => {
    const agent = await signedIn('agent1');
    const everything = (await log(agent, 'kind=all&limit=200')).entries;
    expect(everything.length).toBeGreaterThan(5);
    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await log(agent, `kind=all&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    expect(cursor).toBeNull();
    expect(seen).toEqual(everything);
    expect(pages).toBe(Math.ceil(everything.length / 2));
  });

  it('keeps to a range of days, both ends included', async () => {
    const today = new Date(app.clock.now()).toISOString().slice(0, 10);
    app.clock.advance(2 * DAY);
    // Signed in after the clock moves: the session of two days ago has ended.
    const agent = await signedIn('agent1');
    const later = new Date(app.clock.now()).toISOString().slice(0, 10);
    await agent.post('/api/csr/act-for', { id: 'mgarcia' });
    await agent.post('/api/csr/release', {});

    const onLater = (await log(agent, `from=${later}&to=${later}`)).entries;
    expect(onLater.map((e) => [e.action, e.subjectId])).toEqual([
      ['csr.acting.stopped', 'mgarcia'],
      ['csr.acting.started', 'mgarcia'],
    ]);
    const untilToday = (await log(agent, `to=${today}&kind=all&limit=200`)).entries;
    expect(untilToday.length).toBeGreaterThan(0);
    expect(untilToday.some((e) => e.subjectId === 'mgarcia')).toBe(false);
    expect((await log(agent, `from=${today}&to=${later}&subjectId=mgarcia`)).entries).toHaveLength(2);
  });

  it('answers bad filters with 400 and a reason, never 500', async () => {
    const agent = await signedIn('agent1');
    const reversed = await agent.get('/api/csr/audit?from=2026-11-20&to=2026-11-19');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.reason).toBe('csr.audit.dates-reversed');
    for (const q of [
      'from=2026-13-01',
      'to=yesterday',
      'kind=writes',
      'cursor=abc',
      'limit=0',
      'limit=201',
    ]) {
      const res = await agent.get(`/api/csr/audit?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.reason, q).toEqual(expect.any(String));
    }
  });

  it('is for agents only', async () => {
    expect((await new Browser(app).get('/api/csr/audit')).statusCode).toBe(401);
    expect((await (await signedIn('jsmith')).get('/api/csr/audit?actorId=jsmith')).statusCode).toBe(403);
  });
});
