import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '../../platform/clock.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { BRAND_NAME: 'Northwind', SUPPORT_PHONE: '1-800-555-0100' } });
});
afterAll(async () => app.close());

const signedIn = async (id: string) => {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
};
const idsOf = (body: { notifications: { id: number }[] }) => body.notifications.map((n) => n.id);

describe('support number by corp (seed 002 §7 "GET number/{x}")', () => {
  it.each([
    ['7710', '1-866-555-0142', true],
    ['7704', '1-800-555-0163', true],
    // served, with no line of its own: the operator's SUPPORT_PHONE
    ['7702', '1-800-555-0100', false],
  ])('gives corp %s the number %s (own line: %s), to a visitor too', async (corpId, phone, own) => {
    const res = await new Browser(app).get(`/api/support/number/${corpId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ corpId, phone, own });
  });

  it('refuses a corp it does not serve with 404 and a reason', async () => {
    const res = await new Browser(app).get('/api/support/number/1234');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'NOT_FOUND',
      reason: 'support.corp.not-found',
      message: 'We do not serve that corp.',
    });
  });

  it.each(['77', '77021', 'abcd', '7702%27%20or%201%3D1'])(
    'refuses the corp id %s with 400',
    async (corp) => {
      const res = await new Browser(app).get(`/api/support/number/${corp}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
      expect(res.json().error.message).toContain('A corp id is four digits.');
    },
  );
});

describe('support notifications list (seed 001 §2)', () => {
  it('shows a visitor only the live notifications for everyone', async () => {
    const res = await new Browser(app).get('/api/support/notifications?lang=opt');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.language).toBe('opt');
    // 1004 ended two days ago; 1002 and 1003 are for one corp each
    expect(idsOf(body)).toEqual([1001]);
    expect(body.notifications[0]).toEqual({
      id: 1001,
      kind: 'notice',
      title: 'We never ask for your password by phone',
      summary: 'Calls or texts asking for your password or PIN are not from us.',
      publishedAt: new Date(app.clock.now() - 72 * HOUR).toISOString(),
    });
  });

  it("adds the signed-in customer's corp's notifications, newest first", async () => {
    expect(idsOf((await (await signedIn('jsmith')).get('/api/support/notifications')).json())).toEqual([
      1002, 1001,
    ]);
    expect(idsOf((await (await signedIn('mgarcia')).get('/api/support/notifications')).json())).toEqual([
      1003, 1001,
    ]);
    // a secondary user reads their household's corp's notices
    expect(idsOf((await (await signedIn('jsmith.kid')).get('/api/support/notifications')).json())).toEqual([
      1002, 1001,
    ]);
  });

  it('gives an agent the general list, and the subscriber’s corp once acting for them', async () => {
    const b = await signedIn('agent1');
    expect(idsOf((await b.get('/api/support/notifications')).json())).toEqual([1001]);
    expect((await b.post('/api/csr/act-for', { id: 'mgarcia' })).statusCode).toBe(200);
    expect(idsOf((await b.get('/api/support/notifications')).json())).toEqual([1003, 1001]);
  });

  it('answers in Spanish for esp, or for the language cookie', async () => {
    const body = (await new Browser(app).get('/api/support/notifications?lang=esp')).json();
    expect(body.language).toBe('esp');
    expect(body.notifications[0].title).toBe('Nunca le pedimos su contraseña por teléfono');
    const byCookie = await app.server.inject({
      method: 'GET',
      url: '/api/support/notifications',
      cookies: { language: 'es' },
    });
    expect(byCookie.json().language).toBe('esp');
  });

  it('refuses a language it does not have with 400', async () => {
    const res = await new Browser(app).get('/api/support/notifications?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('drops a notification once it ends', async () => {
    const b = await signedIn('jsmith');
    app.clock.advance(14 * HOUR);
    try {
      expect(idsOf((await b.get('/api/support/notifications')).json())).toEqual([1001]);
      expect((await b.get('/api/support/notifications/1002')).statusCode).toBe(404);
    } finally {
      app.clock.advance(-14 * HOUR);
    }
  });
});

describe('one support notification (/support/notification/#?type=cms-detailed&id={id})', () => {
  it('gives the whole notification in the language asked', async () => {
    const res = await new Browser(app).get('/api/support/notifications/1002?lang=opt');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 1002,
      kind: 'maintenance',
      language: 'opt',
      title: 'Planned maintenance in Hicksville tonight',
      expiresAt: new Date(app.clock.now() + 13 * HOUR).toISOString(),
    });
    expect(res.json().body).toContain('\n\nThere is nothing you need to do.');
    const es = (await new Browser(app).get('/api/support/notifications/1003?lang=esp')).json();
    expect(es).toMatchObject({
      language: 'esp',
      title: 'Servicio restablecido en Mott Haven',
      kind: 'outage',
    });
  });

  it.each([
    ['never existed', '999999'],
    ['ended two days ago', '1004'],
  ])('refuses a notification that %s with 404 and a reason', async (_why, id) => {
    const res = await new Browser(app).get(`/api/support/notifications/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'NOT_FOUND',
      reason: 'support.notification.not-found',
      message: 'This notification is not available.',
    });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '2147483648'])(
    'refuses the id %s with 400',
    async (id) => {
      const res = await new Browser(app).get(`/api/support/notifications/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    },
  );
});
