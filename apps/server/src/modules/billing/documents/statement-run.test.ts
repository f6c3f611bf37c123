import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingCredits, StatementDetail, StatementExplanation, StatementList } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { DAY } from '../../../platform/clock.ts';
import { statementRun } from './statement-run.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const JSMITH = '781245006201';
let keyN = 0;
const key = () => ({ headers: { 'idempotency-key': `statement-run-${++keyN}-abcdef` } });

async function signedIn(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

/** Every credit line on all of jsmith's statements whose name starts with `prefix`. */
async function creditLines(b: Browser, prefix: string) {
  const { statements } = (await b.get('/api/billing/statements')).json<StatementList>();
  const found: { statementId: string; amount: number; es: string }[] = [];
  for (const s of statements) {
    const detail = (await b.get(`/api/billing/statements/${s.id}`)).json<StatementDetail>();
    for (const section of detail.sections) {
      for (const l of section.lines) {
        if (section.section === 'credits' && l.description.en.startsWith(prefix)) {
          found.push({ statementId: s.id, amount: l.amount, es: l.description.es });
        }
      }
    }
  }
  return found;
}

describe('an approved credit on the next bill', () => {
  it('is pending on the bill page, then subtracted by exactly one statement, which the explainer names', async () => {
    const b = await signedIn('jsmith');
    const outage = (await b.get('/api/support/credit-request')).json().outages[0];
    const asked = await b.post(
      '/api/support/credit-request',
      { reason: 'outage', outageRef: outage.outageRef },
      key(),
    );
    expect(asked.json()).toMatchObject({ status: 'approved' });

    const pending = (await b.get('/api/billing/pending-credits')).json<PendingCredits>();
    expect(pending.total).toBe(outage.amountCents);
    expect(pending.credits).toEqual([
      expect.objectContaining({
        amount: outage.amountCents,
        description: expect.objectContaining({ en: expect.stringMatching(/^Outage credit /) }),
      }),
    ]);
    const before = (await b.get('/api/billing/statements')).json<StatementList>().statements;
    const run = statementRun(app.db.kysely);
    // Not yet the day of the next statement: nothing is written and the credit still waits.
    expect(await run.run(app.clock.now())).toBe(0);
    expect(await run.nextStatement(JSMITH, app.clock.now())).toBeNull();

    app.clock.advance(32 * DAY);
    const now = app.clock.now();
    // Two runs racing for the same account: one statement, the credit taken once.
    const [x, y] = await Promise.all([run.nextStatement(JSMITH, now), run.nextStatement(JSMITH, now)]);
    expect([x, y].filter((id) => id !== null)).toHaveLength(1);
    await run.run(now);
    await run.run(now);

    const again = await signedIn('jsmith');
    const after = (await again.get('/api/billing/statements')).json<StatementList>().statements;
    expect(after).toHaveLength(before.length + 1);
    const latest = after[0];
    const previous = before[0];
    if (!latest || !previous) throw new Error('no statements');
    const lines = await creditLines(again, 'Outage credit');
    expect(lines).toEqual([
      {
        statementId: latest.id,
        amount: -outage.amountCents,
        es: expect.stringMatching(/^Crédito por interrupción/),
      },
    ]);

    // The bill subtracts it: the same monthly charges as before, less the credit, plus last balance less payments.
    const detail = (await again.get(`/api/billing/statements/${latest.id}`)).json<StatementDetail>();
    expect(detail.previousBalance).toBe(previous.totalDue);
    expect(detail.totalDue).toBe(detail.previousBalance - detail.payments + detail.newCharges);
    const credits = detail.sections.find((s) => s.section === 'credits');
    expect(credits?.lines.some((l) => l.amount === -outage.amountCents)).toBe(true);

    const explained = (
      await again.get(`/api/billing/statements/${latest.id}/explanation`)
    ).json<StatementExplanation>();
    expect(explained.changes).toContainEqual(
      expect.objectContaining({
        change: 'credit',
        delta: -outage.amountCents,
        description: expect.objectContaining({ en: expect.stringMatching(/^Outage credit /) }),
      }),
    );
    const pdf = await again.get(`/api/billing/statements/${latest.id}/pdf?lang=en`);
    expect(pdf.statusCode).toBe(200);

    // Taken: no longer pending, and the month after does not subtract it again.
    expect((await again.get('/api/billing/pending-credits')).json<PendingCredits>()).toEqual({
      credits: [],
      total: 0,
    });
    app.clock.advance(31 * DAY);
    expect(await run.run(app.clock.now())).toBeGreaterThan(0);
    const later = await signedIn('jsmith');
    expect(await creditLines(later, 'Outage credit')).toHaveLength(1);
    const rows = await app.db.kysely.selectFrom('bill_credits').selectAll().execute();
    expect(rows.filter((r) => r.statement_id === latest.id)).toHaveLength(1);
  });

  it('shows pending credits only to bill pay, for the session’s own account', async () => {
    expect((await new Browser(app).get('/api/billing/pending-credits')).statusCode).toBe(401);
    const other = await signedIn('mgarcia');
    expect((await other.get('/api/billing/pending-credits')).json<PendingCredits>()).toEqual({
      credits: [],
      total: 0,
    });
  });
});
