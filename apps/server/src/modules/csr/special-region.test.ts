import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SPECIAL_REGION_CORP, loadConfig } from '../../platform/config.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

// Seed 000: "a fixed list of corp codes is flagged as a special region (the codes are not shown)".
let demo: TestApp;
beforeAll(async () => {
  demo = await createTestApp();
});
afterAll(async () => demo.close());

const lookUp = async (app: TestApp, q: string) => {
  const agent = new Browser(app);
  await agent.signIn('agent1');
  const res = await agent.get(`/api/csr/subscribers?q=${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const flags = (body: { matches: Array<{ id: string; specialRegion: boolean }> }) =>
  Object.fromEntries(body.matches.map((m) => [m.id, m.specialRegion]));

describe('SPECIAL_REGION_CORPS', () => {
  it('is a comma-separated list, empty by default, the demo corp while the demo data is built', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).SPECIAL_REGION_CORPS).toEqual([]);
    expect(loadConfig({}).SPECIAL_REGION_CORPS).toEqual([DEMO_SPECIAL_REGION_CORP]);
    expect(loadConfig({ SPECIAL_REGION_CORPS: '' }).SPECIAL_REGION_CORPS).toEqual([]);
    expect(loadConfig({ SPECIAL_REGION_CORPS: ' 7702,,7704 ' }).SPECIAL_REGION_CORPS).toEqual([
      '7702',
      '7704',
    ]);
    expect(() => loadConfig({ SPECIAL_REGION_CORPS: '77 02;x' })).toThrow(
      /SPECIAL_REGION_CORPS must be comma-separated corp ids/,
    );
  });
});

describe('the agent desk', () => {
  it("marks the demo's special-region subscriber, and no one else, without showing the code", async () => {
    const account = await demo.db.kysely
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.account_number', 'users.account_number')
      .select('accounts.corp_id')
      .where('users.id', '=', 'sregion')
      .executeTakeFirstOrThrow();
    expect(account.corp_id).toBe(DEMO_SPECIAL_REGION_CORP);
    const res = await lookUp(demo, '7812');
    const marks = flags(res.json());
    expect(marks.sregion).toBe(true);
    expect(Object.entries(marks).filter(([, special]) => special)).toEqual([['sregion', true]]);
    expect(res.body).not.toContain(DEMO_SPECIAL_REGION_CORP);
  });

  it('follows the configured list', async () => {
    const app = await createTestApp({ env: { SPECIAL_REGION_CORPS: '7702' } });
    try {
      const marks = flags((await lookUp(app, '7812')).json());
      // jsmith and latepay are in corp 7702; sregion's corp is no longer listed
      expect(marks).toMatchObject({
        jsmith: true,
        'jsmith.kid': true,
        latepay: true,
        sregion: false,
        mgarcia: false,
      });
    } finally {
      await app.close();
    }
  });
});
