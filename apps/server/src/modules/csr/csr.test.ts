import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LockoutPolicy } from '@coax/domain';
import { Browser, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('agents acting for subscribers', () => {
  it('finds subscribers by id prefix and by account number typed with hyphens', async () => {
    const agent = new Browser(app);
    await agent.signIn('agent1');
    const byId = await agent.get('/api/csr/subscribers?q=jsm');
    expect(byId.json().matches.map((m: { id: string }) => m.id)).toEqual(['jsmith', 'jsmith.kid']);
    const byAccount = await agent.get('/api/csr/subscribers?q=7812-450065');
    expect(byAccount.json().matches.map((m: { id: string }) => m.id)).toEqual(['latepay']);
    expect((await agent.get('/api/csr/subscribers?q=a')).statusCode).toBe(400);
  });

  it('refuses agent calls from subscribers', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    expect((await b.get('/api/csr/subscribers?q=jsm')).statusCode).toBe(403);
    expect((await b.post('/api/csr/act-for', { id: 'netonly' })).statusCode).toBe(403);
    expect((await b.get('/api/csr/audit')).statusCode).toBe(403);
    expect((await b.post('/api/csr/sign-in-ban/lift', { id: 'jsmith' })).statusCode).toBe(403);
  });

  it("shows and lifts the sign-in ban strangers put on a subscriber's id, audited", async () => {
    const stranger = new Browser(app, '203.0.113.61');
    for (let i = 0; i < LockoutPolicy.MAX_FAILURES; i++) {
      await stranger.post('/api/session/login', { id: 'latepay', password: 'guess-guess' });
    }
    const tryIt = () => stranger.post('/api/session/login', { id: 'latepay', password: DEMO_PASSWORD });
    expect((await tryIt()).statusCode).toBe(423);

    const agent = new Browser(app);
    await agent.signIn('agent1');
    const found = (await agent.get('/api/csr/subscribers?q=latepay')).json().matches;
    expect(found).toEqual([expect.objectContaining({ id: 'latepay', signInBanned: true })]);
    const lifted = await agent.post('/api/csr/sign-in-ban/lift', { id: 'LatePay' });
    expect(lifted.json()).toEqual({ lifted: true });
    expect((await agent.get('/api/csr/subscribers?q=latepay')).json().matches[0].signInBanned).toBe(false);
    expect((await agent.post('/api/csr/sign-in-ban/lift', { id: 'latepay' })).json()).toEqual({
      lifted: false,
    });
    const log = (await agent.get('/api/csr/audit?subjectId=latepay')).json().entries;
    expect(log[0]).toMatchObject({ actorId: 'agent1', kind: 'change', action: 'csr.sign-in-ban.lifted' });

    expect((await tryIt()).statusCode).toBe(200);
    // unknown ids, agents and bad input are refused
    expect((await agent.post('/api/csr/sign-in-ban/lift', { id: 'nobody-here' })).json().error.reason).toBe(
      'csr.subscriber.not-found',
    );
    expect((await agent.post('/api/csr/sign-in-ban/lift', { id: 'agent1' })).statusCode).toBe(404);
    expect((await agent.post('/api/csr/sign-in-ban/lift', { id: '' })).statusCode).toBe(400);
  });

  it("acts for jsmith, reads jsmith's bill with csrId set, and every action is audited with the agent's id", async () => {
    const agent = new Browser(app);
    await agent.signIn('agent1');
    // Not acting for anyone: no bill to read.
    expect((await agent.get('/api/billing/summary')).statusCode).toBe(403);

    const act = await agent.post('/api/csr/act-for', { id: 'jsmith' });
    expect(act.statusCode).toBe(200);
    expect(act.json()).toMatchObject({ agent: { id: 'agent1' }, user: { id: 'jsmith', csrId: 'agent1' } });

    const bill = await agent.get('/api/billing/summary');
    expect(bill.json()).toMatchObject({ accountNumber: '781245006201', csrId: 'agent1' });

    const audit = (await agent.get('/api/csr/audit?subjectId=jsmith&kind=all')).json().entries;
    const actions = audit.map((e: { action: string }) => e.action);
    expect(actions).toContain('GET /api/billing/summary');
    expect(actions).toContain('csr.acting.started');
    expect(
      audit.every(
        (e: { actorId: string; actorRole: string; subjectId: string }) =>
          e.actorId === 'agent1' && e.actorRole === 'agent' && e.subjectId === 'jsmith',
      ),
    ).toBe(true);

    const released = await agent.post('/api/csr/release');
    expect(released.json()).toMatchObject({ user: null, agent: { id: 'agent1' } });
    expect((await agent.get('/api/billing/summary')).statusCode).toBe(403);
  });

  it("inherits the subscriber's limits: acting for a user without bill pay reads no bill", async () => {
    const agent = new Browser(app);
    await agent.signIn('agent1');
    await agent.post('/api/csr/act-for', { id: 'jsmith.kid' });
    expect((await agent.get('/api/billing/summary')).statusCode).toBe(403);
  });

  it('cannot act for an agent or an unknown id', async () => {
    const agent = new Browser(app);
    await agent.signIn('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'agent1' })).statusCode).toBe(404);
    expect((await agent.post('/api/csr/act-for', { id: 'ghost' })).statusCode).toBe(404);
  });

  it('lets an agent end all sessions of a subscriber', async () => {
    const sub = new Browser(app);
    await sub.signIn('netonly');
    const agent = new Browser(app);
    await agent.signIn('agent1');
    expect((await agent.post('/api/session/logout-all', { id: 'netonly' })).json().ended).toBe(1);
    expect((await sub.get('/api/session')).json().user).toBeNull();
    // The agent's own session is untouched.
    expect((await agent.get('/api/session')).json().agent.id).toBe('agent1');
  });
});
