import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

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
const key = () => ({ headers: { 'idempotency-key': `appt-test-${++keys}-${Date.now()}` } });

// The test clock starts at 2026-11-20 15:00 UTC; jsmith's upcoming visit is on the 23rd at 1:10pm.
const UPCOMING = 'APT-JS-1001';
const TODAYS = 'APT-JS-1002';

describe('without a session', () => {
  it.each(['/api/appointments', `/api/appointments/${UPCOMING}`, `/api/appointments/${UPCOMING}/invite.ics`])(
    'refuses %s with 401',
    async (url) => {
      const res = await new Browser(app).get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.reason).toBe('session.none');
    },
  );
});

describe('the list and detail', () => {
  it("lists the account's appointments with the seed's fields, soonest first", async () => {
    const res = await (await as('jsmith')).get('/api/appointments');
    expect(res.statusCode).toBe(200);
    const list = res.json().appointments as { appointmentToken: string }[];
    expect(list.map((a) => a.appointmentToken)).toEqual(['APT-JS-0990', TODAYS, UPCOMING]);
    const upcoming = res.json().appointments[2];
    expect(upcoming).toMatchObject({
      appointmentType: 'TC',
      appointmentStatus: 'Pending',
      canReschedule: true,
      canCancel: true,
      quotaGroupDay: '2026-11-23',
      quotaGroupDayOfWeek: 'Monday',
      slotTime: '13:10',
      slotTimeDesc: '1:00pm - 2:00pm',
      windowStartMinutes: 780,
      displayTime: 'Monday, November 23 1:00pm - 2:00pm',
      taskCodesList: ['INST', 'WIFI'],
      confirmationNumber: 'AP-DEMO-1001',
      statusMessage: null,
    });
  });

  it("shows today's appointment arriving, with its eta, and too close to change", async () => {
    const res = await (await as('jsmith')).get(`/api/appointments/${TODAYS}`);
    expect(res.json()).toMatchObject({
      statusMessage: { kind: 'arriving', fromMinutes: 17 * 60, toMinutes: 18 * 60 },
      nextAppointment: true,
      canReschedule: false,
      changeBlockedBy: 'too-close',
    });
    expect(res.json().eta).toBe(Date.UTC(2026, 10, 20, 17, 0));
  });

  it("says the completed SRO is complete and can't change", async () => {
    const res = await (await as('jsmith')).get('/api/appointments/APT-JS-0990');
    expect(res.json()).toMatchObject({
      appointmentStatus: 'Completed',
      statusMessage: { kind: 'complete', type: 'SRO' },
      changeBlockedBy: 'not-changeable',
    });
  });

  it("never reaches another account's appointment (code 7)", async () => {
    const b = await as('jsmith');
    for (const url of [
      '/api/appointments/APT-AB-2001',
      '/api/appointments/APT-AB-2001/timeline',
      '/api/appointments/APT-AB-2001/invite.ics',
    ]) {
      const res = await b.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        reason: 'appointments.not-found',
        message: 'No such appointment',
      });
    }
    const move = await b.post('/api/appointments/APT-AB-2001/cancel', { confirm: true }, key());
    expect(move.json().error.reason).toBe('appointments.not-found');
  });

  it('refuses a malformed token with a 400 and a reason', async () => {
    const res = await (await as('jsmith')).get('/api/appointments/bad%20token');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].reason).toBe('input.format');
  });

  it('answers code 2 when the account does not exist', async () => {
    await app.db.kysely
      .insertInto('users')
      .values({
        ...{ id: 'ghost', account_number: null, role: 'subscriber', display_name: 'Ghost' },
        ...{ primary_user: 1, bp: 0, email: 0, dvr: 0, mus: null, language: 'en' },
        password_hash: (
          await app.db.kysely
            .selectFrom('users')
            .select('password_hash')
            .where('id', '=', 'jsmith')
            .executeTakeFirstOrThrow()
        ).password_hash,
        created_at: app.clock.now(),
      })
      .execute();
    const res = await (await as('ghost')).get('/api/appointments');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      reason: 'appointments.account.not-found',
      message: 'Account does not exist',
    });
  });
});

describe('free slots', () => {
  it('lists the free slots of a day, rounded onto the grid, with desired time tokens', async () => {
    const res = await (await as('jsmith')).get(`/api/appointments/${UPCOMING}/slots?date=2026-11-24`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstDay: '2026-11-20', lastDay: '2026-12-20' });
    const slots = res.json().availableTimeSlots as { desiredTimeToken: string; startMinutes: number }[];
    expect(slots[0]).toEqual({
      desiredTimeToken: '2026-11-24T08:00',
      quotaGroupDay: '2026-11-24',
      slotTime: '08:00',
      slotTimeDesc: '8:00am - 9:00am',
      startMinutes: 480,
    });
    expect(slots.find((s) => s.desiredTimeToken === '2026-11-24T10:05')?.startMinutes).toBe(600);
  });

  it('counts free slots per day from tomorrow for 30 days (getScheduleInfo)', async () => {
    await app.db.kysely
      .updateTable('appointment_capacity')
      .set((eb) => ({ taken: eb.ref('capacity') }))
      .where('location_id', '=', app.config.APPOINTMENT_TC_LOCATION_ID)
      .where('day', '=', '2026-12-01')
      .execute();
    const res = await (await as('jsmith')).get(`/api/appointments/${UPCOMING}/schedule`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ startDate: '2026-11-21', durationDayCount: 30 });
    const days = res.json().days as { quotaGroupDay: string; freeSlots: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.quotaGroupDay).toBe('2026-12-20');
    expect(days.find((d) => d.quotaGroupDay === '2026-12-01')?.freeSlots).toBe(0);
    expect(days.find((d) => d.quotaGroupDay === '2026-12-02')?.freeSlots).toBe(13);
  });

  it('refuses a day outside the booking window', async () => {
    const res = await (await as('jsmith')).get(`/api/appointments/${UPCOMING}/slots?date=2026-12-21`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe('appointments.date.outside-window');
  });

  it('refuses slots for an appointment too close to change', async () => {
    const res = await (await as('jsmith')).get(`/api/appointments/${TODAYS}/slots?date=2026-11-24`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('appointments.too-close');
  });
});

describe('reschedule and cancel', () => {
  it('refuses a secondary id, which may only look', async () => {
    const kid = await as('jsmith.kid');
    expect((await kid.get(`/api/appointments/${UPCOMING}`)).json().changeBlockedBy).toBe('not-primary');
    const res = await kid.post(
      `/api/appointments/${UPCOMING}/reschedule`,
      { desiredTimeToken: '2026-11-24T08:00' },
      key(),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('appointments.not-primary');
  });

  it.each([
    ['not a token', 'tomorrow'],
    ['a slot nobody offers', '2026-11-24T08:30'],
    ['a day past the window', '2026-12-22T08:00'],
  ])('answers code 10 for %s', async (_, desiredTimeToken) => {
    const res = await (
      await as('jsmith')
    ).post(`/api/appointments/${UPCOMING}/reschedule`, { desiredTimeToken }, key());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      reason: 'appointments.time-token.not-found',
      message: 'No such Time token exists',
    });
  });

  it('answers 400 with a reason when the body is missing its token', async () => {
    const res = await (await as('jsmith')).post(`/api/appointments/${UPCOMING}/reschedule`, {}, key());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].reason).toBe('input.required');
  });

  it("answers code 11 when the desired time's last place is gone", async () => {
    await app.db.kysely
      .updateTable('appointment_capacity')
      .set((eb) => ({ taken: eb.ref('capacity') }))
      .where('day', '=', '2026-11-25')
      .where('slot_minutes', '=', 540)
      .execute();
    const res = await (
      await as('jsmith')
    ).post(`/api/appointments/${UPCOMING}/reschedule`, { desiredTimeToken: '2026-11-25T09:00' }, key());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      reason: 'appointments.time.unavailable',
      message: 'Desired Time is no longer available',
    });
  });

  it('refuses to change an appointment too close to its window', async () => {
    const res = await (
      await as('jsmith')
    ).post(`/api/appointments/${TODAYS}/cancel`, { confirm: true }, key());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('appointments.too-close');
  });

  it('moves the appointment, takes the new place, frees the old one, and keeps the invite UID', async () => {
    const b = await as('jsmith');
    const capacity = (day: string, slot: number) =>
      app.db.kysely
        .selectFrom('appointment_capacity')
        .select('taken')
        .where('location_id', '=', app.config.APPOINTMENT_TC_LOCATION_ID)
        .where('day', '=', day)
        .where('slot_minutes', '=', slot)
        .executeTakeFirstOrThrow();
    const before = (await b.get(`/api/appointments/${UPCOMING}/invite.ics`)).body;
    expect(before).toContain('SEQUENCE:0');
    expect(before).toContain('METHOD:REQUEST');
    const oldTaken = (await capacity('2026-11-23', 790)).taken;

    const headers = key();
    const res = await b.post(
      `/api/appointments/${UPCOMING}/reschedule`,
      { desiredTimeToken: '2026-11-24T10:05' },
      headers,
    );
    expect(res.statusCode).toBe(200);
    const number = res.json().confirmationNumber as string;
    expect(number).toMatch(/^AP-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(res.json().appointment).toMatchObject({
      quotaGroupDay: '2026-11-24',
      slotTime: '10:05',
      confirmationNumber: number,
    });
    expect((await capacity('2026-11-24', 605)).taken).toBe(1);
    expect((await capacity('2026-11-23', 790)).taken).toBe(oldTaken - 1);

    // The same request again gets the same answer, and nothing moves or is sent twice.
    const again = await b.post(
      `/api/appointments/${UPCOMING}/reschedule`,
      { desiredTimeToken: '2026-11-24T10:05' },
      headers,
    );
    expect(again.json().confirmationNumber).toBe(number);
    expect((await capacity('2026-11-24', 605)).taken).toBe(1);
    const notices = await app.db.kysely
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'body'])
      .where('topic', '=', `appointments:${number}`)
      .execute();
    expect(notices.map((n) => n.channel).sort()).toEqual(['email', 'text']);
    expect(notices.find((n) => n.channel === 'email')).toMatchObject({ recipient: 'jsmith@coax.example' });
    expect(notices[0]?.body).toContain(number);

    const after = (await b.get(`/api/appointments/${UPCOMING}/invite.ics`)).body;
    const uid = (ics: string) => /UID:(.*)\r\n/.exec(ics)?.[1];
    expect(uid(after)).toBe(uid(before));
    expect(after).toContain('SEQUENCE:1');
    expect(after).toContain('DTSTART:20261124T100500Z');

    const timeline = (await b.get(`/api/appointments/${UPCOMING}/timeline`)).json().events;
    expect(timeline.map((e: { kind: string }) => e.kind)).toEqual(['booked', 'rescheduled']);
    expect(timeline[1].confirmationNumber).toBe(number);
  });

  it('cancels, frees the place, and the invite turns into a cancel with the same UID', async () => {
    const b = await as('jsmith');
    const res = await b.post(`/api/appointments/${UPCOMING}/cancel`, { confirm: true }, key());
    expect(res.statusCode).toBe(200);
    expect(res.json().icsSequence).toBe(2);
    const ics = (await b.get(`/api/appointments/${UPCOMING}/invite.ics`)).body;
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:2');
    expect((await b.get(`/api/appointments/${UPCOMING}`)).statusCode).toBe(404);
    const list = (await b.get('/api/appointments')).json().appointments as { appointmentToken: string }[];
    expect(list.map((a) => a.appointmentToken)).not.toContain(UPCOMING);
    const again = await b.post(`/api/appointments/${UPCOMING}/cancel`, { confirm: true }, key());
    expect(again.json().error.reason).toBe('appointments.not-found');
  });

  it('lets an agent acting for the subscriber reschedule', async () => {
    const agent = await as('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'latepay' })).statusCode).toBe(200);
    const res = await agent.post(
      '/api/appointments/APT-LP-3001/reschedule',
      { desiredTimeToken: '2026-11-30T16:00' },
      key(),
    );
    expect(res.statusCode).toBe(200);
    const event = await app.db.kysely
      .selectFrom('appointment_events')
      .select('by')
      .where('confirmation_number', '=', res.json().confirmationNumber)
      .executeTakeFirstOrThrow();
    expect(event.by).toBe('agent1');
  });
});

describe('the agent desk', () => {
  it("refuses an agent acting for nobody: no subscriber's visits, no change", async () => {
    const agent = await as('agent1');
    for (const res of [
      await agent.get('/api/appointments'),
      await agent.get('/api/appointments/APT-AB-2001'),
      await agent.post('/api/appointments/APT-AB-2001/cancel', { confirm: true }, key()),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.reason).toBe('session.choose-subscriber');
    }
  });

  it("lets the acting agent read and cancel the subscriber's visits, each call in the audit log", async () => {
    const agent = await as('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'acmebiz' })).statusCode).toBe(200);
    const list = await agent.get('/api/appointments');
    expect(list.statusCode).toBe(200);
    expect(list.json().appointments.map((a: { appointmentToken: string }) => a.appointmentToken)).toContain(
      'APT-AB-2001',
    );
    const res = await agent.post('/api/appointments/APT-AB-2001/cancel', { confirm: true }, key());
    expect(res.statusCode).toBe(200);
    const audit = await app.db.kysely
      .selectFrom('audit_log')
      .select(['actor_id', 'subject_id', 'action', 'status'])
      .where('actor_id', '=', 'agent1')
      .where('action', 'like', '% /api/appointments%')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { actor_id: 'agent1', subject_id: 'acmebiz', action: 'GET /api/appointments', status: 200 },
        {
          actor_id: 'agent1',
          subject_id: 'acmebiz',
          action: 'POST /api/appointments/:token/cancel',
          status: 200,
        },
      ]),
    );
    // Released, the agent reaches nothing of the subscriber's again.
    expect((await agent.post('/api/csr/release')).statusCode).toBe(200);
    expect((await agent.get('/api/appointments')).statusCode).toBe(403);
  });
});
