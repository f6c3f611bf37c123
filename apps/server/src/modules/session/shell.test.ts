import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

// Issue 21 item 4: the shell's first read answers, in one request, what the session, support
// number, alerts, outage status and FAQ topics endpoints answer, each for the same caller.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function shellOf(b: Browser, lang = 'en') {
  const res = await b.get(`/api/session/shell?lang=${lang}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & {
    session: { user: { id: string; accountNumber: string; csrId: string | null } | null; expired: boolean };
  };
}

/** What each part's own endpoint answers the same browser. */
async function ownEndpoints(b: Browser, lang: 'en' | 'es') {
  const read = async (url: string) => (await b.get(url)).json() as unknown;
  return {
    session: await read('/api/session'),
    supportNumber: await read('/api/config/support-number'),
    alerts: await read(`/api/alerts?lang=${lang}`),
    outageStatus: await read('/api/outage/status'),
    faqProducts: await read(`/api/faq/products?lang=${lang === 'es' ? 'esp' : 'opt'}`),
  };
}

describe('the shell read answers what each shell endpoint answers', () => {
  it('for a visitor: the anonymous session and the public parts', async () => {
    const b = new Browser(app);
    const shell = await shellOf(b);
    expect(shell.session).toMatchObject({ user: null, agent: null, expired: false });
    expect(shell).toEqual(await ownEndpoints(b, 'en'));
  });

  it('for a signed-in subscriber, in Spanish', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    const shell = await shellOf(b, 'es');
    expect(shell.session.user?.id).toBe('jsmith');
    expect(shell).toEqual(await ownEndpoints(b, 'es'));
  });

  it("for an agent acting for a subscriber: the subscriber's parts", async () => {
    const agent = new Browser(app);
    await agent.signIn('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'mgarcia' })).statusCode).toBe(200);
    const shell = await shellOf(agent);
    expect(shell.session.user).toMatchObject({ id: 'mgarcia', csrId: 'agent1' });
    expect(shell).toEqual(await ownEndpoints(agent, 'en'));
  });

  it("never carries another account's data", async () => {
    const jsmith = new Browser(app);
    await jsmith.signIn('jsmith');
    const mgarcia = new Browser(app);
    await mgarcia.signIn('mgarcia');
    const his = await shellOf(jsmith);
    const hers = await shellOf(mgarcia);
    expect(hers.session.user?.id).toBe('mgarcia');
    expect(his.session.user?.accountNumber).not.toBe(hers.session.user?.accountNumber);
    expect(JSON.stringify(hers)).not.toContain(his.session.user?.accountNumber ?? 'none');
    expect(JSON.stringify(hers)).not.toContain('jsmith');
  });

  it('tells the page the session ended, as GET /api/session does', async () => {
    const phone = new Browser(app);
    const laptop = new Browser(app);
    await phone.signIn('mgarcia');
    await laptop.signIn('mgarcia');
    expect((await laptop.post('/api/session/logout-all', { id: 'mgarcia' })).statusCode).toBe(200);
    expect((await shellOf(phone)).session).toMatchObject({ user: null, agent: null, expired: true });
  });

  it('refuses a language it does not have with a 400', async () => {
    const res = await new Browser(app).get('/api/session/shell?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('query.lang: The language is en or es.');
  });
});

describe('a part that fails', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
    // the alerts' table is gone: GET /api/alerts fails, the rest of the shell does not
    await broken.db.kysely.schema.alterTable('operator_alerts').renameTo('operator_alerts_gone').execute();
  });
  afterAll(async () => broken.close());

  it('is answered as null, and the session and the other parts still arrive', async () => {
    const b = new Browser(broken);
    await b.signIn('jsmith');
    expect((await b.get('/api/alerts?lang=en')).statusCode).toBe(500);
    const shell = await shellOf(b);
    expect(shell.alerts).toBeNull();
    const own = await ownEndpoints(b, 'en');
    expect(shell).toEqual({ ...own, alerts: null });
    expect(shell.session.user?.id).toBe('jsmith');
    expect(broken.logs()).toContain('shell read: a part failed');
  });
});
