import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';
import { deliverOutbox } from '../../platform/outbox/outbox.ts';
import { rollCapacity } from './capacity-roll.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app.close());

async function as(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}
let keys = 0;
const key = () => ({ headers: { 'idempotency-key': `lifecycle-${++keys}-${Date.now()}` } });

describe('the clock moves an appointment through its states (seed 002 §4)', () => {
  // A TC visit on the test clock's day, 2026-11-20, window from 8:00pm; the clock starts at 3:00pm.
  const day = Date.UTC(2026, 10, 20);
  const at = (h: number, m = 0) => day + h * HOUR_MS + m * MINUTE_MS;

  beforeAll(async () => {
    await app.db.kysely
      .insertInto('appointments')
      .values({
        ...{ token: 'APT-CLOCK-1', account_number: '781245006201', appointment_type: 'TC' },
        ...{ title: 'Clock visit 1', task_codes: 'INST', location_id: 'TC-0001', day: '2026-11-20' },
        ...{ slot_minutes: 20 * 60, estimated_duration: 60, pac_duration: 15, changeable: 1 },
        ...{ next_at: at(16), eta: at(20, 20), eta_at: at(18), started_at: at(20, 25) },
        ...{ completed_at: at(21, 30), canceled_at: null, ics_sequence: 0 },
        ...{ contact_email: 'jsmith@coax.example', contact_phone: '555-0100' },
        ...{ created_at: at(0), updated_at: at(0) },
      })
      .execute();
  });

  it.each([
    ['Pending, nothing to say yet', at(15), 'Pending', null],
    ['Pending and next', at(16), 'Pending', { kind: 'next' }],
    ['Pending and arriving', at(18), 'Pending', { kind: 'arriving', fromMinutes: 1215, toMinutes: 1275 }],
    ['Started', at(20, 25), 'Started', { kind: 'arrived' }],
    ['Completed', at(21, 30), 'Completed', { kind: 'complete', type: 'TC' }],
  ])('%s', async (_, now, status, message) => {
    app.clock.set(now);
    const res = await (await as('jsmith')).get('/api/appointments/APT-CLOCK-1');
    expect(res.json()).toMatchObject({ appointmentStatus: status, statusMessage: message });
  });

  it('drops the eta once it is more than 2 hours old', async () => {
    await app.db.kysely
      .updateTable('appointments')
      .set({ started_at: null, completed_at: null })
      .where('token', '=', 'APT-CLOCK-1')
      .execute();
    app.clock.set(at(22, 20));
    expect((await (await as('jsmith')).get('/api/appointments/APT-CLOCK-1')).json().eta).toBe(at(20, 20));
    app.clock.set(at(22, 21));
    const res = (await (await as('jsmith')).get('/api/appointments/APT-CLOCK-1')).json();
    expect(res.eta).toBeNull();
    expect(res.statusMessage).toEqual({ kind: 'next' });
  });

  it('lists the progress reached on the timeline', async () => {
    app.clock.set(at(19));
    const kinds = (await (await as('jsmith')).get('/api/appointments/APT-CLOCK-1/timeline'))
      .json()
      .events.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['next', 'eta']);
  });
});

describe('the last place in a slot', () => {
  it('goes to exactly one of two subscribers booking it at once', async () => {
    app.clock.set(Date.UTC(2026, 10, 20, 15));
    // jsmith's TC visit and latepay's TC visit both want the one place left at 4:00pm on the 27th.
    await app.db.kysely
      .updateTable('appointment_capacity')
      .set((eb) => ({ taken: eb('capacity', '-', 1) }))
      .where('location_id', '=', 'TC-0001')
      .where('day', '=', '2026-11-27')
      .where('slot_minutes', '=', 960)
      .execute();
    const [js, lp] = await Promise.all([as('jsmith'), as('latepay')]);
    const body = { desiredTimeToken: '2026-11-27T16:00' };
    const results = await Promise.all([
      js.post('/api/appointments/APT-JS-1001/reschedule', body, key()),
      lp.post('/api/appointments/APT-LP-3001/reschedule', body, key()),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().error.reason).toBe('appointments.time.unavailable');
    const slot = await app.db.kysely
      .selectFrom('appointment_capacity')
      .select(['taken', 'capacity'])
      .where('location_id', '=', 'TC-0001')
      .where('day', '=', '2026-11-27')
      .where('slot_minutes', '=', 960)
      .executeTakeFirstOrThrow();
    expect(slot.taken).toBe(slot.capacity);
    // The slot is gone for everyone now.
    const free = (await js.get('/api/appointments/APT-JS-1001/slots?date=2026-11-27')).json()
      .availableTimeSlots;
    expect(free.map((s: { slotTime: string }) => s.slotTime)).not.toContain('16:00');
  });
});

describe('notices through the outbox', () => {
  it('sends the e-mail once and logs the text once, however many runners deliver', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m) };
    const res = await (
      await as('acmebiz')
    ).post('/api/appointments/APT-AB-2001/cancel', { confirm: true }, key());
    expect(res.statusCode).toBe(200);
    const number = res.json().confirmationNumber as string;
    const now = app.clock.now();
    await Promise.all([deliverOutbox(app.db.kysely, mailer, now), deliverOutbox(app.db.kysely, mailer, now)]);
    await deliverOutbox(app.db.kysely, mailer, now + HOUR_MS);
    const mine = sent.filter((m) => m.text.includes(number));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      to: 'acmebiz@coax.example',
      subject: 'Coax: Your service appointment is cancelled',
    });
    const texts = await app.db.kysely
      .selectFrom('text_log')
      .selectAll()
      .where('body', 'like', `%${number}%`)
      .execute();
    expect(texts).toHaveLength(1);
    expect(texts[0]?.recipient).toBe('555-0100');
  });
});

describe('capacity as the days go by', () => {
  it("covers the booking window from each location's last day, once however often it runs", async () => {
    const later = Date.UTC(2026, 11, 5, 12);
    expect(
      await Promise.all([rollCapacity(app.db.kysely, later), rollCapacity(app.db.kysely, later)]),
    ).toEqual(expect.arrayContaining([expect.any(Number)]));
    const rows = await app.db.kysely
      .selectFrom('appointment_capacity')
      .select(['slot_minutes', 'taken'])
      .where('location_id', '=', 'TC-0001')
      .where('day', '=', '2027-01-04')
      .execute();
    expect(rows).toHaveLength(13);
    expect(rows.every((r) => r.taken === 0)).toBe(true);
    expect(await rollCapacity(app.db.kysely, later)).toBe(0);
  });
});

describe('the earlier-slot waitlist', () => {
  const insert = (token: string, account: string, day: string) =>
    app.db.kysely
      .insertInto('appointments')
      .values({
        ...{ token, account_number: account, appointment_type: 'TC', title: `Waitlist ${token}` },
        ...{ task_codes: 'INST', location_id: 'TC-0001', day, slot_minutes: 480 },
        ...{ estimated_duration: 60, pac_duration: 15, changeable: 1, next_at: null, eta: null },
        ...{ eta_at: null, started_at: null, completed_at: null, canceled_at: null, ics_sequence: 0 },
        ...{ contact_email: `${token}@coax.example`, contact_phone: '555-0199' },
        ...{ created_at: 0, updated_at: 0 },
      })
      .execute();
  const place = (day: string) =>
    app.db.kysely
      .selectFrom('appointment_capacity')
      .select(['taken', 'capacity'])
      .where('location_id', '=', 'TC-0001')
      .where('day', '=', day)
      .where('slot_minutes', '=', 480)
      .executeTakeFirstOrThrow();

  it('offers a freed place to the first in line, holds it from others, and moves them on accepting', async () => {
    app.clock.set(Date.UTC(2026, 10, 20, 15));
    await insert('APT-WL-EARLY', '781245006403', '2026-11-26');
    await insert('APT-WL-LATE', '781245006504', '2026-12-10');
    await app.db.kysely
      .updateTable('appointment_capacity')
      .set((eb) => ({ taken: eb.ref('capacity') }))
      .where('location_id', '=', 'TC-0001')
      .where('day', 'in', ['2026-11-26', '2026-12-10'])
      .where('slot_minutes', '=', 480)
      .execute();
    const late = await as('latepay');
    const joined = await late.post('/api/appointments/APT-WL-LATE/waitlist', { join: true });
    expect(joined.json().waitlist).toEqual({ waiting: true, offer: null });

    const cancel = await (
      await as('acmebiz')
    ).post('/api/appointments/APT-WL-EARLY/cancel', { confirm: true }, key());
    expect(cancel.statusCode).toBe(200);
    const offered = (await late.get('/api/appointments/APT-WL-LATE')).json().waitlist;
    expect(offered.offer).toMatchObject({ quotaGroupDay: '2026-11-26', startMinutes: 480 });
    expect(offered.offer.expiresAt).toBe(app.clock.now() + 15 * MINUTE_MS);
    const held = await place('2026-11-26');
    expect(held.taken).toBe(held.capacity);
    const notices = await app.db.kysely
      .selectFrom('outbox')
      .select(['channel', 'recipient'])
      .where('topic', 'like', 'appointments-offer:APT-WL-LATE:%')
      .execute();
    expect(notices.map((n) => n.recipient).sort()).toEqual(['555-0199', 'APT-WL-LATE@coax.example']);

    // Nobody else can take the held place.
    const other = await (
      await as('jsmith')
    ).post('/api/appointments/APT-JS-1001/reschedule', { desiredTimeToken: '2026-11-26T08:00' }, key());
    expect(other.json().error.reason).toBe('appointments.time.unavailable');

    const accepted = await late.post(
      '/api/appointments/APT-WL-LATE/waitlist/accept',
      { confirm: true },
      key(),
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().appointment).toMatchObject({
      quotaGroupDay: '2026-11-26',
      waitlist: { waiting: false, offer: null },
    });
    expect((await place('2026-11-26')).taken).toBe(held.capacity);
    expect((await place('2026-12-10')).taken).toBe(held.capacity - 1);
    const again = await late.post('/api/appointments/APT-WL-LATE/waitlist/accept', { confirm: true }, key());
    expect(again.json().error.reason).toBe('appointments.offer.none');
  });

  it('gives the place back when an offer runs out', async () => {
    await insert('APT-WL-EXPIRE', '781245006504', '2026-12-11');
    const before = await place('2026-12-12');
    await app.db.kysely
      .insertInto('appointment_waitlist')
      .values({
        token: 'APT-WL-EXPIRE',
        location_id: 'TC-0001',
        joined_at: 1,
        offer_day: '2026-12-12',
        offer_slot: 480,
        offer_expires_at: app.clock.now() - 1,
      })
      .execute();
    await app.db.kysely
      .updateTable('appointment_capacity')
      .set((eb) => ({ taken: eb('taken', '+', 1) }))
      .where('location_id', '=', 'TC-0001')
      .where('day', '=', '2026-12-12')
      .where('slot_minutes', '=', 480)
      .execute();
    const { expireOffers } = await import('./waitlist.ts');
    expect(
      await Promise.all([
        expireOffers(app.db.kysely, app.clock.now()),
        expireOffers(app.db.kysely, app.clock.now()),
      ]),
    ).toEqual(expect.arrayContaining([1, 0]));
    expect((await place('2026-12-12')).taken).toBe(before.taken);
    const entry = await app.db.kysely
      .selectFrom('appointment_waitlist')
      .selectAll()
      .where('token', '=', 'APT-WL-EXPIRE')
      .executeTakeFirstOrThrow();
    expect(entry.offer_day).toBeNull();
  });
});
