import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VALID_MS } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

// Temporary consent from grant to withdrawal, the agent's audited look, and the desk's lists of
// service-issue reports, theft reports and ended chats.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { BRAND_NAME: 'Northwind' } });
});
afterAll(async () => app.close());

const as = async (id: string) => {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
};
let keys = 0;
const key = () => ({ headers: { 'idempotency-key': `support-desk-test-${++keys}` } });
const JSMITH_ACCOUNT = '781245006201';
const MGARCIA_ACCOUNT = '781245006302';
const look = (account: string, code: string) =>
  `/api/support/consent/equipment?accountNumber=${account}&accessCode=${code}`;
const LISTS = ['/api/support/desk/service-reports', '/api/support/desk/theft-reports'];

describe('the desk lists before anything is reported', () => {
  it.each(LISTS)('%s is empty for an agent, 403 for a subscriber, 401 for a visitor', async (url) => {
    const res = await (await as('agent1')).get(url);
    expect(res.statusCode).toBe(200);
    expect(Object.values(res.json())).toEqual([[]]);
    const subscriber = await (await as('jsmith')).get(url);
    expect(subscriber.statusCode).toBe(403);
    expect((await new Browser(app).get(url)).statusCode).toBe(401);
  });
});

describe('the ended chats before any chat of the test', () => {
  it("shows the demo's ended chat with its transcript, is empty without chats, and 403 for a subscriber", async () => {
    const agent = await as('agent1');
    const { chats } = (await agent.get('/api/support/desk/ended-chats')).json();
    expect(chats.map((c: { userId: string; status: string }) => [c.userId, c.status])).toEqual([
      ['jsmith', 'ended'],
    ]);
    expect(chats[0].messages.length).toBeGreaterThan(1);
    expect((await (await as('jsmith')).get('/api/support/desk/ended-chats')).statusCode).toBe(403);
    await app.db.kysely.deleteFrom('support_chat_messages').execute();
    await app.db.kysely.deleteFrom('support_chats').execute();
    expect((await agent.get('/api/support/desk/ended-chats')).json()).toEqual({ chats: [] });
  });
});

describe('temporary consent on the desk', () => {
  it('shows the agent the modem and boxes of that account only, and audits each look', async () => {
    const holder = await as('jsmith');
    const { accessCode } = (await holder.post('/api/support/consent', {})).json();
    const agent = await as('agent1');
    const seen = await agent.get(look(JSMITH_ACCOUNT, accessCode));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().modems.map((m: { macAddress: string }) => m.macAddress)).toEqual([
      'A4:56:30:1B:7C:01',
    ]);
    expect(seen.json().boxes.map((b: { id: string }) => b.id)).toEqual(['STB-6201-1', 'STB-6201-2']);
    // the same code opens no other account
    const other = await agent.get(look(MGARCIA_ACCOUNT, accessCode));
    expect(other.statusCode).toBe(404);
    expect(other.json().error.reason).toBe('support.consent.invalid');

    const audit = await app.db.kysely
      .selectFrom('audit_log')
      .select(['actor_id', 'subject_id', 'account_number', 'kind', 'status'])
      .where('action', '=', 'support.consent.equipment')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { actor_id: 'agent1', subject_id: 'jsmith', account_number: JSMITH_ACCOUNT, kind: 'read', status: 200 },
      { actor_id: 'agent1', subject_id: '-', account_number: MGARCIA_ACCOUNT, kind: 'read', status: 404 },
    ]);
  });

  it('stops the code at once when the holder withdraws it; only the holder may', async () => {
    const holder = await as('jsmith');
    const { accessCode } = (await holder.post('/api/support/consent', {})).json();
    const kid = await (await as('jsmith.kid')).request({ method: 'DELETE', url: '/api/support/consent' });
    expect(kid.statusCode).toBe(403);
    expect(kid.json().error.reason).toBe('support.consent.subscriber-only');
    const agent = await as('agent1');
    await agent.post('/api/csr/act-for', { id: 'jsmith' });
    expect((await agent.request({ method: 'DELETE', url: '/api/support/consent' })).statusCode).toBe(403);
    expect((await agent.get(look(JSMITH_ACCOUNT, accessCode))).statusCode).toBe(200);

    const withdrawn = await holder.request({ method: 'DELETE', url: '/api/support/consent' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ consent: null });
    expect((await holder.get('/api/support/consent')).json()).toEqual({ consent: null });
    expect((await agent.get(look(JSMITH_ACCOUNT, accessCode))).statusCode).toBe(404);
    // withdrawing twice is harmless
    expect((await holder.request({ method: 'DELETE', url: '/api/support/consent' })).statusCode).toBe(200);
  });

  it('refuses an expired code and a malformed account number', async () => {
    const { accessCode } = (await (await as('mgarcia')).post('/api/support/consent', {})).json();
    expect((await (await as('agent1')).get(look('12', accessCode))).statusCode).toBe(400);
    app.clock.advance(CONSENT_VALID_MS);
    expect((await (await as('agent1')).get(look(MGARCIA_ACCOUNT, accessCode))).statusCode).toBe(404);
  });
});

describe('the desk lists', () => {
  it('lists service-issue reports newest first, each with its own account', async () => {
    const report = {
      name: 'John Smith',
      email: 'john@example.com',
      phone: '(516) 555-0100',
      productName: 'internet',
      comments: 'No internet since this morning',
    };
    await (await as('jsmith')).post('/api/support/rightnow/reportserviceissue', report, key());
    app.clock.advance(1000);
    await (
      await as('mgarcia')
    ).post(
      '/api/support/rightnow/reportserviceissue',
      { ...report, name: 'Maria', productName: 'tv' },
      key(),
    );
    const { reports } = (await (await as('agent1')).get('/api/support/desk/service-reports')).json();
    expect(reports.map((r: { name: string; accountNumber: string }) => [r.name, r.accountNumber])).toEqual([
      ['Maria', MGARCIA_ACCOUNT],
      ['John Smith', JSMITH_ACCOUNT],
    ]);
    expect(reports[1]).toMatchObject({
      caseNumber: expect.stringMatching(/^SR-\d{8}$/),
      phone: '(516) 555-0100',
    });
  });

  it('lists theft reports with the suspect fields and the map point of the address', async () => {
    const suspect = {
      FirstName: 'Pat',
      LastName: 'Doe',
      AddressLine1: '12 Main St',
      AddressLine2: 'Apt 2',
      City: 'Hicksville',
      State: 'NY',
      Description: 'A cable runs to the house next door',
    };
    const sent = (await (await as('jsmith')).post('/api/support/theft', suspect, key())).json();
    const { reports } = (await (await as('agent1')).get('/api/support/desk/theft-reports')).json();
    expect(reports).toEqual([
      {
        id: sent.reportId,
        accountNumber: JSMITH_ACCOUNT,
        userId: 'jsmith',
        suspect,
        point: { latitude: 40.7623, longitude: -73.523, zip: '11801' },
        createdAt: sent.createdAt,
      },
    ]);
  });

  it('lists ended chats with their transcript, and never an open one', async () => {
    const agent = await as('agent1');
    await agent.post('/api/support/chat/presence', { available: true });
    const b = await as('jsmith');
    const start = { topic: 'internet', message: 'My modem blinks orange', lang: 'en' };
    const id: string = (await b.post('/api/support/chat', start, key())).json().chat.id;
    await agent.post(`/api/support/chat/${id}/take`, {});
    await agent.post(`/api/support/chat/${id}/messages`, { body: 'Let us restart it.' });
    let chats = (await agent.get('/api/support/desk/ended-chats')).json().chats;
    expect(chats).toEqual([]);
    await b.post(`/api/support/chat/${id}/end`, {});
    chats = (await agent.get('/api/support/desk/ended-chats')).json().chats;
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ id, userId: 'jsmith', status: 'ended', topic: 'internet' });
    expect(chats[0].endedAt).not.toBeNull();
    expect(chats[0].messages.map((m: { kind: string; body: string }) => `${m.kind}:${m.body}`)).toEqual([
      'text:My modem blinks orange',
      'joined:',
      'text:Let us restart it.',
      'ended:subscriber',
    ]);
  });
});
