import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUSEHOLD_IDS_MAX } from '@coax/domain';
import { PMOVER_NEW_ACCOUNT, PMOVER_OLD_ACCOUNT } from '../../db/seed/id-transfer-seed.ts';
import { DAY } from '../../platform/clock.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import * as kit from './transfer-test-kit.ts';

let app: TestApp;
let seededAt: number;
beforeAll(async () => {
  app = await createTestApp();
  seededAt = app.clock.now();
});
afterAll(async () => app.close());

/** Every test starts from the seed: the household on the past account, the new account empty. */
beforeEach(async () => kit.resetHousehold(app, seededAt));

const as = (id: string) => kit.signedIn(app, id);
const move = kit.moveIds;
const accountOf = (id: string) => kit.accountOf(app, id);
const accountsOfHousehold = () => kit.accountsOfHousehold(app);
const transferMail = () => kit.transferMail(app);
const fillNewAccount = (n: number) => kit.fillNewAccount(app, n, seededAt);

describe('disco-check', () => {
  it('needs a session', async () => {
    expect((await new Browser(app).get('/api/identity/transfer/disco-check')).statusCode).toBe(401);
  });

  it('offers the transfer to the primary of a moved, disconnected account, 80 of its 90 days left', async () => {
    const res = await (await as('pmover')).get('/api/identity/transfer/disco-check');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ disconnected: true, transferAvailable: true, daysLeft: 80 });
  });

  it('tells a secondary the account is disconnected, but offers it nothing', async () => {
    const res = await (await as('pmover.kid')).get('/api/identity/transfer/disco-check');
    expect(res.json()).toEqual({ disconnected: true, transferAvailable: false, daysLeft: 80 });
  });

  it('offers nothing on an active account', async () => {
    const res = await (await as('jsmith')).get('/api/identity/transfer/disco-check');
    expect(res.json()).toEqual({ disconnected: false, transferAvailable: false, daysLeft: null });
  });

  it('offers nothing once the 90 days have passed', async () => {
    app.clock.set(seededAt + 81 * DAY);
    const b = await as('pmover');
    const res = await b.get('/api/identity/transfer/disco-check');
    expect(res.json()).toEqual({ disconnected: true, transferAvailable: false, daysLeft: -1 });
    const view = await b.get('/api/identity/transfer/account');
    expect(view.statusCode).toBe(409);
    expect(view.json().error.reason).toBe('identity.transfer.window-closed');
  });
});

describe('the transfer view', () => {
  it("shows both accounts' ids and the new service level, never the limit", async () => {
    const res = await (await as('pmover')).get('/api/identity/transfer/account');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      account_number: PMOVER_NEW_ACCOUNT,
      currentAccountNumber: PMOVER_OLD_ACCOUNT,
      currentAccountOptimumIds: [
        { id: 'pmover', first_name: 'Pat', last_name: 'Mover', is_primary: true },
        { id: 'pmover.kid', first_name: 'Kim', last_name: 'Mover', is_primary: false },
        { id: 'pmover.teen', first_name: 'Taylor', last_name: 'Mover', is_primary: false },
      ],
      newAccountOptimumIds: [],
      newAccountServiceLevel: ['internet', 'tv', 'phone'],
      daysLeft: 80,
    });
    expect(JSON.stringify(body)).not.toContain('optimumIdLimit');
  });

  it.each([
    ['pmover.kid', 403, 'identity.transfer.not-primary'],
    ['jsmith', 409, 'identity.transfer.not-disconnected'],
    ['jmover', 409, 'identity.transfer.already-moved'],
  ])('refuses %s (%i %s)', async (id, status, reason) => {
    const res = await (await as(id)).get('/api/identity/transfer/account');
    expect(res.statusCode).toBe(status);
    expect(res.json().error.reason).toBe(reason);
  });
});

describe('moving the ids', () => {
  it('moves the primary and the chosen secondary in one step and writes the notice to the outbox', async () => {
    const b = await as('pmover');
    const res = await move(b, ['Pmover.Kid']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: '00000',
      message: 'Your user ids have been transferred to your new account (7812-450070-09).',
      account_number: PMOVER_NEW_ACCOUNT,
      movedIds: ['pmover', 'pmover.kid'],
    });
    expect(await accountsOfHousehold()).toEqual([PMOVER_NEW_ACCOUNT, PMOVER_NEW_ACCOUNT, PMOVER_OLD_ACCOUNT]);
    const mail = await transferMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.recipient).toBe('pmover@coax.example');
    expect(mail[0]?.body).toContain('pmover, pmover.kid');
    const audit = await app.db.kysely
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'account_number'])
      .where('action', '=', 'identity.transfer.moved')
      .execute();
    expect(audit).toContainEqual({
      actor_id: 'pmover',
      action: 'identity.transfer.moved',
      account_number: PMOVER_NEW_ACCOUNT,
    });
  });

  it("keeps the moved ids' sessions: the same browsers see the new account on their next request", async () => {
    const kid = await as('pmover.kid');
    const b = await as('pmover');
    expect((await move(b, ['pmover.kid'])).statusCode).toBe(200);
    const session = await kid.get('/api/session');
    expect(session.statusCode).toBe(200);
    expect(JSON.stringify(session.json())).toContain(PMOVER_NEW_ACCOUNT);
    expect(JSON.stringify(session.json())).not.toContain(PMOVER_OLD_ACCOUNT);
    // the primary's own next request sees the move done, and the teen left behind may still follow
    const check = await b.get('/api/identity/transfer/disco-check');
    expect(check.json()).toEqual({ disconnected: false, transferAvailable: true, daysLeft: 80 });
  });

  it('answers a retry with the same key from the first answer and moves once', async () => {
    const b = await as('pmover');
    const first = await move(b, ['pmover.teen', 'pmover.kid'], 'transfer-retry-1');
    const again = await move(b, ['pmover.teen', 'pmover.kid'], 'transfer-retry-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await transferMail()).toHaveLength(1);
    // a new key finds the ids gone: none is left behind to follow
    const later = await move(b, ['pmover.kid']);
    expect(later.statusCode).toBe(409);
    expect(later.json().error.reason).toBe('identity.transfer.already-moved');
    expect(await transferMail()).toHaveLength(1);
  });

  it('of two moves of the same ids at once, one moves and the other is refused', async () => {
    const [a, b] = await Promise.all([as('pmover'), as('pmover')]);
    const answers = await Promise.all([move(a, ['pmover.kid']), move(b, ['pmover.kid'])]);
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    // The other is refused: 'already-moved' when both checked the past account before either
    // moved; when the winner committed first, the loser's session already reads the new account,
    // where the kid is no longer among the ids left behind. Either way it is a transfer refusal,
    // never a second move.
    const refused = answers.find((r) => r.statusCode !== 200);
    expect(refused?.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused?.statusCode).toBeLessThan(500);
    expect(refused?.json().error.reason).toMatch(/^identity\.transfer\./);
    const accounts = await accountsOfHousehold();
    expect(accounts.filter((a) => a === PMOVER_NEW_ACCOUNT)).toHaveLength(2);
    expect(await transferMail()).toHaveLength(1);
  });

  it('refuses more ids than the new account may hold and changes nothing', async () => {
    await fillNewAccount(HOUSEHOLD_IDS_MAX - 2);
    const res = await move(await as('pmover'), ['pmover.kid', 'pmover.teen']);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('identity.transfer.over-limit');
    expect(res.body).not.toContain(String(HOUSEHOLD_IDS_MAX));
    expect(await accountsOfHousehold()).toEqual([PMOVER_OLD_ACCOUNT, PMOVER_OLD_ACCOUNT, PMOVER_OLD_ACCOUNT]);
    expect(await transferMail()).toHaveLength(0);
    // one fewer fits
    expect((await move(await as('pmover'), ['pmover.kid'])).statusCode).toBe(200);
  });

  it('refuses a secondary', async () => {
    const res = await move(await as('pmover.kid'), ['pmover.teen']);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('identity.transfer.not-primary');
    expect(await accountsOfHousehold()).toEqual([PMOVER_OLD_ACCOUNT, PMOVER_OLD_ACCOUNT, PMOVER_OLD_ACCOUNT]);
  });

  it.each([['jsmith.kid'], ['jmover'], ['nobody.here'], ['pmover']])(
    'never reaches %s, which is not a secondary of the past account',
    async (id) => {
      const res = await move(await as('pmover'), [id]);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.reason).toBe('identity.transfer.unknown-id');
      expect(await accountOf('jsmith.kid')).toBe('781245006201');
      expect(await accountOf('pmover')).toBe(PMOVER_OLD_ACCOUNT);
    },
  );

  it.each([
    ['no ids list', {}],
    ['ids not a list', { ids: 'pmover.kid' }],
    ['an empty id', { ids: [''] }],
    ['an id too long', { ids: ['x'.repeat(65)] }],
    ['an unknown field', { ids: [], all: true }],
  ])('answers bad input (%s) with 400', async (_, payload) => {
    const res = await (
      await as('pmover')
    ).post('/api/identity/transfer/move', payload, {
      headers: { 'idempotency-key': kit.nextKey('transfer-bad') },
    });
    expect(res.statusCode).toBe(400);
    expect(await accountOf('pmover')).toBe(PMOVER_OLD_ACCOUNT);
  });

  it('needs an Idempotency-Key', async () => {
    const res = await (await as('pmover')).post('/api/identity/transfer/move', { ids: [] });
    expect(res.statusCode).toBe(400);
    expect(await accountOf('pmover')).toBe(PMOVER_OLD_ACCOUNT);
  });
});
