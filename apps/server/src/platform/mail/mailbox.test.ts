import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { smtpMailer } from './mailer.ts';

let app: TestApp;
let agent: Browser;
beforeAll(async () => {
  app = await createTestApp();
  agent = new Browser(app);
  await agent.signIn('agent1');
});
afterAll(async () => app.close());

describe('who may open /dev/mailbox', () => {
  it('sends a visitor to the sign-in page, and shows no mail', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/dev/mailbox/1/html']) {
      const res = await app.server.inject({ url });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe('/login/?reason=none');
      expect(res.body).not.toContain('development mailbox');
    }
  });

  it('refuses a subscriber with 403 session.agent-only', async () => {
    const jsmith = new Browser(app);
    await jsmith.signIn('jsmith');
    for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/dev/mailbox/1/html']) {
      const res = await jsmith.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.reason).toBe('session.agent-only');
      expect(res.body).not.toContain('<html');
    }
  });

  it('opens for an agent (role csr), acting for someone or not', async () => {
    expect((await agent.get('/dev/mailbox')).statusCode).toBe(200);
    const acting = new Browser(app);
    await acting.signIn('agent1');
    await acting.post('/api/csr/act-for', { id: 'jsmith' });
    expect((await acting.get('/dev/mailbox')).statusCode).toBe(200);
  });
});

describe('the local mail catcher and /dev/mailbox', () => {
  it('catches what is sent over SMTP and lists it, newest first, with the security headers and no inline code', async () => {
    const catcher = app.mail;
    if (!catcher) throw new Error('expected a catcher');
    const mailer = smtpMailer(`smtp://127.0.0.1:${catcher.port}`, '"Coax" <no-reply@coax.example>');
    await mailer.send({ to: 'first@example.com', subject: 'First <notice>', text: 'Hello & welcome' });
    await mailer.send({ to: 'second@example.com', subject: 'Second', text: 'Again', html: '<p>Again</p>' });
    mailer.close?.();

    expect(
      catcher
        .messages()
        .map((m) => m.subject)
        .slice(0, 2),
    ).toEqual(['Second', 'First <notice>']);
    const list = await agent.get('/dev/mailbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.headers['cache-control']).toBe('no-store');
    const csp = String(list.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(list.body).toContain('First &lt;notice&gt;');
    expect(list.body).not.toMatch(/<script|style=|<style/);

    const first = catcher.messages().find((m) => m.subject === 'First <notice>');
    const view = await agent.get(`/dev/mailbox/${first?.id}`);
    expect(view.body).toContain('Hello &amp; welcome');
    expect(view.body).toContain('first@example.com');
    expect(view.body).not.toContain('View the HTML version');

    const second = catcher.messages().find((m) => m.subject === 'Second');
    expect((await agent.get(`/dev/mailbox/${second?.id}/html`)).body).toBe('<p>Again</p>');
    expect((await agent.get('/dev/mailbox/999')).statusCode).toBe(404);
    expect((await app.server.inject({ url: '/dev/mailbox.css' })).headers['content-type']).toContain(
      'text/css',
    );
  });

  it('is not there when mail goes to a real server', async () => {
    const prod = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      expect(prod.mail).toBeUndefined();
      const res = await prod.server.inject({ url: '/dev/mailbox' });
      expect(res.body).not.toContain('development mailbox');
    } finally {
      await prod.close();
    }
  });

  it('keeps only the last 100 messages', async () => {
    const catcher = app.mail;
    if (!catcher) throw new Error('expected a catcher');
    // The mailer keeps one connection for all of them (a new one per message was most of the time).
    const mailer = smtpMailer(`smtp://127.0.0.1:${catcher.port}`, 'no-reply@coax.example');
    for (let i = 0; i < 105; i++) {
      await mailer.send({ to: 'bulk@example.com', subject: `Bulk ${i}`, text: String(i) });
    }
    mailer.close?.();
    expect(catcher.messages()).toHaveLength(100);
    expect(catcher.messages()[0]?.subject).toBe('Bulk 104');
  });
});
