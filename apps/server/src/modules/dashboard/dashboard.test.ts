import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function as(id: string): Promise<Browser> {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

describe('dashboard access', () => {
  it.each([
    ['GET', '/api/dashboard/home-preferences'],
    ['POST', '/api/dashboard/home-preferences'],
    ['GET', '/api/dashboard/voicemail'],
    ['GET', '/api/dashboard/webmail'],
  ])('refuses %s %s without a session', async (method, url) => {
    const b = new Browser(app);
    const res =
      method === 'GET' ? await b.get(url) : await b.post(url, { homeFunc1: 'Cart', homeFunc2: 'DVR' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('NO_SESSION');
  });

  it('asks an agent who acts for nobody to choose a subscriber first', async () => {
    const agent = await as('agent1');
    const res = await agent.get('/api/dashboard/home-preferences');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Choose a subscriber to act for first.');
  });
});

describe('home preferences (get/set funmod)', () => {
  it("gives jsmith the slots jsmith saved, by the seed's server names", async () => {
    const res = await (await as('jsmith')).get('/api/dashboard/home-preferences');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ homeFunc1: 'Voicemail', homeFunc2: 'Webmail' });
  });

  it('gives someone who never chose a default pair of modules they can use', async () => {
    // latepay: mailbox on hold, no phone, DVR and TV: the first usable modules are DVR and on demand.
    expect((await (await as('latepay')).get('/api/dashboard/home-preferences')).json()).toEqual({
      homeFunc1: 'DVR',
      homeFunc2: 'New_On_Demand',
    });
  });

  it('saves two slots and gives them back, leaving other ids alone', async () => {
    const b = await as('acmebiz');
    const saved = await b.post('/api/dashboard/home-preferences', {
      homeFunc1: 'WiFI_Usage',
      homeFunc2: 'Whats_on_Tonight',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ homeFunc1: 'WiFI_Usage', homeFunc2: 'Whats_on_Tonight' });
    expect((await b.get('/api/dashboard/home-preferences')).json()).toEqual({
      homeFunc1: 'WiFI_Usage',
      homeFunc2: 'Whats_on_Tonight',
    });
    const changed = await b.post('/api/dashboard/home-preferences', { homeFunc1: 'Cart', homeFunc2: 'DVR' });
    expect(changed.json()).toEqual({ homeFunc1: 'Cart', homeFunc2: 'DVR' });
    expect((await b.get('/api/dashboard/home-preferences')).json()).toEqual({
      homeFunc1: 'Cart',
      homeFunc2: 'DVR',
    });
    expect((await (await as('jsmith')).get('/api/dashboard/home-preferences')).json()).toEqual({
      homeFunc1: 'Voicemail',
      homeFunc2: 'Webmail',
    });
  });

  it.each([
    [{ homeFunc1: 'My_Services', homeFunc2: 'DVR' }, 'body.homeFunc1'],
    [{ homeFunc1: 'Cart', homeFunc2: 'cart' }, 'body.homeFunc2'],
    [{ homeFunc1: 'Cart' }, 'body.homeFunc2'],
  ])('refuses %o with a 400 naming %s and changes nothing', async (body, path) => {
    const b = await as('mgarcia');
    const res = await b.post('/api/dashboard/home-preferences', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0]).toEqual({
      path,
      reason: 'input.not-allowed',
      message:
        'Choose one of the home modules: Cart, DVR, New_On_Demand, Whats_on_Tonight, Voicemail, Webmail, WiFI_Usage.',
    });
    expect((await b.get('/api/dashboard/home-preferences')).json()).toEqual({
      homeFunc1: 'Cart',
      homeFunc2: 'Whats_on_Tonight',
    });
  });

  it('lets an agent set the slots of the subscriber they act for, and only theirs', async () => {
    const agent = await as('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'latepay' })).statusCode).toBe(200);
    const res = await agent.post('/api/dashboard/home-preferences', {
      homeFunc1: 'Whats_on_Tonight',
      homeFunc2: 'DVR',
    });
    expect(res.statusCode).toBe(200);
    expect((await (await as('latepay')).get('/api/dashboard/home-preferences')).json()).toEqual({
      homeFunc1: 'Whats_on_Tonight',
      homeFunc2: 'DVR',
    });
    const own = await app.db.kysely
      .selectFrom('home_preferences')
      .select('user_id')
      .where('user_id', '=', 'agent1')
      .execute();
    expect(own).toEqual([]);
  });
});

describe('what the two home slots may hold', () => {
  it.each([
    ['Cart', 'Cart'],
    ['DVR', 'DVR'],
  ])('refuses %s in both slots with a 400 and keeps the saved pair', async (homeFunc1, homeFunc2) => {
    const b = await as('jsmith');
    const res = await b.post('/api/dashboard/home-preferences', { homeFunc1, homeFunc2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      reason: 'dashboard.slots.same-module',
      message: 'Choose a different module for each home slot.',
      issues: [{ path: 'body.homeFunc2', reason: 'dashboard.slots.same-module' }],
    });
    expect((await b.get('/api/dashboard/home-preferences')).json()).toEqual({
      homeFunc1: 'Voicemail',
      homeFunc2: 'Webmail',
    });
  });

  it.each([
    // netonly has internet only: no phone, no TV, no DVR, and an inactive mailbox (seed 000 §4)
    ['netonly', 'WiFI_Usage', 'Voicemail'],
    ['netonly', 'Cart', 'WiFI_Usage'],
    ['netonly', 'WiFI_Usage', 'Webmail'],
    // latepay has TV and DVR but no phone
    ['latepay', 'Voicemail', 'DVR'],
  ])('refuses %s a slot it is not entitled to (%s, %s) with a 403', async (id, homeFunc1, homeFunc2) => {
    const b = await as(id);
    const before = (await b.get('/api/dashboard/home-preferences')).json();
    const res = await b.post('/api/dashboard/home-preferences', { homeFunc1, homeFunc2 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'FORBIDDEN',
      reason: 'dashboard.slots.not-entitled',
      message: 'This module is not part of your services, so it cannot go in a home slot.',
    });
    expect((await b.get('/api/dashboard/home-preferences')).json()).toEqual(before);
  });

  it('judges the subscriber an agent acts for, not the agent', async () => {
    const agent = await as('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'netonly' })).statusCode).toBe(200);
    const res = await agent.post('/api/dashboard/home-preferences', {
      homeFunc1: 'DVR',
      homeFunc2: 'WiFI_Usage',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('dashboard.slots.not-entitled');
  });
});

describe('voicemail counter', () => {
  it("counts the 3 new messages on jsmith's line with status 200", async () => {
    const res = await (await as('jsmith')).get('/api/dashboard/voicemail');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, count: 3 });
  });

  it("gives another id of the same account the same line's count", async () => {
    expect((await (await as('jsmith.kid')).get('/api/dashboard/voicemail')).json()).toEqual({
      status: 200,
      count: 3,
    });
  });

  it('counts only new messages (acmebiz has one new and one heard)', async () => {
    expect((await (await as('acmebiz')).get('/api/dashboard/voicemail')).json()).toEqual({
      status: 200,
      count: 1,
    });
  });

  it('refuses an account without phone service with a clear 403', async () => {
    const res = await (await as('netonly')).get('/api/dashboard/voicemail');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'FORBIDDEN',
      reason: 'dashboard.voicemail.no-phone',
      message: 'Voicemail comes with phone service, which this account does not have.',
    });
  });
});

describe('webmail', () => {
  it("lists jsmith's 6 messages, newest first, with statuses and links into webmail", async () => {
    const res = await (await as('jsmith')).get('/api/dashboard/webmail');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.messageCount).toBe(6);
    expect(body.emails.map((e: { status: string }) => e.status)).toEqual([
      'unseen',
      'unseen',
      'flagged',
      'answered',
      'forwarded',
      'seen',
    ]);
    expect(body.emails[0]).toEqual({
      id: 'mail-0001',
      subject: 'Your bill is ready to view',
      date: new Date(app.clock.now() - 2 * 3_600_000).toISOString(),
      status: 'unseen',
      link: '/webmail/#/message/mail-0001',
    });
  });

  it('gives an active mailbox with no mail an empty list', async () => {
    expect((await (await as('jsmith.kid')).get('/api/dashboard/webmail')).json()).toEqual({
      messageCount: 0,
      emails: [],
    });
  });

  it('says a mailbox on hold is under maintenance (seed 000 §4)', async () => {
    const res = await (await as('latepay')).get('/api/dashboard/webmail');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('User account temporarily unavailable for system maintenance.');
  });

  it('says an inactive mailbox does not exist, with the configured brand', async () => {
    const res = await (await as('netonly')).get('/api/dashboard/webmail');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You currently do not have a Coax email account.');
  });

  it('lists at most 10 messages but counts them all', async () => {
    const now = app.clock.now();
    await app.db.kysely
      .insertInto('mailbox_messages')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          id: `bulk-${String(i).padStart(2, '0')}`,
          user_id: 'acmebiz',
          sender: 'Newsletter',
          subject: `Issue ${i}`,
          received_at: now - (100 + i) * 3_600_000,
          status: 'seen',
        })),
      )
      .execute();
    const body = (await (await as('acmebiz')).get('/api/dashboard/webmail')).json();
    expect(body.messageCount).toBe(15);
    expect(body.emails).toHaveLength(10);
    expect(body.emails.slice(0, 3).map((e: { subject: string }) => e.subject)).toEqual([
      'Invoice 4471 for November',
      'Draft: holiday opening hours',
      'Re: Delivery window',
    ]);
  });
});
