import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_CODE_REASONS } from '@coax/contract';
import { MINUTE_MS, NEW_CUSTOMER_GRANT_TTL_MS, NEW_CUSTOMER_MAX_FAILURES_PER_ACCOUNT } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { argon2Hasher } from '../../platform/password.ts';
import { DEMO_NEW_CUSTOMER } from '../../db/seed/appointments-seed.ts';

// validate_newCustomerLogin: a new customer with no user id checks their visit with the account
// number and the account PIN, and gets a short grant to that account's visits alone. The test
// clock starts at 2026-11-20 15:00 UTC; the new customer's installation is on the 26th at 5:00pm.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app.close());

const URL = '/api/appointments/new-customer';
const VISIT = 'APT-NC-4001';
const { accountNumber: NUMBER, pin: PIN } = DEMO_NEW_CUSTOMER;
/** The same number as the person reads it on the order: 5-6-2-1 with the check digit. */
const WITH_CHECK_DIGIT = '78124-500670-02-6';

let addresses = 0;
/** A browser from an address of its own, so one test's failures never lock another's. */
const visitor = () => new Browser(app, `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`);

async function checkedIn(accountNumber: string = NUMBER) {
  const b = visitor();
  const res = await b.post(URL, { accountNumber, pin: PIN });
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

describe('checking a visit without an id', () => {
  it("answers the account's upcoming visit and sets an HttpOnly grant scoped to these calls", async () => {
    const b = visitor();
    const res = await b.post(URL, { accountNumber: NUMBER, pin: PIN });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointments.map((a: { appointmentToken: string }) => a.appointmentToken)).toEqual([
      VISIT,
    ]);
    expect(res.json().appointments[0]).toMatchObject({ quotaGroupDay: '2026-11-26', canReschedule: true });
    expect(res.json().grantExpiresAt).toBe(app.clock.now() + NEW_CUSTOMER_GRANT_TTL_MS);
    const cookie = res.cookies.find((c) => c.name === 'coax_visit');
    expect(cookie).toMatchObject({ httpOnly: true, path: URL, sameSite: 'Strict' });
    expect((await b.get(URL)).json().appointments[0].appointmentToken).toBe(VISIT);
    // The grant is not a session: the signed-in calls still refuse it.
    expect((await b.get('/api/appointments')).statusCode).toBe(401);
  });

  it('takes the number with its check digit, hyphens and all (seed 002 §5)', async () => {
    const res = await visitor().post(URL, { accountNumber: WITH_CHECK_DIGIT, pin: PIN });
    expect(res.statusCode).toBe(200);
  });

  it('says code 2 Account does not exist for an unknown number or a wrong check digit', async () => {
    for (const accountNumber of ['7812450069999', '78124-500670-02-5']) {
      const res = await visitor().post(URL, { accountNumber, pin: PIN });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        reason: APPOINTMENT_CODE_REASONS[2],
        message: 'Account does not exist',
      });
    }
  });

  it('says code 9 for a wrong PIN, with the tries left, and for a missing or malformed one', async () => {
    const wrong = await visitor().post(URL, { accountNumber: NUMBER, pin: '0000' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({
      reason: APPOINTMENT_CODE_REASONS[9],
      message: 'Account pin missing or is incorrect',
      attempts_remaining: NEW_CUSTOMER_MAX_FAILURES_PER_ACCOUNT - 1,
    });
    for (const body of [{ accountNumber: NUMBER }, { accountNumber: NUMBER, pin: '47a1' }]) {
      const res = await visitor().post(URL, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.reason).toBe(APPOINTMENT_CODE_REASONS[9]);
    }
  });

  it('says code 9 for an account whose holder set no PIN', async () => {
    const res = await visitor().post(URL, { accountNumber: '781245006201', pin: '1234' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe(APPOINTMENT_CODE_REASONS[9]);
  });

  it('says code 7 No such appointment when the account has no visit to come', async () => {
    const hash = await argon2Hasher(1024).hash('2468');
    await app.db.kysely
      .insertInto('account_pins')
      .values({ account_number: '781245006302', pin_hash: hash })
      .execute();
    const res = await visitor().post(URL, { accountNumber: '781245006302', pin: '2468' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      reason: APPOINTMENT_CODE_REASONS[7],
      message: 'No such appointment',
    });
  });

  it('needs the anti-forgery header like every other write', async () => {
    const res = await visitor().post(URL, { accountNumber: NUMBER, pin: PIN }, { csrf: false });
    expect(res.statusCode).toBe(403);
  });
});

describe('the lockout', () => {
  it('locks an account number after repeated failures, even against the right PIN, until the window passes', async () => {
    app.clock.advance(16 * MINUTE_MS); // the earlier tests' failures leave the window
    const number = '78124-500670-02'; // the account's 13 digits, typed the 5-6-2 way
    for (let i = 0; i < NEW_CUSTOMER_MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await visitor().post(URL, { accountNumber: number, pin: '1111' })).statusCode).toBe(403);
    }
    const locked = await visitor().post(URL, { accountNumber: number, pin: PIN });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({
      reason: 'appointments.new-customer.locked',
      message: 'Too many tries. Please wait 15 minutes and try again.',
    });
    app.clock.advance(16 * MINUTE_MS);
    expect((await visitor().post(URL, { accountNumber: number, pin: PIN })).statusCode).toBe(200);
  });

  it('locks an address that tries many account numbers', async () => {
    const b = visitor();
    for (let i = 0; i < 20; i++) {
      const res = await b.post(URL, { accountNumber: `78124500610${String(i).padStart(2, '0')}`, pin: PIN });
      expect(res.statusCode).toBe(404);
    }
    const res = await b.post(URL, { accountNumber: NUMBER, pin: PIN });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.reason).toBe('appointments.new-customer.locked');
    // Another address is not held back by it.
    expect((await visitor().post(URL, { accountNumber: NUMBER, pin: PIN })).statusCode).toBe(200);
  });
});

describe('what the grant allows', () => {
  it('refuses without a grant, and once it has ended or run out', async () => {
    const none = await visitor().get(URL);
    expect(none.statusCode).toBe(401);
    expect(none.json().error.reason).toBe('appointments.new-customer.grant-ended');

    const ended = await checkedIn();
    expect((await ended.post(`${URL}/end`)).statusCode).toBe(200);
    expect((await ended.get(URL)).statusCode).toBe(401);

    const old = await checkedIn();
    app.clock.advance(NEW_CUSTOMER_GRANT_TTL_MS);
    expect((await old.get(`${URL}/${VISIT}/schedule`)).statusCode).toBe(401);
  });

  it("never reaches another account's appointment (code 7)", async () => {
    const b = await checkedIn();
    for (const url of [`${URL}/APT-JS-1001/slots?date=2026-11-27`, `${URL}/APT-JS-1001/schedule`]) {
      const res = await b.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.reason).toBe(APPOINTMENT_CODE_REASONS[7]);
    }
    const res = await b.post(`${URL}/APT-JS-1001/cancel`, { confirm: true });
    expect(res.json().error.reason).toBe(APPOINTMENT_CODE_REASONS[7]);
  });

  it('reschedules and then cancels the visit, each with a confirmation, as the new customer', async () => {
    const b = await checkedIn();
    const day = '2026-11-28';
    const slots = await b.get(`${URL}/${VISIT}/slots?date=${day}`);
    expect(slots.statusCode).toBe(200);
    const to = slots.json().availableTimeSlots[0];
    const moved = await b.post(`${URL}/${VISIT}/reschedule`, { desiredTimeToken: to.desiredTimeToken });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment).toMatchObject({ quotaGroupDay: day, slotTime: to.slotTime });
    expect(moved.json().confirmationNumber).toMatch(/^AP-/);

    const again = await b.post(`${URL}/${VISIT}/reschedule`, { desiredTimeToken: to.desiredTimeToken });
    expect(again.json().error.reason).toBe(APPOINTMENT_CODE_REASONS[11]);
    const bogus = await b.post(`${URL}/${VISIT}/reschedule`, { desiredTimeToken: 'T-nonsense' });
    expect(bogus.json().error.reason).toBe(APPOINTMENT_CODE_REASONS[10]);

    const events = await app.db.kysely
      .selectFrom('appointment_events')
      .select(['kind', 'by'])
      .where('token', '=', VISIT)
      .where('kind', '=', 'rescheduled')
      .execute();
    expect(events).toEqual([{ kind: 'rescheduled', by: 'new-customer' }]);

    const cancelled = await b.post(`${URL}/${VISIT}/cancel`, { confirm: true });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().confirmationNumber).toMatch(/^AP-/);
    const invite = await b.get(`${URL}/${VISIT}/invite.ics`);
    expect(invite.statusCode).toBe(200);
    expect(invite.body).toContain('METHOD:CANCEL');
    // With nothing left to come, a new check finds no appointment.
    const res = await visitor().post(URL, { accountNumber: NUMBER, pin: PIN });
    expect(res.json().error.reason).toBe(APPOINTMENT_CODE_REASONS[7]);
  });
});

describe('an unexpected failure', () => {
  // Last in the file: it takes away the PIN table.
  it('answers code 1 System error has occurred, naming nothing internal', async () => {
    await app.db.kysely.schema.dropTable('account_pins').execute();
    const res = await visitor().post(URL, { accountNumber: NUMBER, pin: PIN });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({
      code: 'INTERNAL',
      reason: APPOINTMENT_CODE_REASONS[1],
      message: 'System error has occurred',
    });
  });
});
