import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DAY, HOUR } from '../../platform/clock.ts';

let app: TestApp;
let agent: Browser;
beforeAll(async () => {
  app = await createTestApp();
  agent = new Browser(app);
  await agent.signIn('agent1');
});
afterAll(async () => app.close());

const put = (b: Browser, id: string, alert: object) =>
  b.request({
    method: 'PUT',
    url: '/api/alerts/admin',
    payload: { id, alert },
    headers: { 'content-type': 'application/json' },
  });
const publicIds = async (lang = 'en') =>
  ((await new Browser(app).get(`/api/alerts?lang=${lang}`)).json().alerts as Array<{ id: string }>).map(
    (a) => a.id,
  );

describe('operator alerts (agents only)', () => {
  it('refuses subscribers, even the primary one', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    expect((await b.get('/api/alerts/admin')).statusCode).toBe(403);
    expect((await put(b, 'mine', { title: 'Hello', published: true })).statusCode).toBe(403);
    expect(await publicIds()).not.toContain('mine');
  });

  it('lists every alert for an agent, drafts and expired ones included', async () => {
    const res = await agent.get('/api/alerts/admin');
    expect(res.statusCode).toBe(200);
    const list = res.json().alerts as Array<{ id: string; corpIds: string[] }>;
    expect(list.map((a) => a.id)).toEqual(
      expect.arrayContaining(['price-change-draft', 'summer-offer', 'bronx-fiber-7704']),
    );
    expect(list.find((a) => a.id === 'bronx-fiber-7704')?.corpIds).toEqual(['7704']);
  });

  it('creates an alert that goes live at once, then updates it, then unpublishes it', async () => {
    const created = await put(agent, 'ice-storm', {
      title: 'Ice storm warning',
      summary: 'Crews are standing by.',
      type: 'major',
      priority: 1,
      published: true,
      ctas: [{ label: 'Check outages', href: '/support/outage/' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      created: true,
      alert: {
        id: 'ice-storm',
        type: 'major',
        language: 'all',
        publishAt: app.clock.now(),
        expiresAt: null,
        updatedBy: 'agent1',
      },
    });
    expect(await publicIds()).toContain('ice-storm');

    const updated = await put(agent, 'ice-storm', {
      title: 'Ice storm: service restored',
      type: 'success',
      published: true,
    });
    expect(updated.json()).toMatchObject({
      created: false,
      alert: { title: 'Ice storm: service restored', type: 'success', ctas: [] },
    });

    const unpublished = await put(agent, 'ice-storm', {
      title: 'Ice storm: service restored',
      published: false,
    });
    expect(unpublished.json().alert.published).toBe(false);
    expect(await publicIds()).not.toContain('ice-storm');
  });

  it('stores an alert without a type as untyped: shown as major, after the typed ones', async () => {
    await put(agent, 'no-type', { title: 'No type given', published: true, priority: 1 });
    const alerts = (await new Browser(app).get('/api/alerts?lang=en')).json().alerts as Array<{
      id: string;
      type: string;
    }>;
    expect(alerts.find((a) => a.id === 'no-type')?.type).toBe('major');
    expect(alerts.map((a) => a.id).indexOf('no-type')).toBeGreaterThan(
      alerts.map((a) => a.id).indexOf('tv-app-everywhere'),
    );
    const admin = (await agent.get('/api/alerts/admin')).json().alerts as Array<{
      id: string;
      type: string | null;
    }>;
    expect(admin.find((a) => a.id === 'no-type')?.type).toBeNull();
  });

  it('refuses an invalid type with a 400 naming the eight types (seed 000 §5)', async () => {
    const res = await put(agent, 'bad-type', { title: 'Bad', type: 'urgent' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'body.alert.type: The alert type must be one of: major, minor, minorSuccess, key, minorWarning, success, primary, successLeaf.',
    );
  });

  it.each([
    {
      case: 'a javascript: link',
      body: { title: 'x', link: 'javascript:alert(1)' },
      path: 'body.alert.link',
    },
    {
      case: 'a protocol-relative image',
      body: { title: 'x', img: '//evil.example/x.png' },
      path: 'body.alert.img',
    },
    {
      case: 'a data: button',
      body: { title: 'x', ctas: [{ label: 'Go', href: 'data:text/html,hi' }] },
      path: 'body.alert.ctas.0.href',
    },
    { case: 'an empty title', body: { title: '  ' }, path: 'body.alert.title' },
    {
      case: 'a corp id that is not 4 digits',
      body: { title: 'x', corpIds: ['77'] },
      path: 'body.alert.corpIds.0',
    },
    { case: 'an unknown field', body: { title: 'x', expireAt: 5 }, path: 'body.alert' },
    {
      case: 'a language it does not have',
      body: { title: 'x', language: 'fr' },
      path: 'body.alert.language',
    },
    {
      case: 'an expiry before the publish time',
      body: { title: 'x', publishAt: 2000, expiresAt: 1000 },
      path: 'body.alert.expiresAt',
    },
  ])('refuses $case with a 400 on $path', async ({ body, path }) => {
    const res = await put(agent, 'refused', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('refuses an id that is not lower-case letters, digits and hyphens', async () => {
    const res = await put(agent, 'Bad_Id', { title: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('body.id');
  });

  it('shows a scheduled alert only from its publish time until its expiry', async () => {
    const now = app.clock.now();
    await put(agent, 'scheduled', {
      title: 'Later',
      published: true,
      publishAt: now + HOUR,
      expiresAt: now + DAY,
    });
    expect(await publicIds()).not.toContain('scheduled');
    try {
      app.clock.set(now + HOUR);
      expect(await publicIds()).toContain('scheduled');
      app.clock.set(now + DAY);
      expect(await publicIds()).not.toContain('scheduled');
    } finally {
      app.clock.set(now);
    }
  });

  it('needs the anti-forgery token to change anything', async () => {
    const res = await agent.request({
      method: 'PUT',
      url: '/api/alerts/admin',
      payload: { id: 'forged', alert: { title: 'Forged', published: true } },
      headers: { 'content-type': 'application/json' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(await publicIds()).not.toContain('forged');
  });
});
