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

describe('contact info', () => {
  it('needs a session', async () => {
    expect((await new Browser(app).get('/api/identity/contact')).statusCode).toBe(401);
  });

  it("reads the signed-in id's own contact", async () => {
    const res = await (await as('mgarcia')).get('/api/identity/contact');
    expect(res.json()).toEqual({ email: 'mgarcia@coax.example', phone: '5165550103' });
  });

  it('refuses a bad e-mail and phone with seed 000 §5 rules', async () => {
    const res = await put(await as('jmover'), { email: 'not-an-address', phone: '(116) 555-0100' });
    expect(res.statusCode).toBe(400);
    const reasons = res.json().error.issues.map((i: { reason: string }) => i.reason);
    expect(reasons).toEqual(['identity.contact.email', 'identity.contact.phone']);
  });

  it('saves a new contact, stripped and lower-cased, and a forgotten id goes there', async () => {
    const b = await as('jmover');
    const res = await put(b, { email: ' Jo.Mover@Example.COM ', phone: '(631) 555-0199' });
    expect(res.json()).toEqual({ email: 'jo.mover@example.com', phone: '6315550199' });
    await new Browser(app, '10.9.9.9').post('/api/identity/recovery/id', { contact: 'jo.mover@example.com' });
    const mail = await app.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'identity:forgot-id:jmover')
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('jo.mover@example.com');
  });

  it('needs a recent sign-in to change it', async () => {
    const b = new Browser(app);
    await b.signIn('netonly', undefined, true);
    app.clock.advance((app.config.SESSION_REAUTH_HOURS + 1) * HOUR);
    const res = await put(b, { email: 'net@example.com', phone: '6315550100' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('REAUTH_REQUIRED');
  });

  it('lets an agent acting for a subscriber read it but not change it', async () => {
    const agent = await as('agent1');
    await agent.post('/api/csr/act-for', { id: 'latepay' });
    expect((await agent.get('/api/identity/contact')).json().email).toBe('latepay@coax.example');
    const res = await put(agent, { email: 'x@example.com', phone: '6315550100' });
    expect(res.statusCode).toBe(403);
  });
});
