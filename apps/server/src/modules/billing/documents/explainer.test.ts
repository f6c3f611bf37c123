import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementDetail, StatementExplanation, StatementList } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
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

async function statementsOf(b: Browser) {
  return (await b.get('/api/billing/statements')).json<StatementList>().statements;
}

const explanationUrl = (id: string) => `/api/billing/statements/${id}/explanation`;

describe('the bill explainer', () => {
  it("explains jsmith's latest bill: the Internet 300 promotion ended and an HD box was added", async () => {
    const b = await signedIn('jsmith');
    const [latest, previous] = await statementsOf(b);
    const res = await b.get(explanationUrl(latest?.id ?? ''));
    expect(res.statusCode).toBe(200);
    const e = res.json<StatementExplanation>();
    expect(e.previous).toEqual({ id: previous?.id, statementDate: previous?.statementDate });
    expect(e.totalChange).toBe(288);
    const promoEnds = new Date(Date.parse(`${previous?.statementDate}T00:00:00Z`) + 5 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(e.changes.map((c) => [c.change, c.code, c.delta])).toEqual([
      ['promotionEnded', 'PROMO-INT300', 2000],
      ['added', 'BOX-HD', 999],
      ['oneTime', 'VOD', 2399],
      ['credit', 'CREDIT-OUTAGE', -350],
      ['notRepeated', 'ORDER-BOX-HD', -1999],
      ['notRepeated', 'VOD', -2761],
    ]);
    expect(e.changes[0]).toMatchObject({
      service: { en: 'Internet 300', es: 'Internet 300' },
      description: { en: 'Promotional price, Internet 300', es: 'Precio promocional, Internet 300' },
      date: promoEnds,
      lineKind: 'promotion',
    });
    expect(e.changes[1]?.description).toEqual({ en: 'HD box rental', es: 'Alquiler de decodificador HD' });
    const outage = new Date(Date.parse(`${latest?.statementDate}T00:00:00Z`) - 12 * 86_400_000);
    expect(e.changes[3]?.description).toEqual({
      en: `Service credit: internet outage ${outage.toISOString().slice(0, 10)}`,
      es: `Crédito de servicio: interrupción de internet del ${new Intl.DateTimeFormat('es-US', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(outage)}`,
    });
  });

  it.each(['jsmith', 'mgarcia', 'acmebiz', 'latepay', 'netonly'])(
    "accounts for the whole change in new charges on every one of %s's statements",
    async (id) => {
      const b = await signedIn(id);
      const list = await statementsOf(b);
      for (const [i, s] of list.entries()) {
        const e = (await b.get(explanationUrl(s.id))).json<StatementExplanation>();
        const detail = (await b.get(`/api/billing/statements/${s.id}`)).json<StatementDetail>();
        const before = list[i + 1];
        if (!before) {
          expect(e).toMatchObject({ previous: null, totalChange: 0, changes: [] });
          continue;
        }
        const prior = (await b.get(`/api/billing/statements/${before.id}`)).json<StatementDetail>();
        expect(e.previous?.id).toBe(before.id);
        expect(e.totalChange, s.statementDate).toBe(detail.newCharges - prior.newCharges);
        expect(e.changes.reduce((sum, c) => sum + c.delta, 0)).toBe(e.totalChange);
      }
    },
  );

  it("answers 404 for another account's statement, 400 for a malformed id, and refuses without bill pay", async () => {
    const owner = await signedIn('jsmith');
    const id = (await statementsOf(owner))[0]?.id ?? '';
    const other = await signedIn('netonly');
    const res = await other.get(explanationUrl(id));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(res.body).not.toContain('PROMO-INT300');
    expect((await owner.get(explanationUrl('st_nosuchthing'))).statusCode).toBe(404);
    expect((await owner.get('/api/billing/statements/a.b/explanation')).statusCode).toBe(400);
    expect((await (await signedIn('jsmith.kid')).get(explanationUrl(id))).statusCode).toBe(403);
    expect((await new Browser(app).get(explanationUrl(id))).statusCode).toBe(401);
  });

  it('lets an agent acting for jsmith read the explanation', async () => {
    const agent = await signedIn('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'jsmith' })).statusCode).toBe(200);
    const id = (await statementsOf(agent))[0]?.id ?? '';
    expect((await agent.get(explanationUrl(id))).json<StatementExplanation>().totalChange).toBe(288);
  });

  it('says the same in the PDF, in English and in Spanish', async () => {
    const b = await signedIn('jsmith');
    const id = (await statementsOf(b))[0]?.id ?? '';
    const en = pdfText((await b.get(`/api/billing/statements/${id}/pdf?lang=en`)).rawPayload);
    expect(en).toContain('What changed since last month');
    expect(en).toContain('+$2.88 since last month');
    expect(en).toMatch(/Your promotional price for Internet 300 ended on [A-Z][a-z]+ \d+, \d{4}: \+\$20\.00/);
    expect(en).toContain('New on this bill: HD box rental: +$9.99');
    // A long reason wraps onto a second line of the page.
    expect(en.replace(/\s*\n\s*/g, ' ')).toContain(
      "Last bill's one-time charge is not repeated: Order: HD box delivery and activation: - $19.99",
    );
    const es = pdfText((await b.get(`/api/billing/statements/${id}/pdf?lang=es`)).rawPayload);
    expect(es).toContain('Qué cambió desde el mes pasado');
    expect(es).toContain('+$2.88 desde el mes pasado');
    expect(es).toMatch(/Su precio promocional de Internet 300 terminó el .+: \+\$20\.00/);
    expect(es).toContain('Crédito: Crédito de servicio: interrupción de internet del');
    expect(es).toContain('Nuevo en esta factura: Alquiler de decodificador HD: +$9.99');
    expect(es.replace(/\s*\n\s*/g, ' ')).toContain(
      'El cargo único de la factura anterior no se repite: Pedido: entrega y activación de decodificador HD',
    );
    expect(es).not.toContain('HD box rental');
  });

  it('says so on the first statement, which has nothing to compare with', async () => {
    const b = await signedIn('jsmith');
    const oldest = (await statementsOf(b)).at(-1)?.id ?? '';
    const text = pdfText((await b.get(`/api/billing/statements/${oldest}/pdf?lang=en`)).rawPayload);
    expect(text).toContain('This is your first statement: there is no earlier one to compare it with.');
  });
});
