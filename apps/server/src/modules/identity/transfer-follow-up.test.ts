import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUSEHOLD_IDS_MAX } from '@coax/domain';
import { PMOVER_NEW_ACCOUNT, PMOVER_OLD_ACCOUNT } from '../../db/seed/id-transfer-seed.ts';
import { DAY } from '../../platform/clock.ts';
import { createTestApp, type Browser, type TestApp } from '../../../test/harness.ts';
import * as kit from './transfer-test-kit.ts';

// Ids left behind: the first move took the primary and some secondaries; the others may follow
// from the new account while the old account's 90 days last.

let app: TestApp;
let seededAt: number;
beforeAll(async () => {
  app = await createTestApp();
  seededAt = app.clock.now();
});
afterAll(async () => app.close());
beforeEach(async () => kit.resetHousehold(app, seededAt));

const as = (id: string) => kit.signedIn(app, id);
const move = kit.moveIds;
const accountsOfHousehold = () => kit.accountsOfHousehold(app);
const NEW = PMOVER_NEW_ACCOUNT;
const OLD = PMOVER_OLD_ACCOUNT;

/** The first move: the primary and `ids`; answers the primary's browser, now on the new account. */
async function firstMove(ids: string[]): Promise<Browser> {
  const b = await as('pmover');
  const res = await move(b, ids);
  expect(res.statusCode).toBe(200);
  return b;
}

describe('after a first move that left the teen behind', () => {
  it('disco-check on the new account offers the transfer, with the old account’s days left', async () => {
    const b = await firstMove(['pmover.kid']);
    expect((await b.get('/api/identity/transfer/disco-check')).json()).toEqual({
      disconnected: false,
      transferAvailable: true,
      daysLeft: 80,
    });
    // the kid came along, but only the primary may move ids
    const kid = await (await as('pmover.kid')).get('/api/identity/transfer/disco-check');
    expect(kid.json()).toEqual({ disconnected: false, transferAvailable: false, daysLeft: 80 });
  });

  it('the view lists the id left on the old account and the new account’s own ids', async () => {
    const b = await firstMove(['pmover.kid']);
    const res = await b.get('/api/identity/transfer/account');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      account_number: NEW,
      currentAccountNumber: OLD,
      currentAccountOptimumIds: [
        { id: 'pmover.teen', first_name: 'Taylor', last_name: 'Mover', is_primary: false },
      ],
      newAccountOptimumIds: [
        { id: 'pmover', first_name: 'Pat', last_name: 'Mover', is_primary: true },
        { id: 'pmover.kid', first_name: 'Kim', last_name: 'Mover', is_primary: false },
      ],
      newAccountServiceLevel: ['internet', 'tv', 'phone'],
      daysLeft: 80,
    });
  });

  it('a second move brings it over, with the notice and the audit row; a retry answers the same', async () => {
    const b = await firstMove(['pmover.kid']);
    const second = await move(b, ['Pmover.Teen'], 'transfer-follow-up-1');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      status: '00000',
      message: 'Your user ids have been transferred to your new account (7812-450070-09).',
      account_number: NEW,
      movedIds: ['pmover.teen'],
    });
    expect(await accountsOfHousehold()).toEqual([NEW, NEW, NEW]);
    const mail = await kit.transferMail(app);
    expect(mail).toHaveLength(2);
    expect(mail.map((m) => m.recipient)).toEqual(['pmover@coax.example', 'pmover@coax.example']);
    expect(mail.some((m) => m.body.includes('pmover.teen'))).toBe(true);
    expect(await kit.transferAudits(app)).toContainEqual({
      actor_id: 'pmover',
      action: 'identity.transfer.moved',
      account_number: NEW,
      detail: '1 ids',
    });
    const again = await move(b, ['Pmover.Teen'], 'transfer-follow-up-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(second.json());
    expect(await kit.transferMail(app)).toHaveLength(2);
  });

  it('a third finds nothing left: already-moved everywhere', async () => {
    const b = await firstMove(['pmover.kid']);
    expect((await move(b, ['pmover.teen'])).statusCode).toBe(200);
    expect((await b.get('/api/identity/transfer/disco-check')).json()).toEqual({
      disconnected: false,
      transferAvailable: false,
      daysLeft: null,
    });
    const view = await b.get('/api/identity/transfer/account');
    expect(view.statusCode).toBe(409);
    expect(view.json().error.reason).toBe('identity.transfer.already-moved');
    const third = await move(b, ['pmover.teen']);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.reason).toBe('identity.transfer.already-moved');
    expect(await kit.transferMail(app)).toHaveLength(2);
  });

  it('refuses an empty choice: the primary is there already, so nothing would move', async () => {
    const b = await firstMove(['pmover.kid']);
    const res = await move(b, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe('identity.transfer.none-chosen');
    expect(await accountsOfHousehold()).toEqual([NEW, NEW, OLD]);
    expect(await kit.transferMail(app)).toHaveLength(1);
  });

  it.each([
    ['pmover.kid', 'already on the new account'],
    ['pmover', 'the primary, already moved'],
    ['jsmith.kid', 'of another account'],
  ])('never reaches %s (%s)', async (id) => {
    const b = await firstMove(['pmover.kid']);
    const res = await move(b, [id, 'pmover.teen']);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.reason).toBe('identity.transfer.unknown-id');
    expect(await accountsOfHousehold()).toEqual([NEW, NEW, OLD]);
    expect(await kit.accountOf(app, 'jsmith.kid')).toBe('781245006201');
  });

  it('refuses a secondary on the new account and other accounts', async () => {
    await firstMove(['pmover.kid']);
    const kid = await move(await as('pmover.kid'), ['pmover.teen']);
    expect(kid.statusCode).toBe(403);
    expect(kid.json().error.reason).toBe('identity.transfer.not-primary');
    const jsmith = await move(await as('jsmith'), ['pmover.teen']);
    expect(jsmith.statusCode).toBe(409);
    expect(jsmith.json().error.reason).toBe('identity.transfer.not-disconnected');
    // jmover's account is the new account of another move, with nothing left on its old one
    const jmover = await move(await as('jmover'), ['pmover.teen']);
    expect(jmover.statusCode).toBe(409);
    expect(jmover.json().error.reason).toBe('identity.transfer.already-moved');
    expect(await accountsOfHousehold()).toEqual([NEW, NEW, OLD]);
  });

  it('offers nothing once the old account’s 90 days have passed', async () => {
    await firstMove(['pmover.kid']);
    app.clock.set(seededAt + 81 * DAY);
    const b = await as('pmover');
    expect((await b.get('/api/identity/transfer/disco-check')).json()).toEqual({
      disconnected: false,
      transferAvailable: false,
      daysLeft: -1,
    });
    for (const res of [await b.get('/api/identity/transfer/account'), await move(b, ['pmover.teen'])]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.reason).toBe('identity.transfer.window-closed');
    }
    expect(await accountsOfHousehold()).toEqual([NEW, NEW, OLD]);
  });
});

describe('after a first move of the primary alone', () => {
  it('of two follow-up moves of the same id at once, one moves it', async () => {
    await firstMove([]);
    const [a, b] = await Promise.all([as('pmover'), as('pmover')]);
    const answers = await Promise.all([move(a, ['pmover.kid']), move(b, ['pmover.kid'])]);
    // the later finds the kid no longer among the ids left behind
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const refused = answers.find((r) => r.statusCode === 404);
    expect(refused?.json().error.reason).toBe('identity.transfer.unknown-id');
    expect(await accountsOfHousehold()).toEqual([NEW, NEW, OLD]);
    expect(await kit.transferMail(app)).toHaveLength(2);
  });

  it('refuses more ids than the new account may hold, all or nothing; one fewer fits', async () => {
    await kit.fillNewAccount(app, HOUSEHOLD_IDS_MAX - 2, seededAt);
    const b = await firstMove([]);
    const res = await move(b, ['pmover.kid', 'pmover.teen']);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('identity.transfer.over-limit');
    expect(res.body).not.toContain(String(HOUSEHOLD_IDS_MAX));
    expect(await accountsOfHousehold()).toEqual([NEW, OLD, OLD]);
    expect((await move(b, ['pmover.teen'])).statusCode).toBe(200);
    expect(await accountsOfHousehold()).toEqual([NEW, OLD, NEW]);
  });

  it('of two follow-up moves of different ids at once with room for one, one moves', async () => {
    await kit.fillNewAccount(app, HOUSEHOLD_IDS_MAX - 2, seededAt);
    await firstMove([]);
    const [a, b] = await Promise.all([as('pmover'), as('pmover')]);
    const answers = await Promise.all([move(a, ['pmover.kid']), move(b, ['pmover.teen'])]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().error.reason).toBe(
      'identity.transfer.over-limit',
    );
    const accounts = await accountsOfHousehold();
    expect(accounts.filter((x) => x === NEW)).toHaveLength(2);
  });
});

describe('two first moves of different ids at once', () => {
  it('move the primary once and each id at most once; the later may bring its id as a follow-up', async () => {
    const [a, b] = await Promise.all([as('pmover'), as('pmover')]);
    const answers = await Promise.all([move(a, ['pmover.kid']), move(b, ['pmover.teen'])]);
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.reason).toBe('identity.transfer.already-moved');
    }
    const moved: string[] = ok.flatMap((r) => r.json().movedIds);
    expect(moved.filter((id) => id === 'pmover')).toHaveLength(1);
    expect(new Set(moved).size).toBe(moved.length);
    expect(await kit.transferMail(app)).toHaveLength(ok.length);
    const accounts = await accountsOfHousehold();
    expect(accounts.filter((x) => x === NEW)).toHaveLength(moved.length);
  });
});
