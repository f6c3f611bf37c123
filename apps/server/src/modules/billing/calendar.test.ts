import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillCalendar, PromotionList } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DAY } from '../../platform/clock.ts';
import { addTestCard } from './payments/testing/counting-gateway.ts';
import { promotionNoticeJob } from './promotions-job.ts';
import { contactRoutes } from '../identity/index.ts';

const JSMITH = '781245006201';
let app: TestApp;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const month = (ms: number) => isoDay(ms).slice(0, 7);

beforeAll(async () => {
  app = await createTestApp();
  await addTestCard(app.db.kysely, { id: 'pm_t_cal', accountNumber: JSMITH });
});
afterAll(async () => app.close());

async function signedIn(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

const promotionOutbox = () =>
  app.db.kysely.selectFrom('outbox').selectAll().where('topic', 'like', 'billing:promotion:%').execute();

describe('promotions', () => {
  it("lists jsmith's promotions by last day: the one that ended, one ending within 30 days, one later", async () => {
    const b = await signedIn('jsmith');
    const res = await b.get('/api/billing/promotions');
    expect(res.statusCode, res.body).toBe(200);
    const { promotions } = res.json<PromotionList>();
    expect(promotions.map((p) => [p.serviceCode, p.state])).toEqual([
      ['INT300', 'ended'],
      ['TV-SELECT', 'endingSoon'],
      ['PHONE-UNL', 'active'],
    ]);
    expect(promotions[1]).toMatchObject({
      name: { en: 'TV Select', es: 'TV Select' },
      promoPrice: 3999,
      regularPrice: 5499,
      endsOn: isoDay(app.clock.now() + 20 * DAY),
    });
    expect((promotions[0]?.endsOn ?? '9999') < isoDay(app.clock.now())).toBe(true);
  });

  it('shows another account none of them, and refuses without bill pay or a session', async () => {
    const m = await signedIn('mgarcia');
    expect((await m.get('/api/billing/promotions')).json<PromotionList>().promotions).toEqual([]);
    const kid = await signedIn('jsmith.kid');
    expect((await kid.get('/api/billing/promotions')).statusCode).toBe(403);
    expect((await kid.get('/api/billing/calendar')).statusCode).toBe(403);
    expect((await kid.get('/api/billing/calendar/ics')).statusCode).toBe(403);
    const anon = new Browser(app);
    expect((await anon.get('/api/billing/promotions')).statusCode).toBe(401);
    expect((await anon.get('/api/billing/calendar')).statusCode).toBe(401);
  });
});

describe('the money calendar', () => {
  it("shows this month's due date and, in the month it falls, the promotion's end with its name", async () => {
    const b = await signedIn('jsmith');
    const now = (await b.get('/api/billing/calendar')).json<BillCalendar>();
    expect(now.month).toBe(month(app.clock.now()));
    expect(now.events).toContainEqual(
      expect.objectContaining({ kind: 'dueDate', day: isoDay(app.clock.now() + 4 * DAY), amount: 14287 }),
    );
    const endsOn = isoDay(app.clock.now() + 20 * DAY);
    const then = (await b.get(`/api/billing/calendar?month=${endsOn.slice(0, 7)}`)).json<BillCalendar>();
    const end = then.events.find((e) => e.kind === 'promotionEnd');
    expect(end).toMatchObject({ day: endsOn, ref: 'promo-jsmith-tv', uid: 'promotion.promo-jsmith-tv' });
    expect(then.promotions.map((p) => p.id)).toContain('promo-jsmith-tv');
  });

  it('warns of a scheduled payment after the due date, naming the card, until it is cancelled', async () => {
    const b = await signedIn('jsmith');
    const late = isoDay(app.clock.now() + 6 * DAY);
    const made = await b.post(
      '/api/billing/payments',
      { methodId: 'pm_t_cal', amountCents: 5000, payDate: late },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(made.statusCode, made.body).toBe(200);
    const id: string = made.json().payment.paymentId;
    const cal = (await b.get(`/api/billing/calendar?month=${late.slice(0, 7)}`)).json<BillCalendar>();
    expect(cal.warnings).toEqual([
      {
        code: 'scheduledAfterDue',
        day: late,
        paymentId: id,
        dueDate: isoDay(app.clock.now() + 4 * DAY),
        method: { cardType: 'V', last4: '4242', expDate: '1299' },
      },
    ]);
    expect(cal.events).toContainEqual(
      expect.objectContaining({ kind: 'scheduledPayment', day: late, amount: 5000, ref: id }),
    );
    expect((await b.post(`/api/billing/payments/${id}/cancel`, {})).statusCode).toBe(200);
    expect((await b.get('/api/billing/calendar')).json<BillCalendar>().warnings).toEqual([]);
  });

  it("warns when autopay's card will have expired by a run in the next three months", async () => {
    // netonly's Discover is good through this month; the first run, next month, is already after it.
    const b = await signedIn('netonly');
    const setUp = await b.post(
      '/api/billing/autopay',
      { methodId: 'pm_demo_netonly_disc', dateType: 'days_before', daysInAdvance: 1, amountType: 'due' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(setUp.statusCode, setUp.body).toBe(200);
    const cal = (await b.get('/api/billing/calendar')).json<BillCalendar>();
    const w = cal.warnings.find((x) => x.code === 'autopayCardExpires');
    expect(w?.method).toMatchObject({ cardType: 'D' });
    expect(w?.day).toBe(isoDay(app.clock.now() + 17 * DAY));
    expect(setUp.json().enrolment.cardExpiredBy).toBe(w?.day);
  });

  it('refuses a month that is not one, with a reason (4xx, never 5xx)', async () => {
    const b = await signedIn('jsmith');
    for (const bad of ['2026-13', '26-11', '2026-1', 'next', '1999-12']) {
      const res = await b.get(`/api/billing/calendar?month=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.reason).toMatch(/^input\./);
    }
    expect((await b.get('/api/billing/calendar/ics?lang=fr')).statusCode).toBe(400);
  });
});

describe('the .ics download', () => {
  it('is RFC 5545: CRLF, folded lines, a UID per event, in the language asked for', async () => {
    const b = await signedIn('jsmith');
    const res = await b.get('/api/billing/calendar/ics?lang=es');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="bill-calendar-.*\.ics"/);
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    const uids = unfolded.split('\r\n').filter((l) => l.startsWith('UID:'));
    expect(uids.length).toBeGreaterThan(1);
    expect(new Set(uids).size).toBe(uids.length);
    expect(unfolded).toContain('SUMMARY:Termina la promoción: TV Select');
    expect(unfolded).toContain('SUMMARY:Vencimiento de la factura: $142.87');
  });
});

describe('the promotion notice', () => {
  it('writes one e-mail per promotion 30 days before its end, whatever the retries and races', async () => {
    const run = promotionNoticeJob({ db: app.db.kysely, brand: 'Coax', routes: contactRoutes });
    const now = app.clock.now();
    const counts = await Promise.all([run(now), run(now)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await run(now + 1000)).toBe(0);
    const sent = await promotionOutbox();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      channel: 'email',
      recipient: 'jsmith@coax.example',
      subject: 'Your promotional price for TV Select ends soon',
      topic: 'billing:promotion:promo-jsmith-tv',
    });
    expect(sent[0]?.body).toContain('$39.99 a month');
    expect(sent[0]?.body).toContain('$54.99 a month');
    // The phone promotion ends in 95 days: its notice goes 30 days before, not sooner.
    expect(await run(now + 64 * DAY)).toBe(0);
    expect(await run(now + 65 * DAY)).toBe(1);
    expect(await promotionOutbox()).toHaveLength(2);
  });
});

describe("the promotion notice follows the primary user's contact entries", () => {
  it('goes by text alone when the e-mail entry is off and the phone takes account notices', async () => {
    const b = await signedIn('jsmith');
    const saved = await b.request({
      method: 'PUT',
      url: '/api/identity/contact',
      payload: {
        phone: { sendTo: '5165550142', description: '', methodEnabled: true, preferences: ['account'] },
        email: {
          sendTo: 'jsmith@coax.example',
          description: '',
          methodEnabled: false,
          preferences: ['account'],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const now = app.clock.now();
    await app.db.kysely
      .insertInto('promotions')
      .values({
        id: 'promo-jsmith-text',
        account_number: JSMITH,
        service_code: 'INT300',
        name_en: 'Internet 300',
        name_es: 'Internet 300',
        promo_price_cents: 2999,
        regular_price_cents: 4999,
        ends_on: isoDay(now + 10 * DAY),
        notice_sent_at: null,
      })
      .execute();
    const run = promotionNoticeJob({ db: app.db.kysely, brand: 'Coax', routes: contactRoutes });
    expect(await run(now)).toBe(1);
    const sent = (await promotionOutbox()).filter((m) => m.topic === 'billing:promotion:promo-jsmith-text');
    expect(sent.map((m) => [m.channel, m.recipient])).toEqual([['text', '5165550142']]);
    expect(sent[0]?.body).toMatch(/^Coax: .*Internet 300/s);
  });
});
