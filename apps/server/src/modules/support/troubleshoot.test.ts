import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEM_RESTART_MS, CONSENT_VALID_MS } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { BRAND_NAME: 'Northwind' } });
});
afterAll(async () => app.close());

const as = async (id: string) => {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
};
let keys = 0;
const key = () => ({ headers: { 'idempotency-key': `support-test-${++keys}-key` } });
const JSMITH_MODEM = 'A4:56:30:1B:7C:01';
const MGARCIA_MODEM = 'A4:56:30:1B:7C:02';

describe('log/troubleshoot', () => {
  it('logs an answer that follows the flow and names the next step', async () => {
    const b = await as('jsmith');
    const res = await b.post('/api/support/log/troubleshoot', {
      service: 'internet',
      troubleshootingStep: 'start',
      troubleshootingActions: ['no'],
      customerTerm: 'No <b>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ next: 'reset' });
    const rows = await app.db.kysely
      .selectFrom('support_troubleshoot_log')
      .selectAll()
      .where('account_number', '=', '781245006201')
      .execute();
    expect(rows.map((r) => [r.service, r.step, r.actions, r.customer_term, r.user_id])).toEqual([
      ['internet', 'start', 'no', 'No b', 'jsmith'],
    ]);
  });

  it.each([
    [
      {
        service: 'internet',
        troubleshootingStep: 'devices',
        troubleshootingActions: ['no'],
        customerTerm: '',
      },
      'support.troubleshoot.step',
    ],
    [
      { service: 'radio', troubleshootingStep: 'start', troubleshootingActions: ['no'], customerTerm: '' },
      'input.not-allowed',
    ],
    [
      { service: 'tv', troubleshootingStep: 'start', troubleshootingActions: [], customerTerm: '' },
      'input.too-few',
    ],
  ])('refuses %j with 400', async (body, reason) => {
    const res = await (await as('jsmith')).post('/api/support/log/troubleshoot', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe(reason);
  });

  it('needs a session, and an agent acting for someone', async () => {
    const body = {
      service: 'tv',
      troubleshootingStep: 'start',
      troubleshootingActions: ['yes'],
      customerTerm: '',
    };
    expect((await new Browser(app).post('/api/support/log/troubleshoot', body)).statusCode).toBe(401);
    const agent = await as('agent1');
    const res = await agent.post('/api/support/log/troubleshoot', body);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('session.choose-subscriber');
  });
});

describe('modem lookup and reset', () => {
  it("lists only the account's own modem", async () => {
    const res = await (await as('jsmith')).get('/api/support/device/modemlookup');
    expect(res.statusCode).toBe(200);
    expect(res.json().modems).toEqual([
      { macAddress: JSMITH_MODEM, model: 'Arris SB8200', status: 'online', backAt: null, lastResetAt: null },
    ]);
  });

  it('never reaches another account’s modem', async () => {
    const res = await (
      await as('jsmith')
    ).post('/api/support/device/modemreset', { macAddress: MGARCIA_MODEM }, key());
    expect(res.statusCode).toBe(404);
    expect(res.json().error.reason).toBe('support.modem.not-found');
    const row = await app.db.kysely
      .selectFrom('support_modems')
      .select('resets')
      .where('mac_address', '=', MGARCIA_MODEM)
      .executeTakeFirstOrThrow();
    expect(row.resets).toBe(0);
  });

  it('refuses a malformed MAC address with the seed rule', async () => {
    const res = await (
      await as('jsmith')
    ).post('/api/support/device/modemreset', { macAddress: 'A4:56:30' }, key());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('valid MAC address');
  });

  it('restarts once: a retry replays, a second reset while restarting is refused, the clock brings it back', async () => {
    const b = await as('jsmith.kid');
    const k = key();
    const first = await b.post('/api/support/device/modemreset', { macAddress: 'a4563 01b7c01' }, k);
    expect(first.statusCode).toBe(200);
    const backAt = new Date(app.clock.now() + MODEM_RESTART_MS).toISOString();
    expect(first.json()).toMatchObject({ macAddress: JSMITH_MODEM, status: 'restarting', backAt });
    const retry = await b.post('/api/support/device/modemreset', { macAddress: 'a4563 01b7c01' }, k);
    expect(retry.json()).toEqual(first.json());
    const again = await b.post('/api/support/device/modemreset', { macAddress: JSMITH_MODEM }, key());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('support.modem.restarting');
    const resets = async () =>
      (
        await app.db.kysely
          .selectFrom('support_modems')
          .select('resets')
          .where('mac_address', '=', JSMITH_MODEM)
          .executeTakeFirstOrThrow()
      ).resets;
    expect(await resets()).toBe(1);

    app.clock.advance(MODEM_RESTART_MS);
    const after = (await b.get('/api/support/device/modemlookup')).json().modems[0];
    expect(after).toMatchObject({ status: 'online', backAt: null });
  });

  it('starts one reset of two sent at once', async () => {
    const b = await as('acmebiz');
    const both = await Promise.all([
      b.post('/api/support/device/modemreset', { macAddress: 'C8:3A:35:10:22:03' }, key()),
      b.post('/api/support/device/modemreset', { macAddress: 'C8:3A:35:10:22:03' }, key()),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    app.clock.advance(MODEM_RESTART_MS);
  });

  it('needs an Idempotency-Key', async () => {
    const res = await (
      await as('jsmith')
    ).post('/api/support/device/modemreset', { macAddress: JSMITH_MODEM });
    expect(res.statusCode).toBe(400);
  });
});

describe('set-top boxes', () => {
  it("lists the account's boxes and opens one, never another account's", async () => {
    const b = await as('mgarcia');
    expect((await b.get('/api/support/device/stblookup')).json().boxes).toEqual([
      { id: 'STB-6302-1', model: 'Altice One', room: 'Living room', labox: true },
    ]);
    expect((await b.get('/api/support/device/stb/STB-6302-1')).statusCode).toBe(200);
    const other = await b.get('/api/support/device/stb/STB-6201-1');
    expect(other.statusCode).toBe(404);
    expect(other.json().error.reason).toBe('support.stb.not-found');
    expect((await b.get('/api/support/device/stb/bad%20id')).statusCode).toBe(400);
  });
});

describe('rightnow/reportserviceissue', () => {
  const report = {
    name: 'John Smith',
    email: 'john@example.com',
    phone: '(516) 555-0100',
    productName: 'internet',
    comments: 'No internet <script> since\nthis morning!',
  };

  it('keeps a case and queues one acknowledgement, even when retried', async () => {
    const b = await as('jsmith');
    const k = key();
    const res = await b.post('/api/support/rightnow/reportserviceissue', report, k);
    expect(res.statusCode).toBe(201);
    const { caseNumber } = res.json();
    expect(caseNumber).toMatch(/^SR-\d{8}$/);
    expect((await b.post('/api/support/rightnow/reportserviceissue', report, k)).json()).toEqual({
      caseNumber,
    });
    const cases = await app.db.kysely
      .selectFrom('support_service_cases')
      .selectAll()
      .where('account_number', '=', '781245006201')
      .execute();
    expect(cases.map((c) => c.comments)).toEqual(['No internet script since this morning']);
    const mail = await app.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', `support:${caseNumber}`)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: 'john@example.com', channel: 'email' });
    expect(mail[0]?.body).toContain('Northwind internet service');
  });

  it.each([
    [{ ...report, email: 'john@' }, 'email'],
    [{ ...report, phone: '123' }, 'phone'],
    [{ ...report, name: '' }, 'name'],
    [{ ...report, productName: 'radio' }, 'productName'],
    [{ ...report, comments: '<>' }, null],
  ])('refuses %j with 400', async (body, path) => {
    const res = await (await as('jsmith')).post('/api/support/rightnow/reportserviceissue', body, key());
    expect(res.statusCode).toBe(400);
    if (path) expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(`body.${path}`);
  });
});

describe('log/servicestatus', () => {
  const body = { symptom: 'no-service', services: ['internet'], confirmOutage: true };
  it('answers the outage on the account instead of recording', async () => {
    const res = await (await as('netonly')).post('/api/support/log/servicestatus', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ recorded: false, outage: { status: 'OUTAGE_ON_ACCOUNT' } });
  });

  it('records the report when there is no outage, or when not asked to confirm', async () => {
    const b = await as('latepay');
    expect((await b.post('/api/support/log/servicestatus', body)).json()).toEqual({
      outage: null,
      recorded: true,
    });
    const n = await as('netonly');
    const res = await n.post('/api/support/log/servicestatus', { ...body, confirmOutage: false });
    expect(res.json()).toMatchObject({ recorded: true, outage: { status: 'OUTAGE_ON_ACCOUNT' } });
    const rows = await app.db.kysely.selectFrom('support_status_reports').selectAll().execute();
    expect(rows.map((r) => [r.account_number, r.outage_status])).toEqual([
      ['781245006504', 'VOD_HOLD'],
      ['781245006605', 'OUTAGE_ON_ACCOUNT'],
    ]);
  });

  it('refuses an unknown symptom', async () => {
    const res = await (await as('jsmith')).post('/api/support/log/servicestatus', { ...body, symptom: 'x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('temporary consent', () => {
  it('lets the holder grant a code an agent uses to see the modem until it expires', async () => {
    const holder = await as('mgarcia');
    expect((await holder.get('/api/support/consent')).json()).toEqual({ consent: null });
    const granted = await holder.post('/api/support/consent', {});
    expect(granted.statusCode).toBe(200);
    const { accessCode } = granted.json();
    expect(accessCode).toMatch(/^\d{6}$/);
    expect((await holder.get('/api/support/consent')).json().consent.accessCode).toBe(accessCode);

    const agent = await as('agent1');
    const url = (code: string, account = '781245006302') =>
      `/api/support/consent/equipment?accountNumber=${account}&accessCode=${code}`;
    const seen = await agent.get(url(accessCode));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().modems.map((m: { macAddress: string }) => m.macAddress)).toEqual([MGARCIA_MODEM]);

    const wrong = accessCode === '000000' ? '000001' : '000000';
    expect((await agent.get(url(wrong))).json().error.reason).toBe('support.consent.invalid');
    expect((await agent.get(url(accessCode, '781245006201'))).statusCode).toBe(404);
    expect((await agent.get(url('12'))).statusCode).toBe(400);
    // a subscriber cannot use the agents' look
    expect((await holder.get(url(accessCode))).statusCode).toBe(403);

    app.clock.advance(CONSENT_VALID_MS);
    // sessions idle that long are gone: sign in again
    expect((await (await as('agent1')).get(url(accessCode))).statusCode).toBe(404);
    expect((await (await as('mgarcia')).get('/api/support/consent')).json()).toEqual({ consent: null });
  });

  it('refuses a secondary user and an agent acting for the holder', async () => {
    const kid = await (await as('jsmith.kid')).post('/api/support/consent', {});
    expect(kid.statusCode).toBe(403);
    expect(kid.json().error.reason).toBe('support.consent.subscriber-only');
    const agent = await as('agent1');
    await agent.post('/api/csr/act-for', { id: 'jsmith' });
    expect((await agent.post('/api/support/consent', {})).statusCode).toBe(403);
  });
});

describe('tutorials', () => {
  it('gives each box type its own TV tutorials, in the language asked', async () => {
    const visitor = new Browser(app);
    const la = (await visitor.get('/api/support/tutorialvideos/categories/tv?labox=true&lang=es')).json();
    expect(la.tutorials.map((t: { id: number }) => t.id)).toEqual([201, 203]);
    expect(la.tutorials[0].title).toBe('Conozca su receptor especial');
    const other = (await visitor.get('/api/support/tutorialvideos/categories/tv')).json();
    expect(other).toMatchObject({ labox: false, lang: 'en' });
    expect(other.tutorials.map((t: { id: number }) => t.id)).toEqual([202, 203]);
    // signed in, the account's own box type
    const mine = (
      await (await as('mgarcia')).get('/api/support/tutorialvideos/categories/Featured/tv')
    ).json();
    expect(mine.tutorials.map((t: { id: number }) => t.id)).toEqual([201]);
  });

  it('serves a tutorial with its transcript and WebVTT captions', async () => {
    const visitor = new Browser(app);
    const video = (await visitor.get('/api/support/tutorialvideos/tutorialvideo/101?lang=es')).json();
    expect(video.cues[0].text).toContain('La mayoría');
    const vtt = await visitor.get(video.captionsHref);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
  });

  it.each([
    '/api/support/tutorialvideos/tutorialvideo/999',
    '/api/support/tutorialvideos/tutorialvideo/999/captions',
  ])('answers 404 for %s', async (url) => {
    const res = await new Browser(app).get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.reason).toBe('support.tutorial.not-found');
  });

  it.each(['/api/support/tutorialvideos/categories/radio', '/api/support/tutorialvideos/tutorialvideo/abc'])(
    'answers 400 for %s',
    async (url) => expect((await new Browser(app).get(url)).statusCode).toBe(400),
  );
});
