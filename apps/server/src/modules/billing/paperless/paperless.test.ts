import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunicationUpdateInput, EbillInfo } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import type { MailCatcher } from '../../../platform/mail/catcher.ts';

let app: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  app = await createTestApp();
  if (!app.mail) throw new Error('the test app runs a mail catcher');
  mail = app.mail;
});
afterAll(async () => app.close());

async function signedIn(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

/** The body a page sends after loading `loaded`, changing what `wanted` names. */
function change(
  loaded: EbillInfo,
  wanted: Partial<{ email: string; paperBill: boolean; mailNotify: boolean }>,
): CommunicationUpdateInput {
  return {
    email: wanted.email ?? loaded.email ?? '',
    paperBillInd: wanted.paperBill ?? loaded.paperBill,
    mailNotifyInd: wanted.mailNotify ?? loaded.mailNotify,
    origEmail: loaded.email ?? '',
    origPaperBillInd: loaded.paperBill,
    origMailNotifyInd: loaded.mailNotify,
  };
}

const ebillOf = async (b: Browser) => (await b.get('/api/billing/ebill')).json<EbillInfo>();
const auditRows = (account: string) =>
  app.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('account_number', '=', account)
    .where('action', 'like', 'billing.%')
    .orderBy('at')
    .execute();

async function resetJsmith() {
  await app.db.kysely.deleteFrom('ebill_preferences').where('account_number', '=', '781245006201').execute();
  await app.db.kysely.deleteFrom('audit_log').where('account_number', '=', '781245006201').execute();
}

describe('ebill info', () => {
  it('shows an account that never chose as paper, with no e-mail, and a paperless one as it is', async () => {
    await resetJsmith();
    expect(await ebillOf(await signedIn('jsmith'))).toEqual({
      email: null,
      paperBill: true,
      mailNotify: false,
      discoDate: null,
    });
    expect(await ebillOf(await signedIn('mgarcia'))).toEqual({
      email: 'maria.garcia@example.com',
      paperBill: false,
      mailNotify: true,
      discoDate: null,
    });
  });

  it('refuses an id without bill pay', async () => {
    const kid = await signedIn('jsmith.kid');
    expect((await kid.get('/api/billing/ebill')).statusCode).toBe(403);
    expect(
      (
        await kid.post(
          '/api/billing/ebill',
          change(
            { email: null, paperBill: true, mailNotify: false, discoDate: null },
            { paperBill: false, email: 'k@example.com' },
          ),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('paperless enrolment (updateprefcom)', () => {
  it('enrols, thanks the subscriber in the seed words, audits it, and e-mails the new address', async () => {
    await resetJsmith();
    const b = await signedIn('jsmith');
    const loaded = await ebillOf(b);
    const res = await b.post(
      '/api/billing/ebill',
      change(loaded, { email: ' john.smith@example.com ', paperBill: false, mailNotify: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      outcome: 'enrolled',
      message: 'Thanks for enrolling in paperless billing. Way to save some trees!',
      ebill: { email: 'john.smith@example.com', paperBill: false, mailNotify: true, discoDate: null },
    });
    expect(await ebillOf(b)).toMatchObject({ email: 'john.smith@example.com', paperBill: false });
    expect(
      (await auditRows('781245006201')).map((r) => [r.action, r.actor_id, r.subject_id, r.detail]),
    ).toEqual([['billing.paperless.changed', 'jsmith', 'jsmith', 'enrolled']]);
    const message = await mail.waitFor(
      (m) => m.to.includes('john.smith@example.com') && /Paperless billing is on/.test(m.subject),
    );
    expect(message.subject).toBe('Coax: Paperless billing is on');
    expect(message.text).toContain('Thanks for enrolling in paperless billing with Coax.');
    expect(message.text).toContain('••••6201');
    expect(message.text).not.toContain('781245006201');
    expect(message.html).toContain('<h1>Coax</h1>');
  });

  it('writes to a Spanish reader in Spanish, and says the paper bill is back with "Details updated successfully"', async () => {
    const b = await signedIn('mgarcia');
    const res = await b.post('/api/billing/ebill', change(await ebillOf(b), { paperBill: true }));
    expect(res.json()).toMatchObject({
      outcome: 'paperBillRestored',
      message: 'Details updated successfully',
    });
    const message = await mail.waitFor((m) => m.to.includes('maria.garcia@example.com'));
    expect(message.subject).toBe('Coax: La factura en papel está activada de nuevo');
    await b.post('/api/billing/ebill', change(await ebillOf(b), { paperBill: false }));
  });

  it('confirms a new address with "Your email preferences have been successfully updated."', async () => {
    const b = await signedIn('acmebiz');
    const res = await b.post(
      '/api/billing/ebill',
      change(await ebillOf(b), { email: 'ap@acmehardware.biz' }),
    );
    expect(res.json()).toMatchObject({
      outcome: 'preferencesUpdated',
      message: 'Your email preferences have been successfully updated.',
    });
    expect((await auditRows('781245006403')).at(-1)?.action).toBe('billing.email-preferences.changed');
  });

  it.each([
    ['a 5-letter top level', 'john@example.games'],
    ['no top level', 'john@example'],
    ['no address at all', ''],
  ])('refuses %s with "Please enter a valid email id" and changes nothing', async (_name, email) => {
    await resetJsmith();
    const b = await signedIn('jsmith');
    const res = await b.post(
      '/api/billing/ebill',
      change(await ebillOf(b), { email, paperBill: false, mailNotify: true }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', message: 'Please enter a valid email id' });
    expect(await ebillOf(b)).toMatchObject({ email: null, paperBill: true });
    expect(await auditRows('781245006201')).toEqual([]);
  });

  it('refuses, with 409, a change to a field someone else changed since the page loaded', async () => {
    await resetJsmith();
    const page = await signedIn('jsmith');
    const loaded = await ebillOf(page);
    const agent = await signedIn('agent1');
    await agent.post('/api/csr/act-for', { id: 'jsmith' });
    const byAgent = await agent.post(
      '/api/billing/ebill',
      change(await ebillOf(agent), { email: 'agent.set@example.com', mailNotify: true }),
    );
    expect(byAgent.statusCode).toBe(200);
    expect((await auditRows('781245006201')).map((r) => r.actor_id)).toEqual(['agent1']);

    const stale = await page.post(
      '/api/billing/ebill',
      change(loaded, { email: 'john@example.com', paperBill: false }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/changed somewhere else/),
    });
    expect(await ebillOf(page)).toMatchObject({ email: 'agent.set@example.com', paperBill: true });
  });

  it('enrols once when the same enrolment arrives five times at once: one change, one audit row, one e-mail', async () => {
    await resetJsmith();
    const b = await signedIn('jsmith');
    const body = change(await ebillOf(b), { email: 'race@example.com', paperBill: false, mailNotify: true });
    const results = await Promise.all(Array.from({ length: 5 }, () => b.post('/api/billing/ebill', body)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map((r) => r.json().outcome).sort()).toEqual([
      'enrolled',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(await auditRows('781245006201')).toHaveLength(1);
    await mail.waitFor((m) => m.to.includes('race@example.com'));
    await new Promise((r) => setTimeout(r, 200));
    expect(mail.messages().filter((m) => m.to.includes('race@example.com'))).toHaveLength(1);
  });

  it('lets one of two different simultaneous changes win and refuses the other as stale', async () => {
    await resetJsmith();
    const b = await signedIn('jsmith');
    const loaded = await ebillOf(b);
    const [one, two] = await Promise.all([
      b.post('/api/billing/ebill', change(loaded, { email: 'first@example.com', mailNotify: true })),
      b.post('/api/billing/ebill', change(loaded, { email: 'second@example.com', mailNotify: true })),
    ]);
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 409]);
    expect(await auditRows('781245006201')).toHaveLength(1);
  });
});

describe('when the mail server is down', () => {
  it('keeps the enrolment and logs the failed notice', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const b = new Browser(down);
      await b.signIn('jsmith');
      const loaded = (await b.get('/api/billing/ebill')).json<EbillInfo>();
      const res = await b.post(
        '/api/billing/ebill',
        change(loaded, { email: 'john@example.com', paperBill: false, mailNotify: true }),
      );
      expect(res.json().outcome).toBe('enrolled');
      for (let i = 0; i < 50 && !down.logs().includes('paperless notice not sent'); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(down.logs()).toContain('paperless notice not sent');
      expect((await b.get('/api/billing/ebill')).json()).toMatchObject({
        paperBill: false,
        email: 'john@example.com',
      });
      expect(down.mail).toBeUndefined();
    } finally {
      await down.close();
    }
  });
});
