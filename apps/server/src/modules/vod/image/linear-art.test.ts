import { decode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DvrRecordings, GuideProgramAnswer, GuideWindow } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { IMAGE_PATH } from './routes.ts';

// Issue 14 item 5, issue 23 item 5: every image the guide, program and DVR answers name is drawn
// (a logo per callsign, art per program), so no tile says 'No Image Found' where the API claims
// an image.

let app: TestApp;
let jsmith: Browser;
beforeAll(async () => {
  app = await createTestApp();
  jsmith = new Browser(app);
  await jsmith.signIn('jsmith');
});
afterAll(async () => app?.close());

async function picture(name: string, size = '140x210') {
  const res = await app.server.inject({
    method: 'GET',
    url: `${IMAGE_PATH}?${new URLSearchParams({ name, size }).toString()}`,
  });
  expect(res.statusCode, name).toBe(200);
  expect(res.headers['content-type'], name).toBe('image/jpeg');
  expect(res.headers['x-image-found'], `${name} is drawn, not 'No Image Found'`).toBe('1');
  return decode(res.rawPayload, { useTArray: true });
}

describe('art the guide, program pages and DVR name', () => {
  it('draws a logo for every channel of the guide and art for every program whose art it claims', async () => {
    const now = app.clock.now();
    const window = await jsmith.get(`/api/guide/window?start=${now}&hours=3&offset=0&count=25`);
    expect(window.statusCode, window.body).toBe(200);
    const { channels } = window.json<GuideWindow>();
    const logos = new Set(channels.flatMap((c) => (c.logo ? [c.logo] : [])));
    expect(logos.size).toBe(channels.length);
    for (const logo of logos) {
      const img = await picture(logo);
      // A logo is wide: twice as wide as high at the asked width.
      expect([img.width, img.height]).toEqual([140, 70]);
    }

    const events = channels.flatMap((c) => c.airings.slice(0, 2).map((a) => a.eventId));
    const claimed = new Set<string>();
    for (const eventId of events) {
      const { program } = (await jsmith.get(`/api/guide/programs/${eventId}`)).json<GuideProgramAnswer>();
      const a = program.imageAvailability;
      if (program.imageName !== null && (a.VOD || a.WPG || a.UPG)) claimed.add(program.imageName);
      expect(program.channel.logo).not.toBeNull();
    }
    expect(claimed.size).toBeGreaterThan(3);
    for (const name of claimed) {
      const img = await picture(name);
      expect([img.width, img.height]).toEqual([140, 210]);
    }
  });

  it('names art for the DVR list items, and draws every one', async () => {
    const items = await Promise.all(
      [true, false].map(async (scheduled) => {
        const res = await jsmith.get(`/api/dvr/recordings?scheduled=${scheduled}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<DvrRecordings>().items;
      }),
    );
    const named = items.flat().flatMap((r) => (r.imageName ? [r.imageName] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const name of new Set(named)) await picture(name, '67x89');
  });

  it('still answers a name that is no logo or program with the No Image Found picture', async () => {
    const res = await app.server.inject({ method: 'GET', url: `${IMAGE_PATH}?name=linear-nothing` });
    expect(res.headers['x-image-found']).toBe('0');
  });
});
