import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDayOf } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

// easyMoveLead (seed 002 §7, issue 19 item 8).

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { MAIL_CATCHER_PORT: '0' } });
});
afterAll(async () => app.close());

const as = async (id: string) => {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
};
const today = () => isoDayOf(app.clock.now());
const lead = (over: Record<string, unknown> = {}) => ({
  moveOn: addDays(today(), 14),
  street: '40 Ocean Ave',
  city: 'Bronx',
  state: 'NY',
  zip: '10451',
  phone: '(516) 555-0142',
  ...over,
});
const send = (b: Browser, body: object, key = randomUUID()) =>
  b.post('/api/shop/move-lead', body, { headers: { 'idempotency-key': key } });
const openLeads = async (account: string) =>
  app.db.kysely
    .selectFrom('move_leads')
    .selectAll()
    .where('account_number', '=', account)
    .where('cancelled_at', 'is', null)
    .execute();
const mailFor = async (reference: string) =>
  app.db.kysely.selectFrom('outbox').selectAll().where('topic', 'like', `shop:move:${reference}:%`).execute();

describe('the move request (easyMoveLead)', () => {
  it('sends one, tells the subscriber by e-mail, changes it, and cancels it', async () => {
    const b = await as('jsmith');
    expect((await b.get('/api/shop/move-lead')).json()).toEqual({
      lead: null,
      canChange: true,
      today: today(),
    });

    const res = await send(b, lead());
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().lead;
    expect(sent).toMatchObject({
      moveOn: addDays(today(), 14),
      address: { street: '40 Ocean Ave', line2: null, city: 'Bronx', state: 'NY', zip: '10451' },
      phone: '5165550142',
      served: true,
    });
    const mail = await mailFor(sent.reference);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email', recipient: 'jsmith@coax.example' });
    expect(mail[0]?.body).toContain('We will call: 516 555-0142');
    expect(mail[0]?.body).toContain('We serve your new address');

    // a second send changes the open request: same reference, one open row, a second e-mail
    app.clock.advance(1000);
    const changed = (await send(b, lead({ zip: '99501', city: 'Anchorage', state: 'AK' }))).json().lead;
    expect(changed.reference).toBe(sent.reference);
    expect(changed.served).toBe(false);
    expect(changed.createdAt).toBe(sent.createdAt);
    expect(await openLeads('781245006201')).toHaveLength(1);
    const both = await mailFor(sent.reference);
    expect(both).toHaveLength(2);
    expect(both.map((m) => m.body).join()).toContain('We do not serve that ZIP code yet');

    const cancelled = await b.post('/api/shop/move-lead/cancel', {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().lead).toBeNull();
    const again = await b.post('/api/shop/move-lead/cancel', {});
    expect(again.statusCode).toBe(404);
    expect(again.json().error.reason).toBe('shop.move.not-found');
  });

  it('answers a retry with one key once, and two sends at once make one open request', async () => {
    const b = await as('mgarcia');
    const key = randomUUID();
    const [first, retry] = [await send(b, lead(), key), await send(b, lead(), key)];
    expect(retry.json()).toEqual(first.json());
    const reference = first.json().lead.reference;
    expect(await mailFor(reference)).toHaveLength(1);

    await b.post('/api/shop/move-lead/cancel', {});
    const raced = await Promise.all([send(b, lead()), send(b, lead({ street: '2 Elm St' }))]);
    for (const r of raced) expect(r.statusCode, r.body).toBe(200);
    const open = await app.db.kysely
      .selectFrom('move_leads as m')
      .innerJoin('users as u', 'u.account_number', 'm.account_number')
      .select('m.id')
      .where('u.id', '=', 'mgarcia')
      .where('m.cancelled_at', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });

  it.each([
    ['none given', { moveOn: '' }, 'shop.move.date', 0],
    ['a day already gone', {}, 'shop.move.date', -1],
    ['today', {}, 'shop.move.date', 0],
    ['past the 90 days', {}, 'shop.move.date', 91],
  ] as const)('refuses a move day: %s', async (_label, over, reason, ahead) => {
    const b = await as('jsmith');
    const res = await send(b, lead({ moveOn: addDays(today(), ahead), ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe(reason);
  });

  it('takes the last day of the window, and refuses bad fields with 400', async () => {
    const b = await as('netonly');
    expect((await send(b, lead({ moveOn: addDays(today(), 90) }))).statusCode).toBe(200);
    for (const bad of [
      { street: '  ' },
      { city: '' },
      { state: 'XX' },
      { zip: '1045' },
      { phone: '123' },
      { extra: 1 },
    ]) {
      const res = await send(b, lead(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('lets a secondary id read but not send, refuses a visitor, and an agent acts only for someone', async () => {
    const kid = await as('jsmith.kid');
    expect((await kid.get('/api/shop/move-lead')).json().canChange).toBe(false);
    const refused = await send(kid, lead());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.reason).toBe('shop.services.not-primary');
    expect((await kid.post('/api/shop/move-lead/cancel', {})).statusCode).toBe(403);

    const visitor = new Browser(app);
    expect((await visitor.get('/api/shop/move-lead')).statusCode).toBe(401);
    expect((await send(visitor, lead())).statusCode).toBe(401);

    const agent = await as('agent1');
    expect((await send(agent, lead())).statusCode).toBe(403);
    expect((await agent.post('/api/csr/act-for', { id: 'jsmith' })).statusCode).toBe(200);
    const acted = await send(agent, lead());
    expect(acted.statusCode, acted.body).toBe(200);
    const row = await app.db.kysely
      .selectFrom('move_leads')
      .select(['created_by', 'account_number'])
      .where('reference', '=', acted.json().lead.reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ created_by: 'agent1', account_number: '781245006201' });
  });
});
