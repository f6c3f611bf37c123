import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function as(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

/** A message made for one test, so the seed's stay as they are. */
async function addMessage(id: string, userId = 'jsmith', status = 'unseen') {
  await app.db.kysely
    .insertInto('mailbox_messages')
    .values({
      id,
      user_id: userId,
      sender: 'Test Sender',
      subject: `Test ${id}`,
      received_at: app.clock.now() - 60_000,
      status,
      body: 'First paragraph.\n\nSecond paragraph.',
    })
    .execute();
}

describe('without a session or a subscriber', () => {
  it.each([
    ['GET', '/api/webmail/messages'],
    ['GET', '/api/webmail/messages/mail-0001'],
    ['POST', '/api/webmail/messages/mail-0001/seen'],
    ['POST', '/api/webmail/messages/mail-0001/delete'],
  ])('refuses %s %s with 401', async (method, url) => {
    const b = new Browser(app);
    const res = method === 'GET' ? await b.get(url) : await b.post(url, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('NO_SESSION');
  });

  it('asks an agent who acts for nobody to choose a subscriber', async () => {
    const res = await (await as('agent1')).get('/api/webmail/messages');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('session.choose-subscriber');
  });
});

describe('the mailbox', () => {
  it("lists all of jsmith's messages newest first with the seed's statuses", async () => {
    const res = await (await as('jsmith')).get('/api/webmail/messages');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unseenCount).toBe(2);
    expect(body.messages.map((m: { status: string }) => m.status)).toEqual([
      'unseen',
      'unseen',
      'flagged',
      'answered',
      'forwarded',
      'seen',
    ]);
    expect(body.messages[0]).toEqual({
      id: 'mail-0001',
      sender: 'Billing Department',
      subject: 'Your bill is ready to view',
      date: new Date(app.clock.now() - 2 * 3_600_000).toISOString(),
      status: 'unseen',
    });
  });

  it("gives a secondary id their own mailbox, not the primary's", async () => {
    expect((await (await as('jsmith.kid')).get('/api/webmail/messages')).json()).toEqual({
      messages: [],
      unseenCount: 0,
    });
  });

  it.each([
    ['netonly', 'dashboard.mailbox.none', 'You currently do not have a Coax email account.'],
    [
      'latepay',
      'dashboard.mailbox.maintenance',
      'User account temporarily unavailable for system maintenance.',
    ],
  ])("refuses %s's mailbox with %s", async (id, reason, message) => {
    const res = await (await as(id)).get('/api/webmail/messages');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ reason, message });
  });
});

describe('reading a message', () => {
  it("gives mgarcia's message its Spanish text", async () => {
    const res = await (await as('mgarcia')).get('/api/webmail/messages/mail-0007');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subject: 'Su receta está lista', status: 'unseen' });
    expect(res.json().body).toContain('Estimada señora García');
  });

  it('marks an unseen message seen, and the dashboard module shows it so', async () => {
    await addMessage('mail-t-seen');
    const b = await as('jsmith');
    const res = await b.post('/api/webmail/messages/mail-t-seen/seen', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('seen');
    const module = (await b.get('/api/dashboard/webmail')).json();
    expect(module.emails.find((e: { id: string }) => e.id === 'mail-t-seen').status).toBe('seen');
  });

  it('keeps any other status (a flagged message stays flagged)', async () => {
    await addMessage('mail-t-flag', 'jsmith', 'flagged');
    const res = await (await as('jsmith')).post('/api/webmail/messages/mail-t-flag/seen', {});
    expect(res.json().status).toBe('flagged');
  });

  it("never reads or marks another id's message, even of the same account", async () => {
    const kid = await as('jsmith.kid');
    for (const res of [
      await kid.get('/api/webmail/messages/mail-0001'),
      await kid.post('/api/webmail/messages/mail-0001/seen', {}),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.reason).toBe('webmail.message.not-found');
    }
    const row = await app.db.kysely
      .selectFrom('mailbox_messages')
      .select('status')
      .where('id', '=', 'mail-0001')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('unseen');
  });

  it('refuses an id that cannot name a message with a 400', async () => {
    const res = await (await as('jsmith')).get(`/api/webmail/messages/${'x'.repeat(65)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('params.id');
  });
});

describe('deleting', () => {
  it('deletes a message once, and the dashboard count drops with it', async () => {
    await addMessage('mail-t-delete');
    const b = await as('jsmith');
    const before = (await b.get('/api/dashboard/webmail')).json().messageCount;
    const res = await b.post('/api/webmail/messages/mail-t-delete/delete', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messageCount: before - 1 });
    expect((await b.get('/api/dashboard/webmail')).json().messageCount).toBe(before - 1);
    expect((await b.post('/api/webmail/messages/mail-t-delete/delete', {})).statusCode).toBe(404);
  });

  it("never deletes another person's message", async () => {
    const res = await (await as('acmebiz')).post('/api/webmail/messages/mail-0007/delete', {});
    expect(res.statusCode).toBe(404);
    expect((await (await as('mgarcia')).get('/api/webmail/messages/mail-0007')).statusCode).toBe(200);
  });
});
