import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const BASE = '/api/billing/payment-methods';
// The harness clock stands at 2026-11-20.
const visa = {
  nameOnAccount: 'John Smith',
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2028,
  nickname: 'Visa 4242',
  billingAddress: null,
};
const bank = {
  nameOnAccount: 'John Smith',
  routingNumber: '011000015',
  bankAccount: '000987654321',
  nickname: 'Checking 4321',
};

async function signedIn(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}
const put = (b: Browser, url: string, payload: object) => b.request({ method: 'PUT', url, payload });

describe('listing payment methods', () => {
  it('gives mgarcia her seeded visa, masked, default and used by nothing else', async () => {
    const res = await (await signedIn('mgarcia')).get(BASE);
    expect(res.statusCode).toBe(200);
    expect(res.json().methods).toEqual([
      expect.objectContaining({
        id: 'pm_demo_mgarcia_visa',
        payMethodName: 'Visa 1111',
        payType: 'CC',
        methodType: 'C',
        cardType: 'V',
        last4: '1111',
        expDate: '1127',
        isDefault: true,
        routNum: null,
        paymentAccountNumber: '************1111',
        expired: false,
        expiring: false,
      }),
    ]);
  });

  it("flags latepay's amex expired and netonly's discover expiring", async () => {
    const late = (await (await signedIn('latepay')).get(BASE)).json().methods;
    expect(late[0]).toMatchObject({
      id: 'pm_demo_latepay_amex',
      expDate: '1026',
      expired: true,
      expiring: false,
    });
    const net = (await (await signedIn('netonly')).get(BASE)).json().methods;
    expect(net[0]).toMatchObject({
      id: 'pm_demo_netonly_disc',
      expDate: '1126',
      expired: false,
      expiring: true,
    });
  });

  it('refuses the anonymous and the secondary user without bill pay', async () => {
    expect((await new Browser(app).get(BASE)).statusCode).toBe(401);
    expect((await (await signedIn('jsmith.kid')).get(BASE)).statusCode).toBe(403);
  });
});

describe('adding a card (seed 002 §5 Add card)', () => {
  it('saves the first method as default with the seed message, and a second one not', async () => {
    const b = await signedIn('jsmith');
    const first = await b.post(`${BASE}/card`, visa);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Added payment method successfully.',
      method: {
        payMethodName: 'Visa 4242',
        cardType: 'V',
        methodType: 'C',
        last4: '4242',
        expDate: '1228',
        isDefault: true,
      },
    });
    const second = await b.post(`${BASE}/bank-account`, bank);
    expect(second.statusCode).toBe(201);
    expect(second.json().method).toMatchObject({
      payMethodName: 'Checking 4321',
      payType: 'BA',
      methodType: 'D',
      cardType: null,
      routNum: '011000015',
      expDate: null,
      isDefault: false,
    });
    const list = (await b.get(BASE)).json().methods;
    expect(list.map((m: { payMethodName: string }) => m.payMethodName)).toEqual([
      'Visa 4242',
      'Checking 4321',
    ]);
  });

  it('detects a debit card by its BIN', async () => {
    const b = await signedIn('acmebiz');
    const res = await b.post(`${BASE}/card`, {
      ...visa,
      cardNumber: '4000056655665556',
      nickname: 'Visa 5556',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().method).toMatchObject({ methodType: 'D', cardType: 'V', isDefault: false });
  });

  it('keeps a different billing address', async () => {
    const b = await signedIn('acmebiz');
    const address = {
      addrLine1: '1 Main St',
      addrLine2: 'Suite 2',
      city: 'Bethpage',
      state: 'NY',
      zip: '11714',
    };
    const res = await b.post(`${BASE}/card`, {
      ...visa,
      cardNumber: '378282246310005',
      nickname: 'Amex 0005',
      billingAddress: address,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().method).toMatchObject({ cardType: 'A', billingAddress: address });
  });

  it.each([
    [{ nameOnAccount: '' }, 'body.nameOnAccount', 'Please enter your full name'],
    [{ nameOnAccount: 'J<o>hn' }, 'body.nameOnAccount', 'Please enter valid name for account'],
    [{ cardNumber: '4242 4242 4242 4241' }, 'body.cardNumber', 'Please enter a valid credit card number'],
    [{ cardNumber: '5000000000000009' }, 'body.cardNumber', 'Please enter a valid credit card number'],
    [{ nickname: '' }, 'body.nickname', 'Please enter a nickname'],
    [
      { nickname: 'A very long nickname' },
      'body.nickname',
      'Please enter a nickname of 13 characters or fewer',
    ],
    [
      { expMonth: 10, expYear: 2026 },
      'body.expMonth',
      'Please select an expiration date that has not passed',
    ],
    [{ expYear: 2046 }, 'body.expYear', 'Please select an expiration year'],
    [
      { billingAddress: { addrLine1: '', addrLine2: '', city: 'X', state: 'NY', zip: '11714' } },
      'body.addrLine1',
      'Please enter an address',
    ],
    [
      { billingAddress: { addrLine1: '1 Main', addrLine2: '', city: '', state: 'NY', zip: '11714' } },
      'body.city',
      'Please enter a city',
    ],
    [
      { billingAddress: { addrLine1: '1 Main', addrLine2: '', city: 'Bethpage', state: 'NY', zip: '1171' } },
      'body.zip',
      'Please enter a valid zip code',
    ],
  ])('refuses %o with the seed message', async (change, path, message) => {
    const b = await signedIn('netonly');
    const before = (await b.get(BASE)).json().methods.length;
    const res = await b.post(`${BASE}/card`, { ...visa, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(res.json().error.issues).toContainEqual(expect.objectContaining({ path, message }));
    expect((await b.get(BASE)).json().methods).toHaveLength(before);
  });

  it('refuses a card the issuer declines when saving, and a down processor, and saves nothing', async () => {
    const b = await signedIn('netonly');
    const declined = await b.post(`${BASE}/card`, {
      ...visa,
      cardNumber: '4000000000000069',
      nickname: 'Visa 0069',
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().error.message).toMatch(/declined/);
    const down = await b.post(`${BASE}/card`, {
      ...visa,
      cardNumber: '4000000000000036',
      nickname: 'Visa 0036',
    });
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe(
      'We seem to be experiencing technical difficulties. Please try again later.',
    );
    expect((await b.get(BASE)).json().methods).toHaveLength(1);
  });

  it('keeps nicknames unique per account, whatever the letter case', async () => {
    const b = await signedIn('mgarcia');
    const res = await b.post(`${BASE}/card`, { ...visa, nickname: 'VISA 1111' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'You already have a payment method named "VISA 1111". Please enter a different nickname.',
    );
    // The same nickname on another account is fine.
    const other = await (await signedIn('latepay')).post(`${BASE}/card`, { ...visa, nickname: 'Visa 1111' });
    expect(other.statusCode).toBe(201);
  });

  it('gives concurrent first methods exactly one default', async () => {
    const fresh = await createTestApp();
    try {
      const b = new Browser(fresh);
      await b.signIn('jsmith');
      const results = await Promise.all(
        ['Visa A', 'Visa B', 'Visa C', 'Visa D'].map((nickname) =>
          b.post(`${BASE}/card`, { ...visa, nickname }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      const methods = (await b.get(BASE)).json().methods as { isDefault: boolean }[];
      expect(methods.filter((m) => m.isDefault)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('adding a checking account (seed 002 §5)', () => {
  it.each([
    [
      { routingNumber: '01100001' },
      'body.routingNumber',
      'Incorrect format:<br>Please enter a valid routing number',
    ],
    [
      { routingNumber: '01100001x' },
      'body.routingNumber',
      'Incorrect format:<br>Please enter a valid routing number',
    ],
    [{ bankAccount: '123' }, 'body.bankAccount', 'Please enter a valid account number'],
    [{ bankAccount: '12a45' }, 'body.bankAccount', 'Please enter a valid account number'],
    [{ nameOnAccount: ' ' }, 'body.nameOnAccount', 'Please enter your full name'],
    [{ nickname: '' }, 'body.nickname', 'Please enter a nickname'],
  ])('refuses %o', async (change, path, message) => {
    const res = await (await signedIn('netonly')).post(`${BASE}/bank-account`, { ...bank, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(expect.objectContaining({ path, message }));
  });
});

describe('editing a method (seed 002 §5 Edit)', () => {
  const edit = {
    nameOnAccount: 'Lee Tate',
    nickname: 'Amex 0005',
    expMonth: 6,
    expYear: 2029,
    billingAddress: null,
    makeDefault: false,
  };

  it('renews an expired card and says "Completed successfully."', async () => {
    const b = await signedIn('latepay');
    const res = await put(b, `${BASE}/pm_demo_latepay_amex`, { ...edit, nickname: 'Old amex' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Completed successfully.',
      method: { payMethodName: 'Old amex', expDate: '0629', expired: false, isDefault: true },
    });
  });

  it('makes another method the default, leaving exactly one', async () => {
    const b = await signedIn('acmebiz');
    const res = await put(b, `${BASE}/pm_demo_acme_mc`, {
      nameOnAccount: 'Acme Hardware LLC',
      nickname: 'Masterca 4444',
      expMonth: 7,
      expYear: 2028,
      billingAddress: null,
      makeDefault: true,
    });
    expect(res.statusCode).toBe(200);
    const methods = (await b.get(BASE)).json().methods as { id: string; isDefault: boolean }[];
    expect(methods.filter((m) => m.isDefault).map((m) => m.id)).toEqual(['pm_demo_acme_mc']);
  });

  it('refuses a nickname over 13, a taken nickname, and an expiry out of range', async () => {
    const b = await signedIn('acmebiz');
    const base = {
      nameOnAccount: 'Acme Hardware LLC',
      expMonth: 7,
      expYear: 2028,
      billingAddress: null,
      makeDefault: false,
    };
    expect((await put(b, `${BASE}/pm_demo_acme_mc`, { ...base, nickname: 'x'.repeat(14) })).statusCode).toBe(
      400,
    );
    expect((await put(b, `${BASE}/pm_demo_acme_mc`, { ...base, nickname: 'Checking 6789' })).statusCode).toBe(
      409,
    );
    const far = await put(b, `${BASE}/pm_demo_acme_mc`, { ...base, nickname: 'Work card', expYear: 2046 });
    expect(far.json().error.issues).toContainEqual({
      path: 'body.expYear',
      reason: 'payment-method.exp-year',
      message: 'Please select an expiration year',
    });
  });

  it("answers 404 for another account's method and leaves it alone", async () => {
    const b = await signedIn('jsmith');
    const res = await put(b, `${BASE}/pm_demo_mgarcia_visa`, {
      ...edit,
      nameOnAccount: 'Thief',
      nickname: 'Mine',
    });
    expect(res.statusCode).toBe(404);
    const row = await app.db.kysely
      .selectFrom('payment_methods')
      .selectAll()
      .where('id', '=', 'pm_demo_mgarcia_visa')
      .executeTakeFirstOrThrow();
    expect(row.nickname).toBe('Visa 1111');
  });
});

describe('audit', () => {
  it('records adds and edits with the agent when an agent acts, never the number', async () => {
    const agent = new Browser(app);
    await agent.signIn('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'netonly' })).statusCode).toBe(200);
    const res = await agent.post(`${BASE}/card`, {
      ...visa,
      cardNumber: '6011111111111117',
      nickname: 'Disc by agent',
    });
    expect(res.statusCode).toBe(201);
    const rows = await app.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'billing.method.added')
      .where('subject_id', '=', 'netonly')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: 'agent1',
      actor_role: 'agent',
      account_number: '781245006605',
    });
    expect(rows[0]?.detail).not.toMatch(/6011111111111117|111111111/);
  });
});
