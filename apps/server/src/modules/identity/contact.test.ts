import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { HOUR } from '../../platform/clock.ts';

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
const put = (b: Browser, payload: object) =>
  b.request({ method: 'PUT', url: '/api/identity/contact', payload });

const entry = (sendTo: string, extra: object = {}) => ({
  sendTo,
  description: '',
  methodEnabled: true,
  preferences: ['recovery'],
  ...extra,
});
const body = (phone: string, email: string, phoneExtra: object = {}, emailExtra: object = {}) => ({
  phone: entry(phone, phoneExtra),
  email: entry(email, emailExtra),
});

describe('contact info entries (seed 002 §3, cpc)', () => {
  it('needs a session', async () => {
    expect((await new Browser(app).get('/api/identity/contact')).statusCode).toBe(401);
  });

  it("reads the signed-in id's own entries, phone id 1 and e-mail id 3, with default preferences", async () => {
    const res = await (await as('mgarcia')).get('/api/identity/contact');
    expect(res.json()).toEqual({
      entries: [
        {
          id: 1,
          sendTo: '5165550103',
          description: '',
          methodEnabled: true,
          preferences: ['recovery', 'outage'],
        },
        {
          id: 3,
          sendTo: 'mgarcia@coax.example',
          description: '',
          methodEnabled: true,
          preferences: ['account', 'recovery', 'outage'],
        },
      ],
    });
  });

  it('refuses a bad e-mail and phone with seed 000 §5 rules', async () => {
    const res = await put(await as('jmover'), body('(116) 555-0100', 'not-an-address'));
    expect(res.statusCode).toBe(400);
    const reasons = res.json().error.issues.map((i: { reason: string }) => i.reason);
    expect(reasons.sort()).toEqual(['identity.contact.email', 'identity.contact.phone']);
  });

  it('refuses a long description, an unknown preference and a missing entry with 400', async () => {
    const b = await as('jmover');
    const long = await put(b, body('6315550199', 'a@example.com', { description: 'x'.repeat(41) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.issues[0].reason).toBe('identity.contact.description');
    const unknown = await put(b, body('6315550199', 'a@example.com', { preferences: ['spam'] }));
    expect(unknown.statusCode).toBe(400);
    const missing = await put(b, { phone: entry('6315550199') });
    expect(missing.statusCode).toBe(400);
  });

  it('saves the entries, stripped and lower-cased, and a forgotten id goes to the new address', async () => {
    const b = await as('jmover');
    const res = await put(
      b,
      body(
        '(631) 555-0199',
        ' Jo.Mover@Example.COM ',
        { description: ' My cell ', methodEnabled: false, preferences: ['outage', 'recovery', 'outage'] },
        { description: 'Home', preferences: ['account'] },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().entries).toEqual([
      {
        id: 1,
        sendTo: '6315550199',
        description: 'My cell',
        methodEnabled: false,
        preferences: ['recovery', 'outage'],
      },
      {
        id: 3,
        sendTo: 'jo.mover@example.com',
        description: 'Home',
        methodEnabled: true,
        preferences: ['account'],
      },
    ]);
    expect((await b.get('/api/identity/contact')).json()).toEqual(res.json());

    await new Browser(app, '10.9.9.9').post('/api/identity/recovery/id', { contact: 'jo.mover@example.com' });
    const mail = await app.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'identity:forgot-id:jmover')
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('jo.mover@example.com');
  });

  it("changes only the signed-in id's entries, never another account's", async () => {
    const b = await as('netonly');
    await put(b, body('6315550188', 'nat@example.com', { description: 'Nat cell' }));
    const other = (await (await as('latepay')).get('/api/identity/contact')).json();
    expect(other.entries[0]).toMatchObject({ sendTo: '5165550105', description: '' });
  });

  it('needs a recent sign-in to change them', async () => {
    const b = new Browser(app);
    await b.signIn('netonly', undefined, true);
    app.clock.advance((app.config.SESSION_REAUTH_HOURS + 1) * HOUR);
    const res = await put(b, body('6315550100', 'net@example.com'));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('REAUTH_REQUIRED');
  });

  it('lets an agent acting for a subscriber read them but not change them', async () => {
    const agent = await as('agent1');
    await agent.post('/api/csr/act-for', { id: 'latepay' });
    expect((await agent.get('/api/identity/contact')).json().entries[1].sendTo).toBe('latepay@coax.example');
    const res = await put(agent, body('6315550100', 'x@example.com'));
    expect(res.statusCode).toBe(403);
  });
});
