import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const JSMITH = '781245006201';
const NETONLY = '781245006605';
let keys = 0;
const key = () => ({ headers: { 'idempotency-key': `shop-services-test-${++keys}` } });

async function as(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

const codes = (res: { json(): { services: { code: string }[] } }) => res.json().services.map((s) => s.code);

describe('without a session', () => {
  it.each(['/api/shop/services', '/api/shop/pricing', '/api/shop/offers/showtime'])(
    '%s answers 401',
    async (url) => {
      const res = await new Browser(app).get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('No session. Login required.');
    },
  );

  it('shows /smarthome-info to anyone, from the database', async () => {
    const res = await new Browser(app).get('/api/shop/smarthome');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.slides).toHaveLength(3);
    expect(body.slides[0].title.es).toBe('Vea quién está en la puerta');
    expect(body.nest.find((n: { id: string }) => n.id === 'nest-doorbell').enabled).toBe(false);
    expect(body.animation).toEqual({ autoAdvanceMs: 8000, transitionMs: 300 });
    expect(body.sections.map((s: { id: string }) => s.id)).toEqual(['smarthome-how', 'smarthome-privacy']);
  });
});

describe('pricing (get_pricing, getFTA)', () => {
  it.each([
    // jsmith: regulated Hicksville; mgarcia: Mott Haven, not regulated; acmebiz: regulated business
    [
      'jsmith',
      {
        available: true,
        regulated: true,
        restoreServicePrice: 199,
        installationServicePrice: 3995,
        additionalOutletPrice: 1495,
      },
    ],
    [
      'mgarcia',
      {
        available: true,
        regulated: false,
        restoreServicePrice: 499,
        installationServicePrice: 5995,
        additionalOutletPrice: 2495,
      },
    ],
    [
      'acmebiz',
      {
        available: true,
        regulated: true,
        restoreServicePrice: 499,
        installationServicePrice: 3995,
        additionalOutletPrice: 1495,
      },
    ],
    // netonly's footprint has no IsRegulated; jmover's has no area info at all
    ['netonly', { available: false }],
    ['jmover', { available: false }],
  ])('%s', async (id, expected) => {
    const res = await (await as(id)).get('/api/shop/pricing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });
});

describe('My services', () => {
  it("lists jsmith's plan from his bill, the upgrades and the next bill's lines", async () => {
    const res = await (await as('jsmith')).get('/api/shop/services');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.canChange).toBe(true);
    expect(codes(res)).toEqual(['TV-SELECT', 'INT300', 'PHONE-UNL']);
    const offer = (code: string) => body.offers.find((o: { code: string }) => o.code === code);
    expect(offer('INT1G')).toMatchObject({
      change: 'upgrade',
      monthlyCents: 6999,
      name: { es: 'Internet 1 Giga' },
    });
    expect(offer('TV-CORE-DVR').change).toBe('downgrade');
    expect(offer('TV-SHO').change).toBe('addon');
    expect(offer('INT-BIZ1G')).toBeUndefined();
    // TV Select and Unlimited calling at their promotional prices (promotion-price.test.ts).
    expect(body.nextBill.totalCents).toBe(3999 + 3999 + 999);
  });

  it('lets a secondary user read but not change', async () => {
    const kid = await as('jsmith.kid');
    expect((await kid.get('/api/shop/services')).json().canChange).toBe(false);
    const res = await kid.post('/api/shop/services/upgrade', { rateCode: 'INT1G' }, key());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('shop.services.not-primary');
    const rc = await kid.post('/api/shop/services/rate-codes', { addRateCodes: ['TV-SHO'] }, key());
    expect(rc.statusCode).toBe(403);
    const suite = await kid.post('/api/shop/security-suite', {}, key());
    expect(suite.statusCode).toBe(403);
  });

  it.each([
    [{}, 400],
    [{ rateCode: 'int1g' }, 400],
    [{ rateCode: 'INT1G', extra: 1 }, 400],
    [{ rateCode: 'NOPE' }, 404],
    // a business tier is not offered to a household
    [{ rateCode: 'INT-BIZ2G' }, 404],
    // an add-on is not a tier
    [{ rateCode: 'TV-SHO' }, 404],
    [{ rateCode: 'INT300' }, 409],
  ])('refuses the upgrade body %j with %i', async (body, status) => {
    const res = await (await as('jsmith')).post('/api/shop/services/upgrade', body, key());
    expect(res.statusCode).toBe(status);
    expect(res.json().error.reason).toMatch(/^(input|shop)\./);
  });

  it('needs an Idempotency-Key', async () => {
    const res = await (await as('jsmith')).post('/api/shop/services/upgrade', { rateCode: 'INT1G' });
    expect(res.statusCode).toBe(400);
  });
});

describe('submitUpgrade', () => {
  it('moves mgarcia up to Internet 1 Gig once under a retry and a race, and the next bill follows', async () => {
    const b = await as('mgarcia');
    const before = (await b.get('/api/shop/services')).json();
    const k = key();
    const [first, raced] = await Promise.all([
      b.post('/api/shop/services/upgrade', { rateCode: 'INT1G' }, k),
      b.post('/api/shop/services/upgrade', { rateCode: 'INT1G' }, key()),
    ]);
    const statuses = [first.statusCode, raced.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const retry = await b.post('/api/shop/services/upgrade', { rateCode: 'INT1G' }, k);
    expect(retry.statusCode).toBe(first.statusCode);
    const after = (await b.get('/api/shop/services')).json();
    expect(after.services.map((s: { code: string }) => s.code)).toContain('INT1G');
    expect(after.services.map((s: { code: string }) => s.code)).not.toContain('INT300');
    expect(after.nextBill.totalCents).toBe(before.nextBill.totalCents - 3999 + 6999);
    expect(after.orders.filter((o: { kind: string }) => o.kind === 'upgrade')).toHaveLength(1);
    expect(after.orders[0]).toMatchObject({ status: 'completed', name: { en: 'Internet 1 Gig' } });
  });

  it('adds TV to netonly with no installation price known: refused with the fallback, nothing changed', async () => {
    const b = await as('netonly');
    const res = await b.post('/api/shop/services/upgrade', { rateCode: 'TV-SELECT' }, key());
    expect(res.statusCode).toBe(503);
    expect(res.json().error.reason).toBe('shop.pricing.unavailable');
    expect(codes(await b.get('/api/shop/services'))).toEqual(['INT500']);
    const addon = await b.post('/api/shop/services/rate-codes', { addRateCodes: ['TV-SHO'] }, key());
    expect(addon.statusCode).toBe(409);
    expect(addon.json().error.reason).toBe('shop.services.needs-service');
  });

  it('adds TV where pricing is known: the installation is on the next bill and the session entitles TV', async () => {
    await app.db.kysely
      .updateTable('pricing_areas')
      .set({ is_regulated: 0 })
      .where('corp_id', '=', '7715')
      .execute();
    const b = await as('netonly');
    expect((await b.get('/api/session')).json().user.entitlements.tv).toBe(false);
    const res = await b.post('/api/shop/services/upgrade', { rateCode: 'TV-SELECT' }, key());
    expect(res.statusCode).toBe(200);
    expect(res.json().kind).toBe('add');
    const after = (await b.get('/api/shop/services')).json();
    expect(after.nextBill.lines.filter((l: { oneTime: boolean }) => l.oneTime)).toEqual([
      {
        code: 'INSTALL',
        name: { en: 'Installation', es: 'Instalación' },
        amountCents: 5995,
        oneTime: true,
      },
    ]);
    expect(after.nextBill.totalCents).toBe(4999 + 5499 + 5995);
    expect((await b.get('/api/session')).json().user.entitlements.tv).toBe(true);
    const account = await app.db.kysely
      .selectFrom('accounts')
      .select('io')
      .where('account_number', '=', NETONLY)
      .executeTakeFirstOrThrow();
    expect(account.io).toBe(1);
  });

  it('lets an agent acting for jsmith change his plan, recorded as the agent and audited', async () => {
    const agent = await as('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'jsmith' })).statusCode).toBe(200);
    const res = await agent.post('/api/shop/services/upgrade', { rateCode: 'PHONE-INTL' }, key());
    expect(res.statusCode).toBe(200);
    const order = await app.db.kysely
      .selectFrom('service_orders')
      .select(['actor_id', 'account_number'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ actor_id: 'agent1', account_number: JSMITH });
    const audit = await app.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'kind'])
      .where('actor_id', '=', 'agent1')
      .where('account_number', '=', JSMITH)
      .where('kind', '=', 'change')
      .execute();
    expect(audit.map((a) => a.action).join(' ')).toContain('/api/shop/services/upgrade');
    // back to where jsmith was
    const back = await agent.post('/api/shop/services/upgrade', { rateCode: 'PHONE-UNL' }, key());
    expect(back.statusCode).toBe(200);
  });

  it('lets an agent not acting for anyone change nothing', async () => {
    const res = await (await as('agent1')).post('/api/shop/services/upgrade', { rateCode: 'INT1G' }, key());
    expect(res.statusCode).toBe(403);
  });
});

describe('addremoverc', () => {
  it('adds Showtime and takes it off, one order per code', async () => {
    const b = await as('jsmith');
    const add = await b.post('/api/shop/services/rate-codes', { addRateCodes: ['TV-SHO'] }, key());
    expect(add.statusCode).toBe(200);
    expect(add.json().orders.map((o: { kind: string }) => o.kind)).toEqual(['add']);
    expect((await b.get('/api/shop/offers/showtime')).json().active).toBe(true);
    const again = await b.post('/api/shop/services/rate-codes', { addRateCodes: ['TV-SHO'] }, key());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('shop.services.already-have');
    const off = await b.post('/api/shop/services/rate-codes', { removeRateCodes: ['TV-SHO'] }, key());
    expect(off.statusCode).toBe(200);
    expect(codes(await b.get('/api/shop/services'))).not.toContain('TV-SHO');
  });

  it.each([
    [{}, 400, 'input.'],
    [{ addRateCodes: [], removeRateCodes: [] }, 400, 'input.'],
    [{ removeRateCodes: ['INT300'] }, 400, 'shop.services.not-addon'],
    [{ removeRateCodes: ['TV-SPORTS'] }, 409, 'shop.services.not-on'],
    [{ addRateCodes: ['SEC-SUITE'] }, 404, 'shop.services.unknown'],
  ])('refuses %j with %i', async (body, status, reason) => {
    const res = await (await as('jsmith')).post('/api/shop/services/rate-codes', body, key());
    expect(res.statusCode).toBe(status);
    expect(res.json().error.reason).toContain(reason);
  });
});

describe('secpac/order', () => {
  it('succeeds once when provisioned; a second order is not a success', async () => {
    const b = await as('jsmith');
    const k = key();
    const first = await b.post('/api/shop/security-suite', {}, k);
    expect(first.json()).toMatchObject({ status: 'success', reasonCode: 'provisioned', success: true });
    const retry = await b.post('/api/shop/security-suite', {}, k);
    expect(retry.json().order.id).toBe(first.json().order.id);
    const second = await b.post('/api/shop/security-suite', {}, key());
    expect(second.json()).toEqual({
      status: 'success',
      reasonCode: 'already-active',
      success: false,
      order: null,
    });
    expect((await b.get('/api/shop/services')).json().securitySuite).toEqual({
      active: true,
      monthlyCents: 599,
    });
    await app.db.kysely
      .deleteFrom('account_services')
      .where('account_number', '=', JSMITH)
      .where('code', '=', 'SEC-SUITE')
      .execute();
  });
});

describe("another account's data", () => {
  it('is never reachable: every call answers for the session own account', async () => {
    const res = await (await as('mgarcia')).get('/api/shop/services');
    expect(res.json().services.map((s: { code: string }) => s.code)).not.toContain('PHONE-UNL');
  });
});
