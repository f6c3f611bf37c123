import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyServices, PromotionList, StatementExplanation, StatementList } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DAY } from '../../platform/clock.ts';

// One price while a promotion runs (issue 20, the correction): the promotions list, My services,
// the next bill's lines, every statement of the promotion and the explainer all agree.

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

/** What a statement bills a service at: its own line and the promotion lines that lower it. */
async function netOnStatement(statementId: string, serviceCode: string): Promise<number> {
  const lines = await app.db.kysely
    .selectFrom('statement_lines')
    .select(['code', 'applies_to', 'amount_cents'])
    .where('statement_id', '=', statementId)
    .execute();
  return lines
    .filter((l) => l.code === serviceCode || l.applies_to === serviceCode)
    .reduce((sum, l) => sum + l.amount_cents, 0);
}

describe('the price billed while a promotion runs', () => {
  it("is the promotional price in the promotions list, My services, the next bill and jsmith's statements", async () => {
    const b = await signedIn('jsmith');
    const { promotions } = (await b.get('/api/billing/promotions')).json<PromotionList>();
    const running = promotions.filter((p) => p.state !== 'ended');
    expect(running.map((p) => [p.serviceCode, p.promoPrice, p.regularPrice])).toEqual([
      ['TV-SELECT', 3999, 5499],
      ['PHONE-UNL', 999, 1499],
    ]);
    const mine = (await b.get('/api/shop/services')).json<MyServices>();
    const statements = (await b.get('/api/billing/statements')).json<StatementList>().statements;
    expect(statements.length).toBeGreaterThan(1);
    for (const p of running) {
      const service = mine.services.find((s) => s.code === p.serviceCode);
      expect(service, p.serviceCode).toMatchObject({
        monthlyCents: p.promoPrice,
        promotion: { regularCents: p.regularPrice, endsOn: p.endsOn },
      });
      const next = mine.nextBill.lines.find((l) => l.code === p.serviceCode && !l.oneTime);
      expect(next?.amountCents, p.serviceCode).toBe(p.promoPrice);
      for (const s of statements) {
        expect(await netOnStatement(s.id, p.serviceCode), `${p.serviceCode} on ${s.statementDate}`).toBe(
          p.promoPrice,
        );
      }
    }
    // A service without a promotion is billed at its rate.
    expect(mine.services.find((s) => s.code === 'INT300')).toMatchObject({
      monthlyCents: 3999,
      promotion: null,
    });
    expect(mine.nextBill.totalCents).toBe(3999 + 3999 + 999);
  });

  it('leaves a steady promotion out of the explainer: it changed nothing since the last bill', async () => {
    const b = await signedIn('jsmith');
    const [latest] = (await b.get('/api/billing/statements')).json<StatementList>().statements;
    const e = (await b.get(`/api/billing/statements/${latest?.id}/explanation`)).json<StatementExplanation>();
    const codes = e.changes.map((c) => c.code);
    for (const code of ['TV-SELECT', 'PROMO-TV-SELECT', 'PHONE-UNL', 'PROMO-PHONE-UNL']) {
      expect(codes).not.toContain(code);
    }
  });

  it('prints the promotion line on the statement in both languages', async () => {
    const b = await signedIn('jsmith');
    const [latest] = (await b.get('/api/billing/statements')).json<StatementList>().statements;
    const res = await b.get(`/api/billing/statements/${latest?.id}`);
    const credits = res
      .json<{
        sections: { section: string; lines: { description: { en: string; es: string }; amount: number }[] }[];
      }>()
      .sections.find((s) => s.section === 'credits');
    expect(credits?.lines).toEqual(
      expect.arrayContaining([
        {
          description: { en: 'Promotional price, TV Select', es: 'Precio promocional, TV Select' },
          amount: -1500,
        },
      ]),
    );
  });

  it('is the regular price again once the promotion has ended', async () => {
    app.clock.advance(21 * DAY);
    const b = await signedIn('jsmith');
    const mine = (await b.get('/api/shop/services')).json<MyServices>();
    expect(mine.services.find((s) => s.code === 'TV-SELECT')).toMatchObject({
      monthlyCents: 5499,
      promotion: null,
    });
    expect(mine.services.find((s) => s.code === 'PHONE-UNL')).toMatchObject({ monthlyCents: 999 });
    expect(mine.nextBill.totalCents).toBe(5499 + 3999 + 999);
  });
});
