import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementProblems, STATEMENT_SECTIONS, type StatementLine } from '@coax/domain';
import type { StatementDetail, StatementList } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { DAY } from '../../../platform/clock.ts';
import { pdfText } from '../../../platform/pdf/pdf-text.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function signedIn(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function linesOf(detail: StatementDetail, lang: 'en' | 'es' = 'en'): StatementLine[] {
  return detail.sections.flatMap((s) =>
    s.lines.map((l) => ({ section: s.section, description: l.description[lang], amountCents: l.amount })),
  );
}

describe('statements', () => {
  it("lists jsmith's twelve monthly statements newest first, the latest agreeing with the balance", async () => {
    const b = await signedIn('jsmith');
    const res = await b.get('/api/billing/statements');
    expect(res.statusCode).toBe(200);
    const { statements } = res.json<StatementList>();
    expect(statements).toHaveLength(12);
    const dates = statements.map((s) => s.statementDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const summary = (await b.get('/api/billing/summary')).json();
    expect(statements[0]).toMatchObject({ totalDue: 14287, dueDate: summary.dueDate });
    // Monthly: each statement a month before the next, on the latest's day of the month, or on
    // the month's last day when it is shorter (a year back always takes in February).
    const latest = dates[0] ?? '';
    const day = Number(latest.slice(8));
    const monthly = dates.map((_d, k) => {
      const first = new Date(Date.UTC(Number(latest.slice(0, 4)), Number(latest.slice(5, 7)) - 1 - k, 1));
      const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
      first.setUTCDate(Math.min(day, last));
      return isoDay(first.getTime());
    });
    expect(dates).toEqual(monthly);
  });

  it.each(['jsmith', 'mgarcia', 'acmebiz', 'latepay', 'netonly'])(
    'gives %s statements whose lines add up, sections in bill order, the latest at the statement balance',
    async (id) => {
      const b = await signedIn(id);
      const { statements } = (await b.get('/api/billing/statements')).json<StatementList>();
      expect(statements).toHaveLength(12);
      for (const s of statements) {
        const detail = (await b.get(`/api/billing/statements/${s.id}`)).json<StatementDetail>();
        const totals = {
          previousBalanceCents: detail.previousBalance,
          paymentsCents: detail.payments,
          newChargesCents: detail.newCharges,
          totalDueCents: detail.totalDue,
        };
        expect(statementProblems(totals, linesOf(detail)), `${id} ${s.statementDate}`).toEqual([]);
        const order = detail.sections.map((x) => STATEMENT_SECTIONS.indexOf(x.section));
        expect(order).toEqual([...order].sort((x, y) => x - y));
        for (const sec of detail.sections) {
          expect(sec.subtotal).toBe(sec.lines.reduce((sum, l) => sum + l.amount, 0));
        }
      }
      const status = await app.db.kysely
        .selectFrom('account_billing_status')
        .innerJoin('users', 'users.account_number', 'account_billing_status.account_number')
        .select('statement_balance_cents')
        .where('users.id', '=', id)
        .executeTakeFirstOrThrow();
      expect(statements[0]?.totalDue).toBe(status.statement_balance_cents);
    },
  );

  it("shows the latest bill's lines by section with its insert, and the payment posted in its period", async () => {
    const b = await signedIn('jsmith');
    const latest = (await b.get('/api/billing/statements')).json<StatementList>().statements[0];
    const detail = (await b.get(`/api/billing/statements/${latest?.id}`)).json<StatementDetail>();
    expect(detail.accountNumber).toBe('7812-450062-01');
    expect(detail).toMatchObject({
      previousBalance: 13999,
      payments: 13999,
      newCharges: 14287,
      totalDue: 14287,
    });
    expect(detail.sections.map((s) => s.section)).toEqual([
      'payments',
      'tv',
      'internet',
      'phone',
      'equipment',
      'oneTime',
      'credits',
      'taxesFees',
    ]);
    expect(detail.sections[0]?.lines).toEqual([
      {
        description: {
          en: expect.stringMatching(/^Payment received \d{4}-\d{2}-\d{2}, thank you$/),
          es: expect.stringMatching(/^Pago recibido el \d{1,2} de [a-z]+ de \d{4}, gracias$/),
        },
        amount: -13999,
      },
    ]);
    const names = detail.sections.flatMap((s) => s.lines.map((l) => l.description));
    expect(names).toContainEqual({ en: 'TV Select', es: 'TV Select' });
    expect(names).toContainEqual({ en: 'State and local taxes', es: 'Impuestos estatales y locales' });
    expect(names).toContainEqual({ en: 'HD box rental', es: 'Alquiler de decodificador HD' });
    expect(detail.insert).toEqual({
      id: 'rate-notice',
      title: { en: 'Important information about your rates', es: 'Información importante sobre sus tarifas' },
    });
  });

  it("answers 404, with nothing of the statement, when another account's statement is asked for", async () => {
    const owner = await signedIn('jsmith');
    const id = (await owner.get('/api/billing/statements')).json<StatementList>().statements[0]?.id ?? '';
    const other = await signedIn('netonly');
    for (const url of [`/api/billing/statements/${id}`, `/api/billing/statements/${id}/pdf`]) {
      const res = await other.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('14287');
    }
    expect((await owner.get('/api/billing/statements/st_nosuchthing')).statusCode).toBe(404);
    expect((await owner.get('/api/billing/statements/..%2F..%2Fetc')).statusCode).toBe(400);
  });

  it('refuses an id without bill pay, and anonymous callers', async () => {
    const kid = await signedIn('jsmith.kid');
    expect((await kid.get('/api/billing/statements')).statusCode).toBe(403);
    expect((await new Browser(app).get('/api/billing/statements')).statusCode).toBe(401);
  });

  it('lets an agent acting for jsmith read the bill', async () => {
    const agent = await signedIn('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'jsmith' })).statusCode).toBe(200);
    const res = await agent.get('/api/billing/statements');
    expect(res.json<StatementList>().statements[0]?.totalDue).toBe(14287);
  });
});

describe('the statement PDF', () => {
  it('downloads a real PDF named by the statement month, with the total and every line on the page', async () => {
    const b = await signedIn('jsmith');
    const latest = (await b.get('/api/billing/statements')).json<StatementList>().statements[0];
    const detail = (await b.get(`/api/billing/statements/${latest?.id}`)).json<StatementDetail>();
    const res = await b.get(`/api/billing/statements/${latest?.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="bill-${detail.statementDate.slice(0, 7)}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const text = pdfText(pdf);
    expect(text).toContain('Coax');
    expect(text).toContain('7812-450062-01');
    expect(text).toContain('Total amount due');
    expect(text).toContain('$142.87');
    expect(text).toContain('Important information about your rates');
    for (const line of linesOf(detail)) expect(text, line.description).toContain(line.description);
    for (const title of [
      'Payments',
      'Internet',
      'Equipment',
      'One-time charges',
      'Taxes, fees and surcharges',
    ]) {
      expect(text).toContain(title);
    }
  });

  it("is in the subscriber's language, or the one asked for", async () => {
    const maria = await signedIn('mgarcia');
    const id = (await maria.get('/api/billing/statements')).json<StatementList>().statements[0]?.id;
    const es = pdfText((await maria.get(`/api/billing/statements/${id}/pdf`)).rawPayload);
    expect(es).toContain('Total a pagar');
    expect(es).toContain('$89.50');
    const detail = (await maria.get(`/api/billing/statements/${id}`)).json<StatementDetail>();
    for (const line of linesOf(detail, 'es')) expect(es, line.description).toContain(line.description);
    expect(es).toContain('Impuestos estatales y locales');
    expect(es).not.toContain('State and local taxes');
    const en = pdfText((await maria.get(`/api/billing/statements/${id}/pdf?lang=en`)).rawPayload);
    expect(en).toContain('Total amount due');
    expect(en).toContain('State and local taxes');
    expect((await maria.get(`/api/billing/statements/${id}/pdf?lang=fr`)).statusCode).toBe(400);
  });
});

describe('bill inserts', () => {
  it('lists the inserts newest first and shows one in both languages to any signed-in id', async () => {
    const kid = await signedIn('jsmith.kid');
    const list = (await kid.get('/api/billing/bill-inserts')).json();
    expect(list.inserts.map((i: { id: string }) => i.id)).toEqual([
      'rate-notice',
      'channel-lineup',
      'privacy-notice',
    ]);
    const one = await kid.get('/api/billing/bill-inserts/privacy-notice');
    expect(one.json()).toMatchObject({
      id: 'privacy-notice',
      title: { en: 'Annual privacy notice', es: 'Aviso anual de privacidad' },
    });
    expect(one.json().body.es).toContain('No vendemos su información personal.');
    expect((await kid.get('/api/billing/bill-inserts/nope')).statusCode).toBe(404);
    expect((await new Browser(app).get('/api/billing/bill-inserts/privacy-notice')).statusCode).toBe(401);
  });
});

describe('the account list of the pay-bill header', () => {
  it('gives jsmith the one account, formatted, of type 0 and active', async () => {
    const b = await signedIn('jsmith');
    expect((await b.get('/api/billing/accounts')).json()).toEqual({
      accounts: [
        {
          accountNumber: '7812-450062-01',
          accountType: '0',
          active: true,
          disconnectDate: null,
          current: true,
        },
      ],
    });
  });

  it('keeps a disconnected account listed for 90 days after the disconnect date, and no longer', async () => {
    const b = await signedIn('latepay');
    const setDisconnect = (daysAgo: number) =>
      app.db.kysely
        .updateTable('accounts')
        .set({ active: 0, disconnect_date: isoDay(app.clock.now() - daysAgo * DAY) })
        .where('account_number', '=', '781245006504')
        .execute();
    try {
      await setDisconnect(90);
      const listed = (await b.get('/api/billing/accounts')).json();
      expect(listed.accounts).toEqual([
        expect.objectContaining({ active: false, disconnectDate: isoDay(app.clock.now() - 90 * DAY) }),
      ]);
      await setDisconnect(91);
      expect((await b.get('/api/billing/accounts')).json()).toEqual({ accounts: [] });
    } finally {
      await app.db.kysely
        .updateTable('accounts')
        .set({ active: 1, disconnect_date: null })
        .where('account_number', '=', '781245006504')
        .execute();
    }
  });
});
