import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillSignIn, test } from './fixtures.ts';

// A slot with one place (issue 16): jsmith books it, and latepay, at the same location, is no
// longer offered it, on the grid or by a direct call (seed 002 §8 code 11). The demo gives the
// fixed TC location's 7:00pm slot twelve days from today a single place (DEMO_SINGLE_PLACE); no
// other journey reads that day. jsmith's visit moves back to its own time at the end, so the
// other appointment journeys find the demo as it was.

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (inDays: number) => new Date(Date.now() + inDays * DAY_MS).toISOString().slice(0, 10);
const SINGLE_DAY = 12;
const SINGLE_TIME = '7:00 PM';

/** Opens the reschedule dialog and moves the calendar's focus `days` on from the visit's own day. */
async function openDay(page: Page, days: number) {
  await page.getByRole('button', { name: 'Reschedule' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('grid').first().locator('[role="button"][tabindex="0"]').focus();
  for (let i = 0; i < days; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const grid = dialog.getByRole('grid', { name: /^Choose a time on / });
  await expect(grid.getByRole('button', { name: /, (free|not available)$/ }).first()).toBeVisible();
  return { dialog, grid };
}

/** A write as the page makes it: the anti-forgery header and an idempotency key. */
async function post(page: Page, url: string, data: object) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'coax_csrf')?.value ?? '';
  return page.request.post(url, {
    data,
    headers: {
      'x-csrf-token': csrf,
      'idempotency-key': `capacity-${Date.now()}-${Math.random()}`.replace('.', ''),
    },
  });
}

test.describe('a slot with one place at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('jsmith books the last place, and latepay is no longer offered it', async ({ page, browser, axe }) => {
    test.setTimeout(120_000);
    // jsmith's installation is three days from today; the single place is nine days after it.
    const other = await browser.newContext();
    const jsmith = await other.newPage();
    await jsmith.goto('/login/');
    await fillSignIn(jsmith, 'jsmith', DEMO_PASSWORD);
    await expect(jsmith).not.toHaveURL(/\/login\//);
    await jsmith.goto('/service-appointments/APT-JS-1001');
    const booked = await openDay(jsmith, SINGLE_DAY - 3);
    const place = booked.grid.getByRole('button', { name: `${SINGLE_TIME}, free` });
    await place.focus();
    await jsmith.keyboard.press('Enter');
    await booked.dialog.getByRole('button', { name: 'Move my appointment' }).click();
    await expect(jsmith.getByText('Your appointment has moved.')).toBeVisible();

    // latepay's installation is at the same location, eight days from today.
    await page.goto('/login/');
    await fillSignIn(page, 'latepay', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login\//);
    await page.goto('/service-appointments/APT-LP-3001');
    const { grid } = await openDay(page, SINGLE_DAY - 8);
    await expect(grid.getByRole('button', { name: `${SINGLE_TIME}, not available` })).toBeVisible();
    await expect(grid.getByRole('button', { name: `${SINGLE_TIME}, free` })).toHaveCount(0);
    await expect(grid.getByRole('button', { name: '8:00 PM, free' })).toBeVisible();
    await axe('the taken place');

    // Asked for directly, the time is refused with code 11 'Desired Time is no longer available'.
    const res = await post(page, '/api/appointments/APT-LP-3001/reschedule', {
      desiredTimeToken: `${isoDay(SINGLE_DAY)}T19:00`,
    });
    expect(res.status()).toBe(409);
    expect((await res.json()).error).toMatchObject({
      reason: 'appointments.time.unavailable',
      message: 'Desired Time is no longer available',
    });

    // jsmith goes back to the visit's own time (1:10pm, three days from today).
    const day = isoDay(3);
    const slots = await jsmith.request.get(`/api/appointments/APT-JS-1001/slots?date=${day}`);
    const own = (
      (await slots.json()) as { availableTimeSlots: { slotTime: string; desiredTimeToken: string }[] }
    ).availableTimeSlots.find((s) => s.slotTime === '13:10');
    expect(own).toBeDefined();
    const back = await post(jsmith, '/api/appointments/APT-JS-1001/reschedule', {
      desiredTimeToken: own?.desiredTimeToken,
    });
    expect(back.status()).toBe(200);
    await other.close();
  });
});
