import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AIRING_MS } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { HOUR } from '../../platform/clock.ts';

let app: TestApp;

interface Channel {
  channelId: number;
  callsign: string;
  number: number;
  isHd: boolean;
  received: boolean;
}
interface Airing {
  eventId: number;
  start: number;
  end: number;
  qualities: string[];
  isNew: boolean;
}
interface WindowAnswer {
  lineup: { hubId: number; lineupId: number; isHd: boolean };
  totalChannels: number;
  offset: number;
  start: number;
  end: number;
  channels: Array<Channel & { airings: Airing[] }>;
}

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function json<T>(b: Browser, url: string): Promise<T> {
  const res = await b.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function channelsAs(id: string | null) {
  const b = new Browser(app);
  if (id) await b.signIn(id);
  return json<{ lineup: WindowAnswer['lineup']; channels: Channel[] }>(b, '/api/guide/channels');
}

describe('line-up and channels', () => {
  it('gives a visitor hub 105 in HD with every channel in number order', async () => {
    const res = await channelsAs(null);
    expect(res.lineup).toEqual({ hubId: 105, lineupId: 101, isHd: true });
    expect(res.channels.length).toBeGreaterThan(5);
    expect(res.channels.every((c) => c.received)).toBe(true);
    const numbers = res.channels.map((c) => c.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('marks the channels outside the package as not received', async () => {
    const full = await channelsAs('jsmith');
    const basic = await channelsAs('mgarcia');
    const none = await channelsAs('netonly');
    const count = (l: Channel[]) => l.filter((c) => c.received).length;
    expect(count(full.channels)).toBeLessThan(full.channels.length);
    expect(count(full.channels)).toBeGreaterThan(count(basic.channels));
    expect(count(basic.channels)).toBeGreaterThan(0);
    expect(count(none.channels)).toBe(0);
  });
});

describe('the guide window', () => {
  const start = () => app.clock.now() - HOUR / 2;

  it('pages through the channels by offset, matching the line-up order', async () => {
    const b = new Browser(app);
    const all = (await channelsAs(null)).channels.map((c) => c.callsign);
    const first = await json<WindowAnswer>(b, `/api/guide/window?start=${start()}&hours=3&offset=0&count=5`);
    const second = await json<WindowAnswer>(b, `/api/guide/window?start=${start()}&hours=3&offset=5&count=5`);
    expect(first.totalChannels).toBe(all.length);
    expect(first.channels.map((c) => c.callsign)).toEqual(all.slice(0, 5));
    expect(second.channels.map((c) => c.callsign)).toEqual(all.slice(5, 10));
    expect(second.offset).toBe(5);
    const past = await json<WindowAnswer>(
      b,
      `/api/guide/window?start=${start()}&offset=${all.length}&count=5`,
    );
    expect(past.channels).toEqual([]);
  });

  it('returns exactly the airings that overlap the window, covering it without gaps', async () => {
    const b = new Browser(app);
    const from = start();
    const to = from + 3 * HOUR;
    const res = await json<WindowAnswer>(b, `/api/guide/window?start=${from}&hours=3&offset=0&count=100`);
    expect(res.end).toBe(to);
    for (const ch of res.channels) {
      const expected = await app.db.kysely
        .selectFrom('guide_airings')
        .select('event_id')
        .where('channel_id', '=', ch.channelId)
        .where('start_ms', '<', to)
        .where('end_ms', '>', from)
        .orderBy('start_ms')
        .execute();
      expect(ch.airings.map((a) => a.eventId)).toEqual(expected.map((e) => e.event_id));
      expect(ch.airings[0]?.start).toBeLessThanOrEqual(from);
      expect(ch.airings.at(-1)?.end).toBeGreaterThanOrEqual(to);
      for (let i = 1; i < ch.airings.length; i++) expect(ch.airings[i]?.start).toBe(ch.airings[i - 1]?.end);
    }
  });

  it('keeps every airing shorter than the bound the window query relies on', async () => {
    const longest = await app.db.kysely
      .selectFrom('guide_airings')
      .select((eb) => eb.fn.max(eb('end_ms', '-', eb.ref('start_ms'))).as('span'))
      .executeTakeFirst();
    expect(Number(longest?.span)).toBeLessThanOrEqual(MAX_AIRING_MS);
  });

  it('filters to HD channels with their own count', async () => {
    const b = new Browser(app);
    const all = (await channelsAs(null)).channels.filter((c) => c.isHd).map((c) => c.callsign);
    const res = await json<WindowAnswer>(b, `/api/guide/window?start=${start()}&hd=1&count=100`);
    expect(res.totalChannels).toBe(all.length);
    expect(res.channels.map((c) => c.callsign)).toEqual(all);
    expect(res.channels.every((c) => c.airings.every((a) => a.qualities.includes('HDTV')))).toBe(true);
  });

  it('answers an empty schedule for a window outside the listings', async () => {
    const b = new Browser(app);
    const res = await json<WindowAnswer>(
      b,
      `/api/guide/window?start=${app.clock.now() + 30 * 24 * HOUR}&count=3`,
    );
    expect(res.channels).toHaveLength(3);
    expect(res.channels.every((c) => c.airings.length === 0)).toBe(true);
  });

  it('refuses windows it cannot answer with a clear 400', async () => {
    const b = new Browser(app);
    const cases: Array<[string, string]> = [
      ['hours=7', 'hours is 1 to 6.'],
      ['count=0', 'count is 1 to 100.'],
      ['count=101', 'count is 1 to 100.'],
      ['offset=-1', 'offset is a whole number from 0.'],
      ['hd=yes', 'hd is 0 or 1 (or true or false).'],
    ];
    for (const [q, message] of cases) {
      const res = await b.get(`/api/guide/window?start=${start()}&${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toContain(message);
    }
    const noStart = await b.get('/api/guide/window');
    expect(noStart.statusCode).toBe(400);
  });

  it("keeps a visitor's window for the next visitor and asks browsers to revalidate it", async () => {
    const url = `/api/guide/window?start=${start()}&count=4`;
    const first = await new Browser(app).get(url);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await new Browser(app).get(url);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);
    const revalidated = await new Browser(app).request({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("never hands a visitor's kept window to a subscriber, nor a subscriber's to anyone", async () => {
    const url = `/api/guide/window?start=${start()}&count=100`;
    const visitor = await json<WindowAnswer>(new Browser(app), url);
    expect(visitor.channels.every((c) => c.received)).toBe(true);
    const b = new Browser(app);
    await b.signIn('netonly');
    const res = await b.get(url);
    // What the package carries is the subscriber's own: never kept, never shared.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.json<WindowAnswer>().channels.some((c) => c.received)).toBe(false);
    const after = await json<WindowAnswer>(new Browser(app), url);
    expect(after.channels.every((c) => c.received)).toBe(true);
  });

  it("gives a household the answer of its package, kept for the next household on it, never another's", async () => {
    const url = `/api/guide/window?start=${start()}&count=100`;
    const as = async (id: string) => {
      const b = new Browser(app);
      await b.signIn(id);
      const res = await b.get(url);
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const received = (body: string, channels: Channel[]) => {
      const window = JSON.parse(body) as WindowAnswer;
      const own = new Map(channels.map((c) => [c.channelId, c.received]));
      return window.channels.map((c) => [c.received, own.get(c.channelId)]);
    };
    const jsmith = await as('jsmith');
    const again = await as('jsmith');
    expect(again.body).toBe(jsmith.body);
    const jsmithChannels = (await channelsAs('jsmith')).channels;
    expect(received(jsmith.body, jsmithChannels).every(([a, b]) => a === b)).toBe(true);
    // Other packages, asked after jsmith's answer is kept: each sees its own channels.
    for (const id of ['mgarcia', 'netonly']) {
      const res = await as(id);
      expect(res.body).not.toBe(jsmith.body);
      expect(received(res.body, (await channelsAs(id)).channels).every(([a, b]) => a === b)).toBe(true);
    }
  });

  it('shows changed listings to visitors and subscribers once the listings job has run', async () => {
    const url = `/api/guide/window?start=${start()}&count=2`;
    const b = new Browser(app);
    await b.signIn('jsmith');
    const before = await json<WindowAnswer>(b, url);
    await json<WindowAnswer>(new Browser(app), url);
    const airing = before.channels[0]?.airings[0];
    if (!airing) throw new Error('the first channel airs nothing now');
    const moved = airing.start - 60_000;
    await app.db.kysely
      .updateTable('guide_airings')
      .set({ start_ms: moved })
      .where('event_id', '=', airing.eventId)
      .execute();
    try {
      await app.runJob('guide.listings');
      const first = (a: WindowAnswer) => a.channels[0]?.airings[0]?.start;
      expect(first(await json<WindowAnswer>(b, url))).toBe(moved);
      expect(first(await json<WindowAnswer>(new Browser(app), url))).toBe(moved);
    } finally {
      await app.db.kysely
        .updateTable('guide_airings')
        .set({ start_ms: airing.start })
        .where('event_id', '=', airing.eventId)
        .execute();
      await app.runJob('guide.listings');
    }
  });
});
