import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';

/** A Luhn-valid visa whose middle digits appear nowhere else: '4' + body + check digit. */
function visaWithBody(body: string): string {
  const partial = `4${body}`;
  for (let check = 0; check <= 9; check += 1) {
    const n = `${partial}${check}`;
    let sum = 0;
    [...n].reverse().forEach((c, i) => {
      let d = Number(c);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    });
    if (sum % 10 === 0) return n;
  }
  throw new Error('no check digit');
}

const CARD = visaWithBody('73915826047318');
const BANK_ACCOUNT = '000918273645';
// What must never be stored: the whole numbers and the digits between the BIN and the last 4.
const SECRETS = [
  CARD,
  CARD.slice(6, 12),
  `${CARD.slice(0, 4)} ${CARD.slice(4, 8)}`,
  BANK_ACCOUNT,
  BANK_ACCOUNT.slice(2, 8),
];

let app: TestApp;
beforeAll(async () => {
  // Everything Fastify can log, so a leak at any level shows.
  app = await createTestApp({ env: { LOG_LEVEL: 'trace', LOG_SAMPLE_EVERY: '1' } });
});
afterAll(async () => app.close());

async function tableNames(): Promise<string[]> {
  if (app.db.dialect === 'sqlite') {
    const r = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      app.db.kysely,
    );
    return r.rows.map((x) => x.name);
  }
  const r = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
    app.db.kysely,
  );
  return r.rows.map((x) => x.name);
}

async function everyRow(): Promise<string> {
  const parts: string[] = [];
  for (const t of await tableNames()) {
    const r = await sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(app.db.kysely);
    for (const row of r.rows) {
      parts.push(
        Object.values(row)
          .map((v) => (v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : String(v)))
          .join('\u0001'),
      );
    }
  }
  return parts.join('\n');
}

describe('card and bank account numbers never reach the database or the logs', () => {
  it('keeps only brand, last 4, expiry and token after adds, a refusal and a failure', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    const card = {
      nameOnAccount: 'John Smith',
      cardNumber: `${CARD.slice(0, 4)} ${CARD.slice(4, 8)} ${CARD.slice(8, 12)} ${CARD.slice(12)}`,
      expMonth: 4,
      expYear: 2029,
      nickname: `Visa ${CARD.slice(-4)}`,
      billingAddress: null,
    };
    expect((await b.post('/api/billing/payment-methods/card', card)).statusCode).toBe(201);
    // A refused add (taken nickname) and a bad one still carry the number in their bodies.
    expect((await b.post('/api/billing/payment-methods/card', card)).statusCode).toBe(409);
    expect(
      (await b.post('/api/billing/payment-methods/card', { ...card, nameOnAccount: '' })).statusCode,
    ).toBe(400);
    const bank = {
      nameOnAccount: 'John Smith',
      routingNumber: '011000015',
      bankAccount: BANK_ACCOUNT,
      nickname: 'Checking 3645',
    };
    expect((await b.post('/api/billing/payment-methods/bank-account', bank)).statusCode).toBe(201);
    expect(
      (await b.post('/api/billing/payment-methods/bank-account', { ...bank, routingNumber: '1' })).statusCode,
    ).toBe(400);

    const stored = await everyRow();
    const logs = app.logs();
    // The test must be able to fail: the rows and the logs are really there.
    expect(stored).toContain(CARD.slice(-4));
    expect(stored).toContain('Checking 3645');
    expect(logs).toContain('/api/billing/payment-methods/card');
    for (const secret of SECRETS) {
      expect(stored, `database holds ${secret}`).not.toContain(secret);
      expect(logs, `logs hold ${secret}`).not.toContain(secret);
    }
  });
});
