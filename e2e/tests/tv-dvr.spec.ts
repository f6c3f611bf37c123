import type { APIRequestContext, Page } from '@playwright/test';
import { expect, noHorizontalScroll, test } from './fixtures.ts';

// DVR journeys of issue 7 (seed 001 §4, §6, §8): jsmith starts at the guide, opens a program
// from the grid and records that airing from its page, records a series (new episodes only, keep
// 3) from another program reached from the guide, meets the conflict of a third simultaneous
// recording on a two-tuner box and resolves it with another airing of the same program, finds
// the recordings on /tv/dvr/, and cancels one; mgarcia (special box) gets HD forced; jsmith.kid is
// blocked; a visitor is sent to sign in with the record link as referer.
//
// The programs are real airings from the seeded listings, chosen through the guide and DVR APIs
// once the living room box's upcoming demo recordings are cancelled (seriesToRecord); the browser
// then reaches each of them through the guide grid.

const HOUR = 3_600_000;
/** The guide's window: three hours, and Later moves by as much (guide-time.ts WINDOW_MS). */
const GUIDE_WINDOW = 3 * HOUR;
/** The guide opens on the half hour airing now (guide-time.ts slotFloor). */
const slotFloor = (ms: number) => Math.floor(ms / (HOUR / 2)) * (HOUR / 2);
/** A guide row's height in px (guide-grid.tsx ROW_HEIGHT): only rows near the viewport are drawn. */
const ROW_HEIGHT = 64;

interface Airing {
  eventId: number;
  title: string;
  episodeTitle: string | null;
  start: number;
  end: number;
  isNew: boolean;
  seriesId: string | null;
}
interface Channel {
  callsign: string;
  isHd: boolean;
  received: boolean;
  /** the channel's row in the guide without the HD filter */
  row: number;
  airings: Airing[];
}
interface Pick {
  airing: Airing;
  channel: Channel;
}
interface Span {
  start: number;
  end: number;
}

/** The received (or, with `received` false, the other) channels with their airings in the 6 hours from `start`. */
async function windowAt(request: APIRequestContext, start: number, received = true): Promise<Channel[]> {
  const channels: Channel[] = [];
  for (let offset = 0; offset < 300; offset += 100) {
    const res = await request.get(`/api/guide/window?start=${start}&hours=6&offset=${offset}&count=100`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { channels: Omit<Channel, 'row'>[]; totalChannels: number };
    channels.push(
      ...body.channels.map((c, i) => ({ ...c, row: offset + i })).filter((c) => c.received === received),
    );
    if (offset + 100 >= body.totalChannels) break;
  }
  return channels;
}

interface Recording {
  id: number;
  Title: string;
  EpisodeTitle: string | null;
  StartTime: number;
  EndTime: number;
  boxId: number;
  boxAlias: string;
  callsign: string;
}

async function scheduledRecordings(request: APIRequestContext): Promise<Recording[]> {
  const res = await request.get('/api/dvr/recordings?scheduled=true');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: Recording[] }).items;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * A series to record (new episodes only) whose first recording would be the only one on the
 * living room box at its start: the moment two more airings make three at once. `busy` is what
 * else will hold the box's tuners: every airing the rule would record, and any recording on now.
 *
 * The demo data books the box's next recordings from two hours after the server's start, which
 * on a slow run can fill the whole of tonight's prime time, where the new episodes air; so the
 * box's recordings still to come are cancelled first (through the API: the journey cancels one
 * in the browser later), leaving both tuners free for the moment this journey picks.
 */
async function seriesToRecord(page: Page): Promise<{ series: Pick; at: number; busy: Span[] }> {
  const request = page.request;
  const csrf = (await page.context().cookies()).find((c) => c.name === 'coax_csrf')?.value ?? '';
  const boxes = (await (await request.get('/api/dvr/boxes')).json()) as {
    boxes: { boxId: number; alias: string }[];
  };
  const living = boxes.boxes.find((b) => b.alias === 'Living Room');
  if (!living) throw new Error('jsmith has no living room box');
  const upcoming = (await scheduledRecordings(request)).filter(
    (r) => r.boxId === living.boxId && r.StartTime > Date.now(),
  );
  if (upcoming.length > 0) {
    const res = await request.post('/api/dvr/recordings/cancel', {
      headers: { 'x-csrf-token': csrf },
      data: { ids: upcoming.map((r) => r.id) },
    });
    expect(res.ok()).toBe(true);
  }
  const booked = (await scheduledRecordings(request)).filter((r) => r.boxId === living.boxId);
  const from = Math.ceil((Date.now() + 2 * HOUR) / HOUR) * HOUR;
  const seen = new Set<string>();
  const candidates = (await windowAt(request, from)).flatMap((channel) =>
    channel.airings
      .filter((a) => a.isNew && a.seriesId && a.start >= from)
      .map((airing) => ({ channel, airing })),
  );
  for (const { channel, airing } of candidates) {
    if (seen.has(`${channel.callsign}/${airing.seriesId}`) || seen.size >= 60) continue;
    seen.add(`${channel.callsign}/${airing.seriesId}`);
    const res = await request.post('/api/dvr/recordings/check', {
      headers: { 'x-csrf-token': csrf },
      data: {
        boxId: living.boxId,
        callSign: channel.callsign,
        startTime: airing.start,
        recType: 1,
        filter: 4,
      },
    });
    if (!res.ok()) continue;
    const check = (await res.json()) as { status: string; airings: { startTime: number; endTime: number }[] };
    const at = check.airings[0]?.startTime;
    if (check.status !== 'SUCCESS' || at === undefined || at < Date.now() + HOUR) continue;
    if (booked.some((r) => r.StartTime <= at && at < r.EndTime)) continue;
    const busy = [
      ...booked.map((r) => ({ start: r.StartTime, end: r.EndTime })),
      ...check.airings.filter((a) => a.startTime !== at).map((a) => ({ start: a.startTime, end: a.endTime })),
    ];
    return { series: { channel, airing }, at, busy };
  }
  throw new Error('no series to record found in the listings');
}

/**
 * Two airings on other channels that are on at `at` and start later than now. The first, recorded
 * before the series, shares its whole time with nothing in `busy`, so the series still finds a
 * free tuner for every episode and only the third makes three at once.
 */
async function twoMoreAt(
  request: APIRequestContext,
  at: number,
  besides: string[],
  busy: Span[],
): Promise<{ one: Pick; third: Pick }> {
  const channels = await windowAt(request, Math.floor(at / HOUR) * HOUR);
  const soon = Date.now() + 10 * 60_000;
  const picks = channels
    .filter((c) => !besides.includes(c.callsign))
    .map((c) => ({
      channel: c,
      airing: c.airings.find((a) => a.start <= at && at < a.end && a.start > soon),
    }))
    .filter((p): p is Pick => p.airing !== undefined)
    .filter((p, i, all) => all.findIndex((q) => q.airing.title === p.airing.title) === i);
  const one = picks.find((p) => !busy.some((span) => overlaps(span, p.airing)));
  const third = picks.find((p) => p !== one);
  if (!one || !third) throw new Error('no two airings found alongside the series recording');
  return { one, third };
}

const recordLink = ({ airing, channel }: Pick) =>
  `/tv/asset/#/tvprograms/record/${airing.start}/${airing.end}/${channel.callsign}/${channel.isHd}`;
const fullTitle = ({ airing }: Pick) =>
  airing.episodeTitle ? `${airing.title}: ${airing.episodeTitle}` : airing.title;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openRecord(page: Page, pick: Pick) {
  await page.goto(recordLink(pick));
  const dialog = page.getByRole('dialog', { name: `Record ${fullTitle(pick)}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Finds the airing in the guide grid and opens its program page: the guide moves to the airing's
 * time (with Later from now when `later` is set, else by the address), the grid scrolls down to
 * the channel's row, and the airing's cell is clicked.
 */
async function openFromGuide(page: Page, pick: Pick, { later = false } = {}) {
  const main = page.getByRole('main');
  const nowSlot = slotFloor(Date.now());
  const steps = Math.floor((pick.airing.start - nowSlot) / GUIDE_WINDOW);
  if (later && steps >= 0 && steps <= 8) {
    await page.goto('/tv/guide');
    await expect(main.getByRole('grid').getByRole('gridcell').first()).toBeVisible();
    const showing = main.locator('.tv-guide__showing');
    for (let i = 0; i < steps; i += 1) {
      const before = await showing.textContent();
      await main.getByRole('button', { name: 'Later: 3 hours ahead' }).click();
      await expect(showing).not.toHaveText(before ?? '');
    }
  } else {
    await page.goto(`/tv/guide?start=${slotFloor(pick.airing.start)}`);
  }
  const grid = main.getByRole('grid');
  await expect(grid.getByRole('gridcell').first()).toBeVisible();
  // the rows near the viewport are the only ones drawn: scroll the grid to the channel first
  await main
    .locator('.tv-grid__scroll')
    .evaluate((el, top) => el.scrollTo({ top }), Math.max(0, (pick.channel.row - 2) * ROW_HEIGHT));
  // event ids are unique across the line-up, so the cell's address names the airing
  const cell = grid.locator(`a[href*="/tv/program/${pick.airing.eventId}/"]`);
  await expect(cell).toBeVisible();
  await cell.click();
  await expect(page).toHaveURL(new RegExp(`/tv/program/${pick.airing.eventId}/`));
  await expect(main.getByRole('heading', { level: 1, name: pick.airing.title })).toBeVisible();
}

/** On the program page: its own Record button (where-to-watch lists other airings after it). */
async function recordFromProgram(page: Page, pick: Pick) {
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^Record ${escapeRegExp(pick.airing.title)}, `) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Record ${fullTitle(pick)}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('jsmith records an airing and a series, resolves a conflict, and cancels one recording', async ({
  page,
  signIn,
  axe,
}) => {
  test.setTimeout(150_000);
  await signIn('jsmith');
  const { series, at, busy } = await seriesToRecord(page);
  const { one, third } = await twoMoreAt(page.request, at, [series.channel.callsign], busy);

  // From the guide: one airing at the series' time, on the box's first tuner.
  await openFromGuide(page, one, { later: true });
  await axe('program from the guide');
  let dialog = await recordFromProgram(page, one);
  await expect(dialog.getByLabel('Keep', { exact: true })).toHaveValue('14');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByText('Your recording is scheduled.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A series from another program of the guide: new episodes only, keeping 3 (the second tuner).
  await openFromGuide(page, series);
  dialog = await recordFromProgram(page, series);
  await axe('record dialog');
  await dialog.getByRole('radio', { name: 'The series' }).check();
  await expect(dialog.getByLabel('Episodes', { exact: true })).toHaveValue('4');
  await dialog.getByLabel('Episodes to keep').selectOption('3');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByText('Your series recording is set up.')).toBeVisible();
  await axe('series recorded');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const first = (await scheduledRecordings(page.request)).find(
    (r) => r.StartTime === at && r.callsign === series.channel.callsign,
  );
  expect(first, 'the series rule scheduled its first episode').toBeDefined();
  const firstTitle = first
    ? first.EpisodeTitle
      ? `${first.Title}: ${first.EpisodeTitle}`
      : first.Title
    : '';

  // A third at the same time, also from the guide: every tuner is busy.
  await openFromGuide(page, third);
  dialog = await recordFromProgram(page, third);
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByText('Some airings would not record')).toBeVisible();
  await expect(dialog.getByText(new RegExp(`Busy with: .*${escapeRegExp(one.airing.title)}`))).toBeVisible();
  await axe('conflict panel');
  // resolved with another airing of the same program, when a tuner is free
  await dialog
    .getByRole('button', { name: /^Record at / })
    .first()
    .click();
  await expect(dialog.getByText('Your recording is scheduled.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Both are in the scheduled list of the living room box; the third is on the cloud DVR.
  await page.goto('/tv/dvr/#/scheduled');
  const living = page.getByRole('region', { name: 'Living Room' });
  await expect(living.getByText(firstTitle, { exact: true }).first()).toBeVisible();
  await expect(living.getByText(fullTitle(one), { exact: true })).toBeVisible();
  await expect(living.getByText(fullTitle(third), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Series recordings' })).toContainText(series.airing.title);
  await axe('scheduled recordings');

  await living.getByRole('checkbox', { name: new RegExp(`^Select ${escapeRegExp(fullTitle(one))}`) }).check();
  await page.getByRole('button', { name: 'Cancel selected recordings' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel recordings' });
  await expect(cancel.getByText('Cancel 1 scheduled recording?')).toBeVisible();
  await cancel.getByRole('button', { name: 'Cancel recordings' }).click();
  await expect(cancel.getByText('1 recording was cancelled.')).toBeVisible();
  await cancel.getByRole('button', { name: 'Close' }).first().click();
  await expect(living.getByText(fullTitle(one), { exact: true })).toBeHidden();
  // the tv menu lists the next recordings, each opening its record page
  await page.getByRole('button', { name: 'TV', exact: true }).click();
  const menu = page.getByRole('group', { name: 'TV menu' });
  await expect(menu.getByText('Next recordings')).toBeVisible();
  await expect(menu.locator('a[href*="/tv/asset/#/tvprograms/record/"]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/tv/dvr/#/recorded');
  await expect(page.getByRole('link', { name: 'Recorded' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Recorded', { exact: true }).first()).toBeVisible();
  await axe('recorded recordings');
});

test('the DVR page fits a phone', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn('jsmith');
  await page.goto('/tv/dvr/#/scheduled');
  await expect(page.getByRole('region', { name: 'Living Room' })).toBeVisible();
  await noHorizontalScroll(page);
});

test('the first cloud recording asks for the web DVR terms, on a phone', async ({ page, signIn, axe }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn('jsmith');
  const start = Math.ceil((Date.now() + 60 * HOUR) / HOUR) * HOUR;
  const channel = (await windowAt(page.request, start)).find((c) => c.airings.some((a) => a.start > start));
  if (!channel) throw new Error('no airing for the cloud DVR');
  const airing = channel.airings.find((a) => a.start > start) as Airing;
  const dialog = await openRecord(page, { airing, channel });
  await noHorizontalScroll(page);
  await dialog.getByLabel('Record on').selectOption({ label: 'Cloud DVR (cloud DVR)' });
  await expect(dialog.getByRole('radio', { name: 'HD', exact: true })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'SD', exact: true })).toBeDisabled();
  await expect(
    dialog.getByLabel('Keep', { exact: true }).getByRole('option', { name: 'Until space is needed' }),
  ).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Record' }).click();
  const accept = dialog.getByRole('button', { name: 'Accept and continue' });
  await expect(accept).toBeDisabled();
  await axe('web DVR terms');
  await dialog.getByRole('checkbox', { name: 'I have read the web DVR terms and accept them.' }).check();
  await accept.click();
  await expect(dialog.getByText('Your recording is scheduled.')).toBeVisible();
  await expect(dialog.getByText('1 airing will be recorded on Cloud DVR.')).toBeVisible();
  await noHorizontalScroll(page);
});

test('mgarcia, a special-box customer, records in HD only', async ({ page, signIn, axe }) => {
  await signIn('mgarcia');
  const start = Math.ceil((Date.now() + 50 * HOUR) / HOUR) * HOUR;
  const channel = (await windowAt(page.request, start)).find((c) => c.airings.some((a) => a.start > start));
  if (!channel) throw new Error('no airing for mgarcia');
  const airing = channel.airings.find((a) => a.start > start) as Airing;
  await page.goto(`/espanol${recordLink({ airing, channel })}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'HD', exact: true })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'SD', exact: true })).toBeDisabled();
  await expect(dialog.getByText('HD es la única calidad para este DVR.')).toBeVisible();
  // device 8300: no end option
  await expect(dialog.getByLabel('Terminar la grabación')).toBeDisabled();
  await axe('record dialog in Spanish');
});

test('a channel outside the package answers with the channel 902 message', async ({ page, signIn, axe }) => {
  await signIn('jsmith');
  const start = Math.ceil((Date.now() + 56 * HOUR) / HOUR) * HOUR;
  const channel = (await windowAt(page.request, start, false)).find((c) =>
    c.airings.some((a) => a.start > start),
  );
  if (!channel) throw new Error('jsmith receives every channel of the line-up');
  const airing = channel.airings.find((a) => a.start > start) as Airing;
  const dialog = await openRecord(page, { airing, channel });
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByRole('alert')).toContainText('tune to channel 902');
  await axe('not authorized');
});

test('jsmith.kid is told recording is blocked', async ({ page, signIn, axe }) => {
  await signIn('jsmith.kid');
  const start = Math.ceil((Date.now() + 52 * HOUR) / HOUR) * HOUR;
  const channel = (await windowAt(page.request, start)).find((c) => c.airings.some((a) => a.start > start));
  if (!channel) throw new Error('no airing for jsmith.kid');
  const airing = channel.airings.find((a) => a.start > start) as Airing;
  await page.goto(recordLink({ airing, channel }));
  await expect(
    page.getByText('Recording is not available for this user id.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await axe('blocked');
});

test('a visitor who follows a record link is sent to sign in with it as the referer', async ({ page }) => {
  const start = Math.ceil((Date.now() + 54 * HOUR) / HOUR) * HOUR;
  const channel = (await windowAt(page.request, start)).find((c) => c.airings.some((a) => a.start > start));
  if (!channel) throw new Error('no airing');
  const airing = channel.airings.find((a) => a.start > start) as Airing;
  const link = recordLink({ airing, channel });
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\/\?referer=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('referer') ?? '')).toBe(link);
});
