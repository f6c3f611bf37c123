import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { smtpMailer } from '../../platform/mail/mailer.ts';
import { deliverOutbox } from '../../platform/outbox/outbox.ts';

const sent: MailMessage[] = [];
const mailer = { send: async (m: MailMessage) => void sent.push(m) };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { BRAND_NAME: 'Northwind', SUPPORT_MAILBOX: 'help@northwind.example' } });
});
afterAll(async () => app.close());

const signedIn = async (id: string) => {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]).toString('base64');
const message = (extra: object = {}) => ({
  name: 'John Smith',
  email: 'john@example.com',
  service: 'internet',
  subject: 'Slow evenings',
  question: 'The internet is slow every evening.',
  templateName: 'technical-issue',
  ...extra,
});
let keyN = 0;
const key = () => ({ headers: { 'idempotency-key': `support-cases-${++keyN}-abcdef` } });
const outboxTo = (to: string) =>
  app.db.kysely.selectFrom('outbox').selectAll().where('recipient', '=', to).execute();

describe('email-us (seed 002 §7 POST emailus)', () => {
  it('keeps the case, checks the attachment by content and writes both e-mails to the outbox once', async () => {
    const b = await signedIn('jsmith');
    const k = key();
    const res = await b.post(
      '/api/support/email-us',
      message({ attachment: { fileName: 'speed.txt', contentBase64: PNG } }),
      k,
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'open',
      attachment: { fileName: 'speed.txt', type: 'image/png', bytes: 12 },
    });
    const again = await b.post(
      '/api/support/email-us',
      message({ attachment: { fileName: 'speed.txt', contentBase64: PNG } }),
      k,
    );
    expect(again.json().id).toBe(body.id);
    const mailbox = await outboxTo('help@northwind.example');
    expect(mailbox.filter((m) => m.subject.includes(body.id))).toHaveLength(1);
    expect(mailbox[0]?.body).toContain('image/png');
    const ack = await outboxTo('john@example.com');
    expect(ack.filter((m) => m.subject.includes(body.id))).toHaveLength(1);

    // Delivered through the outbox: the mailbox's copy carries the file, the acknowledgement none.
    await deliverOutbox(app.db.kysely, mailer, app.clock.now());
    await deliverOutbox(app.db.kysely, mailer, app.clock.now());
    const toMailbox = sent.filter((m) => m.to === 'help@northwind.example' && m.subject.includes(body.id));
    expect(toMailbox).toHaveLength(1);
    expect(toMailbox[0]?.attachments).toEqual([
      { filename: 'speed.txt', contentType: 'image/png', content: Buffer.from(PNG, 'base64') },
    ]);
    const toSubscriber = sent.filter((m) => m.to === 'john@example.com' && m.subject.includes(body.id));
    expect(toSubscriber).toHaveLength(1);
    expect(toSubscriber[0]?.attachments).toBeUndefined();
    // And over SMTP: the catcher receives the file whole.
    const catcher = app.mail;
    if (!catcher) throw new Error('the test app has a mail catcher');
    const smtp = smtpMailer(`smtp://127.0.0.1:${catcher.port}`, 'no-reply@northwind.example');
    await smtp.send(toMailbox[0] ?? { to: 'x', subject: 'x', text: 'x' });
    smtp.close?.();
    const caught = await catcher.waitFor((m) => m.subject.includes(body.id));
    expect(caught.attachments).toEqual([
      {
        fileName: 'speed.txt',
        contentType: 'image/png',
        bytes: 12,
        sha256: createHash('sha256').update(Buffer.from(PNG, 'base64')).digest('hex'),
      },
    ]);
    expect(ack[0]?.subject).toContain('Northwind');
    const list = await b.get('/api/support/cases');
    expect(list.json().cases.map((c: { id: string }) => c.id)).toContain(body.id);
  });

  it.each([
    ['a text file named .png', Buffer.from('hello world').toString('base64'), 'support.attachment.type'],
    [
      'a file over the limit',
      Buffer.alloc(1024 * 1024 + 1, 0xff).toString('base64'),
      'support.attachment.size',
    ],
  ])('refuses %s with 400 and nothing kept', async (_label, contentBase64, reason) => {
    const b = await signedIn('jsmith');
    const before = (await b.get('/api/support/cases')).json().cases.length;
    const res = await b.post(
      '/api/support/email-us',
      message({ attachment: { fileName: 'x.png', contentBase64 } }),
      key(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe(reason);
    expect((await b.get('/api/support/cases')).json().cases.length).toBe(before);
  });

  it('refuses bad input with 400, a visitor with 401', async () => {
    const b = await signedIn('jsmith');
    const bad = await b.post('/api/support/email-us', message({ email: 'nope', service: 'cable' }), key());
    expect(bad.statusCode).toBe(400);
    const visitor = await new Browser(app).post('/api/support/email-us', message(), key());
    expect(visitor.statusCode).toBe(401);
  });

  it("lists the case on the desk; the agent's answer is e-mailed once and shows to the subscriber only", async () => {
    const b = await signedIn('jsmith');
    const made = (
      await b.post('/api/support/email-us', message({ email: 'answer-me@example.com' }), key())
    ).json();
    const other = await signedIn('mgarcia');
    expect(
      (await other.get('/api/support/cases')).json().cases.map((c: { id: string }) => c.id),
    ).not.toContain(made.id);
    expect((await b.get('/api/support/desk/cases')).statusCode).toBe(403);

    const agent = await signedIn('agent1');
    const desk = (await agent.get('/api/support/desk/cases')).json();
    expect(desk.cases.find((c: { id: string }) => c.id === made.id)).toMatchObject({
      userId: 'jsmith',
      status: 'open',
    });
    const [first, second] = await Promise.all([
      agent.post(`/api/support/desk/cases/${made.id}/answer`, { answer: 'Please restart the modem.' }),
      agent.post(`/api/support/desk/cases/${made.id}/answer`, { answer: 'Please restart the modem.' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const answers = (await outboxTo('answer-me@example.com')).filter((m) =>
      m.body.includes('restart the modem'),
    );
    expect(answers).toHaveLength(1);
    const mine = (await b.get('/api/support/cases'))
      .json()
      .cases.find((c: { id: string }) => c.id === made.id);
    expect(mine).toMatchObject({ status: 'answered', answer: 'Please restart the modem.' });
    expect((await agent.post('/api/support/desk/cases/SC-AAAAAAAA/answer', { answer: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('cable theft report (seed 002 §3, §5, §7, §8)', () => {
  const suspect = {
    FirstName: 'Pat',
    LastName: 'Doe',
    AddressLine1: '12 Main St',
    AddressLine2: '',
    City: 'Hicksville',
    State: 'ny',
    Description: 'A cable runs from the box to the house next door',
  };

  it('geolocates the city and keeps the report with its point', async () => {
    const b = await signedIn('jsmith');
    const geo = await b.get('/api/support/theft/geolocate?city=Hicksville&state=NY');
    expect(geo.statusCode).toBe(200);
    expect(geo.json()).toEqual({ latitude: 40.7623, longitude: -73.523, zip: '11801' });
    const res = await b.post('/api/support/theft', suspect, key());
    expect(res.statusCode).toBe(201);
    expect(res.json().point).toEqual({ latitude: 40.7623, longitude: -73.523, zip: '11801' });
    const row = await app.db.kysely
      .selectFrom('theft_reports')
      .selectAll()
      .where('id', '=', res.json().reportId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'NY', account_number: expect.any(String) });
  });

  it("answers 'Service not available at this time.' for a place it cannot find", async () => {
    const b = await signedIn('jsmith');
    const res = await b.get('/api/support/theft/geolocate?city=Nowhere&state=ZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      reason: 'support.theft.unavailable',
      message: 'Service not available at this time.',
    });
  });

  it('refuses special characters (seed 002 §5) with 400', async () => {
    const b = await signedIn('jsmith');
    const res = await b.post('/api/support/theft', { ...suspect, FirstName: 'Pat<script>' }, key());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe('support.special-characters');
    const accented = await b.post('/api/support/theft', { ...suspect, LastName: 'Peña-Núñez' }, key());
    expect(accented.statusCode).toBe(201);
  });
});

describe('credit request (seed 002 §7 creditrequest/creditrequest)', () => {
  it('pre-fills the qualifying outage and approves it at once, with the credit for the next bill, once', async () => {
    const b = await signedIn('jsmith');
    const overview = (await b.get('/api/support/credit-request')).json();
    expect(overview.outages).toHaveLength(1);
    const outage = overview.outages[0];
    expect(outage).toMatchObject({ hours: 8, byRule: true, minHours: 6 });
    expect(outage.amountCents).toBeGreaterThan(0);

    const body = { reason: 'outage', outageRef: outage.outageRef };
    const k = key();
    const [a, c] = await Promise.all([
      b.post('/api/support/credit-request', body, k),
      b.post('/api/support/credit-request', body, key()),
    ]);
    const codes = [a.statusCode, c.statusCode].sort();
    expect(codes).toEqual([201, 409]);
    const retry = await b.post('/api/support/credit-request', body, k);
    expect([201, 409]).toContain(retry.statusCode);
    const credits = await app.db.kysely.selectFrom('bill_credits').selectAll().execute();
    expect(credits.filter((x) => x.description.startsWith('Outage credit'))).toHaveLength(1);
    expect(credits[0]).toMatchObject({ amount_cents: outage.amountCents });
    const after = (await b.get('/api/support/credit-request')).json();
    expect(after.outages).toEqual([]);
    expect(after.requests[0]).toMatchObject({ status: 'approved', byRule: true });
  });

  it('refuses a secondary user, an unknown outage, and a visitor', async () => {
    expect(
      (await (await signedIn('jsmith.kid')).get('/api/support/credit-request')).json().error.reason,
    ).toBe('support.credit.primary-only');
    const b = await signedIn('mgarcia');
    const res = await b.post(
      '/api/support/credit-request',
      { reason: 'outage', outageRef: 'outage:LI-HKS-01:1' },
      key(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe('support.credit.not-eligible');
    expect((await new Browser(app).get('/api/support/credit-request')).statusCode).toBe(401);
  });

  it('sends a missed appointment to the agents, who decide once, audited', async () => {
    const b = await signedIn('mgarcia');
    const day = new Date(app.clock.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const made = await b.post(
      '/api/support/credit-request',
      { reason: 'missed-appointment', appointmentDay: day, note: 'Nobody came' },
      key(),
    );
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ status: 'pending', amountCents: 2000 });
    const id = made.json().id;
    expect(
      (await b.post(`/api/support/desk/credit-requests/${id}/decision`, { decision: 'approve' })).statusCode,
    ).toBe(403);
    const agent = await signedIn('agent1');
    const queue = (await agent.get('/api/support/desk/credit-requests')).json();
    expect(queue.requests.find((r: { id: string }) => r.id === id)).toMatchObject({ status: 'pending' });
    const [x, y] = await Promise.all([
      agent.post(`/api/support/desk/credit-requests/${id}/decision`, { decision: 'approve' }),
      agent.post(`/api/support/desk/credit-requests/${id}/decision`, { decision: 'decline' }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const credits = await app.db.kysely.selectFrom('bill_credits').selectAll().where('id', '=', id).execute();
    const decided = (await b.get('/api/support/credit-request'))
      .json()
      .requests.find((r: { id: string }) => r.id === id);
    expect(credits).toHaveLength(decided.status === 'approved' ? 1 : 0);
    const audit = await app.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'support.credit.%')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: 'agent1', subject_id: 'mgarcia' });
  });
});
