import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

interface Alert {
  id: string;
  source: string;
  code: string | null;
  title: string;
  summary: string;
  type: string;
  amountCents: number | null;
  primaryMessage: string | null;
}

async function fetchAlerts(who: string | null, query = 'lang=en', headers: Record<string, string> = {}) {
  const b = new Browser(app);
  if (who) await b.signIn(who);
  const res = await b.request({ method: 'GET', url: `/api/alerts?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { alerts: Alert[]; outage: { status: string; href: string }; preview: boolean };
}
const ids = (body: { alerts: Alert[] }) => body.alerts.map((a) => a.id);

describe('alerts for an anonymous visitor (public alerts only)', () => {
  it('shows the untargeted, live, published alerts for the page language, in drawer order', async () => {
    const body = await fetchAlerts(null);
    // action first; then typed before untyped, success first among them
    expect(ids(body)).toEqual(['outage-texts', 'tv-app-everywhere', 'new-ways-to-pay']);
    expect(body.outage).toEqual({
      status: 'NOT_LOGGED_IN',
      href: '/support/outage/#/UnauthenticatedUserOutage',
    });
    expect(body.preview).toBe(false);
  });

  it('shows the Spanish alert instead of the English one on a Spanish page', async () => {
    expect(ids(await fetchAlerts(null, 'lang=es'))).toEqual(['avisos-por-texto', 'guia-en-espanol']);
  });

  it('shows an alert without a type as major, after the typed ones', async () => {
    const untyped = (await fetchAlerts(null)).alerts.find((a) => a.id === 'new-ways-to-pay');
    expect(untyped?.type).toBe('major');
  });

  it('never shows the expired, the unpublished or the targeted alerts, nor their targeting', async () => {
    const res = await new Browser(app).get('/api/alerts?lang=en');
    for (const hidden of [
      'summer-offer',
      'price-change-draft',
      'bronx-fiber-7704',
      'li-maintenance',
      'regions',
      'corpIds',
    ]) {
      expect(res.body).not.toContain(hidden);
    }
  });

  it('defaults to English without a lang parameter', async () => {
    expect(ids(await fetchAlerts(null, ''))).toEqual([
      'outage-texts',
      'tv-app-everywhere',
      'new-ways-to-pay',
    ]);
  });

  it('refuses a language it does not have with a 400', async () => {
    const res = await new Browser(app).get('/api/alerts?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('query.lang: The language is en or es.');
  });
});

describe('alerts for a signed-in subscriber (seed 000 §7 combined fetch)', () => {
  it("gives jsmith the region's alert, the balance and promotion alerts and the outage link, in drawer order", async () => {
    const body = await fetchAlerts('jsmith');
    // The promotion alert (minor, priority 4, no action) sorts among the operator's by the seed's order.
    expect(ids(body)).toEqual([
      'outage-texts',
      'account:balanceDue',
      'tv-app-everywhere',
      'li-maintenance',
      'account:promotionEnding',
      'new-ways-to-pay',
    ]);
    expect(body.alerts.find((a) => a.id === 'account:promotionEnding')).toMatchObject({
      code: 'promotionEnding',
      amountCents: 1500,
      link: '/pay-bill/my-bill/',
    });
    expect(body.alerts.find((a) => a.id === 'account:balanceDue')).toMatchObject({
      source: 'account',
      code: 'balanceDue',
      title: '$142.87 is due at this time.',
      summary: 'Please make your payment to avoid any interruption of services.',
      amountCents: 14287,
    });
    expect(body.outage).toEqual({ status: 'PLANNED_MAINTENANCE', href: '/support/outage/' });
  });

  it("gives latepay (30 days past due) the past-due and balance alerts, and the on-demand hold's page", async () => {
    const body = await fetchAlerts('latepay');
    const account = body.alerts.filter((a) => a.source === 'account');
    expect(account.map((a) => [a.title, a.summary])).toEqual([
      ['Service alert', 'Your account is past due'],
      ['$214.80 is due at this time.', 'Please make your payment to avoid any interruption of services.'],
    ]);
    expect(ids(body).slice(0, 3)).toEqual(['outage-texts', 'account:pastDue', 'account:balanceDue']);
    expect(body.outage).toEqual({ status: 'VOD_HOLD', href: '/support/outage/#/PendingVOD' });
  });

  it("gives netonly 'Outage detected' for the outage on their node", async () => {
    const body = await fetchAlerts('netonly');
    expect(body.alerts.find((a) => a.code === 'outageDetected')).toMatchObject({
      title: 'Service alert',
      summary: 'Outage detected',
    });
    expect(body.alerts.some((a) => a.code === 'pastDue')).toBe(false);
    expect(body.outage.status).toBe('OUTAGE_ON_ACCOUNT');
  });

  it('gives mgarcia the alert for corp 7704, in Spanish, and not the Long Island one', async () => {
    const body = await fetchAlerts('mgarcia', 'lang=es');
    expect(ids(body)).toContain('bronx-fiber-7704');
    expect(ids(body)).toContain('guia-en-espanol');
    expect(ids(body)).not.toContain('li-maintenance');
    expect(ids(body)).not.toContain('tv-app-everywhere');
  });

  it('gives jsmith neither the corp 7704 alert nor the Spanish one', async () => {
    const body = await fetchAlerts('jsmith');
    expect(ids(body)).not.toContain('bronx-fiber-7704');
    expect(ids(body)).not.toContain('guia-en-espanol');
  });

  it('gives an id without bill pay no alert naming the bill', async () => {
    const body = await fetchAlerts('jsmith.kid');
    expect(body.alerts.filter((a) => a.source === 'account')).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('142.87');
    expect(ids(body)).toContain('li-maintenance');
  });

  it('replaces the past-due alert with the non-pay message once service is suspended', async () => {
    const k = app.db.kysely;
    await k
      .updateTable('account_billing_status')
      .set({ deauth: 1 })
      .where('account_number', '=', '781245006504')
      .execute();
    try {
      const body = await fetchAlerts('latepay');
      const nonPay = body.alerts.find((a) => a.code === 'nonPay');
      expect(nonPay?.title).toBe('Service alert');
      expect(nonPay?.summary).toMatch(/interrupted.*disconnection/);
      expect(body.alerts.some((a) => a.code === 'pastDue')).toBe(false);
      expect(body.outage.status).toBe('NON_PAY');
    } finally {
      await k
        .updateTable('account_billing_status')
        .set({ deauth: 0 })
        .where('account_number', '=', '781245006504')
        .execute();
    }
  });

  it("gives an agent acting for a subscriber that subscriber's alerts, and an agent acting for nobody the public ones", async () => {
    const agent = new Browser(app);
    await agent.signIn('agent1');
    expect(ids((await agent.get('/api/alerts?lang=en')).json())).toEqual([
      'outage-texts',
      'tv-app-everywhere',
      'new-ways-to-pay',
    ]);
    await agent.post('/api/csr/act-for', { id: 'mgarcia' });
    expect(ids((await agent.get('/api/alerts?lang=es')).json())).toContain('bronx-fiber-7704');
  });

  it('leaves out an alert whose stored data does not parse, logs it, and shows the rest', async () => {
    const k = app.db.kysely;
    const base = await k
      .selectFrom('operator_alerts')
      .selectAll()
      .where('id', '=', 'new-ways-to-pay')
      .executeTakeFirstOrThrow();
    await k
      .insertInto('operator_alerts')
      .values({ ...base, id: 'broken-type', type: 'urgent' })
      .execute();
    await k
      .insertInto('operator_alerts')
      .values({ ...base, id: 'broken-json', ctas: '{not json' })
      .execute();
    try {
      const body = await fetchAlerts(null);
      expect(ids(body)).toEqual(['outage-texts', 'tv-app-everywhere', 'new-ways-to-pay']);
      expect(app.logs()).toContain('alert parse failure');
    } finally {
      await k.deleteFrom('operator_alerts').where('id', 'in', ['broken-type', 'broken-json']).execute();
    }
  });
});

describe('preview (seed 000 §4: cms_mode=preview skips the date and language checks)', () => {
  it('is ignored for a subscriber or an anonymous visitor', async () => {
    const anon = await fetchAlerts(null, 'lang=en&cms_mode=preview');
    expect(anon.preview).toBe(false);
    expect(ids(anon)).not.toContain('summer-offer');
    const sub = await fetchAlerts('jsmith', 'lang=en&cms_mode=preview');
    expect(sub.preview).toBe(false);
    expect(ids(sub)).not.toContain('guia-en-espanol');
  });

  it('shows an agent every published alert, expired or in another language, but never a draft', async () => {
    const body = await fetchAlerts('agent1', 'lang=en&cms_mode=preview');
    expect(body.preview).toBe(true);
    for (const id of [
      'summer-offer',
      'guia-en-espanol',
      'bronx-fiber-7704',
      'li-maintenance',
      'tv-app-everywhere',
    ]) {
      expect(ids(body)).toContain(id);
    }
    expect(ids(body)).not.toContain('price-change-draft');
  });

  it('keeps targeting when the agent previews as a subscriber', async () => {
    const agent = new Browser(app);
    await agent.signIn('agent1');
    await agent.post('/api/csr/act-for', { id: 'jsmith' });
    const body = (await agent.get('/api/alerts?lang=en&cms_mode=preview')).json();
    expect(body.preview).toBe(true);
    expect(ids(body)).toContain('summer-offer');
    expect(ids(body)).not.toContain('bronx-fiber-7704');
  });

  it('is allowed to anyone on the configured preview host, and only there', async () => {
    const previewApp = await createTestApp({ env: { ALERTS_PREVIEW_HOST: 'Preview.Coax.test' } });
    try {
      const onHost = await new Browser(previewApp).request({
        method: 'GET',
        url: '/api/alerts?lang=en&cms_mode=preview',
        headers: { host: 'preview.coax.test:8443' },
      });
      expect(onHost.json().preview).toBe(true);
      expect(onHost.json().alerts.map((a: Alert) => a.id)).toContain('summer-offer');
      const elsewhere = await new Browser(previewApp).request({
        method: 'GET',
        url: '/api/alerts?lang=en&cms_mode=preview',
        headers: { host: 'www.coax.test' },
      });
      expect(elsewhere.json().preview).toBe(false);
    } finally {
      await previewApp.close();
    }
  });
});
