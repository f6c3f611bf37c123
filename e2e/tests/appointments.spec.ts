import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillSignIn, noHorizontalScroll, test } from './fixtures.ts';

// Service appointments (issue 16): jsmith sees today's visit on /home and in the header, follows
// an upcoming visit, moves it twice by keyboard on the calendar and the slot grid, keeps one
// calendar invite whose UID never changes, then cancels it. Before that, latepay joins the line
// for an earlier time and takes the time jsmith's first move frees. acmebiz reads its
// appointments in Spanish on a phone. The journeys end with jsmith's
// upcoming visit cancelled and latepay's moved: no other journey reads appointments.

const uidOf = (ics: string) => /UID:(.*)\r\n/.exec(ics)?.[1];
const sequenceOf = (ics: string) => Number(/SEQUENCE:(\d+)\r\n/.exec(ics)?.[1]);

/** Opens the reschedule dialog, moves one day on from the focused one, and takes its first free time. */
async function moveByKeyboard(page: Page, previous = '') {
  await page.getByRole('button', { name: 'Reschedule' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const calendar = dialog.getByRole('grid').first();
  await calendar.locator('[role="button"][tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const grid = dialog.getByRole('grid', { name: /^Choose a time on / });
  await expect(grid.getByRole('button', { name: /, free$/ }).first()).toBeVisible();
  await grid.locator('button[tabindex="0"]').focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Move my appointment' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your appointment has moved.')).toBeVisible();
  // A second move shows its own number in place of the first's.
  await expect(page.getByTestId('confirmation-number')).not.toHaveText(previous);
  return (await page.getByTestId('confirmation-number').textContent()) ?? '';
}

async function invite(page: Page) {
  const href = await page.getByRole('link', { name: /calendar (invite|update)/ }).getAttribute('href');
  const res = await page.request.get(href ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/calendar');
  return res.text();
}

test.describe('service appointments at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('latepay waits for an earlier time, is offered the one jsmith gives up, and takes it', async ({
    page,
    browser,
    signIn,
    axe,
  }) => {
    test.setTimeout(120_000);
    await signIn('latepay');
    await page.goto('/service-appointments/APT-LP-3001');
    await page.getByRole('button', { name: 'Tell me if an earlier time opens' }).click();
    await expect(page.getByText(/^You are in line/)).toBeVisible();
    await axe('waitlist joined');

    // jsmith moves an earlier visit at the same location: its old time goes to latepay, held.
    const other = await browser.newContext();
    const jsmith = await other.newPage();
    await jsmith.goto('/login/');
    await fillSignIn(jsmith, 'jsmith', DEMO_PASSWORD);
    await expect(jsmith).not.toHaveURL(/\/login\//);
    await jsmith.goto('/service-appointments/APT-JS-1001');
    await moveByKeyboard(jsmith);
    await other.close();

    await page.reload();
    await expect(page.getByText(/^An earlier time is held for you: /)).toBeVisible();
    await axe('waitlist offer');
    await page.getByRole('button', { name: 'Take the earlier time' }).click();
    await expect(page.getByText('Your appointment has moved.')).toBeVisible();
    await expect(page.getByTestId('confirmation-number')).toHaveText(/^AP-/);
  });

  test('jsmith moves an upcoming visit twice by keyboard, keeps one invite UID, then cancels', async ({
    page,
    signIn,
    axe,
  }) => {
    test.setTimeout(120_000);
    await signIn('jsmith');
    // Before anything changes: /home and the header point to today's visit, the soonest to come.
    await page.goto('/home');
    const nextVisit = page.getByRole('region', { name: 'Next technician visit' });
    await expect(nextVisit.getByRole('link', { name: /^TV box install.*1002$/ })).toHaveAttribute(
      'href',
      '/service-appointments/APT-JS-1002',
    );
    await expect(nextVisit).toContainText(/The technician will arrive today between /);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Technician visit / })).toHaveAttribute(
      'href',
      '/service-appointments/APT-JS-1002',
    );
    await axe('home with the next visit');

    await page.goto('/service-appointments');
    await expect(page.getByRole('heading', { level: 1, name: 'Service appointments' })).toBeVisible();
    // Names are cut between words on screen (seed 002 §5) and read in full.
    const card = page.getByRole('listitem').filter({ hasText: 'Internet… 1001' });
    await expect(card).toContainText('Scheduled');
    // Today's visit has a technician on the way.
    await expect(page.getByText(/^The technician will arrive today between /)).toBeVisible();
    await axe('appointments list');

    await card.getByRole('link', { name: 'Internet installation visit 1001' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Internet installation visit 1001' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await axe('appointment detail');

    const first = await moveByKeyboard(page);
    expect(first).toMatch(/^AP-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const ics1 = await invite(page);
    const sequence = sequenceOf(ics1);
    expect(sequence).toBeGreaterThanOrEqual(1);
    await axe('appointment moved');

    const second = await moveByKeyboard(page, first);
    expect(second).not.toBe(first);
    const ics2 = await invite(page);
    expect(uidOf(ics2)).toBe(uidOf(ics1));
    expect(sequenceOf(ics2)).toBe(sequence + 1);

    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await axe('cancel dialog');
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText('Your appointment is cancelled.')).toBeVisible();
    const ics3 = await invite(page);
    expect(uidOf(ics3)).toBe(uidOf(ics1));
    expect(ics3).toContain('METHOD:CANCEL');
    expect(sequenceOf(ics3)).toBe(sequence + 2);
    await axe('appointment cancelled');
    await noHorizontalScroll(page);
  });
});

test.describe('service appointments at 375 px, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('acmebiz reads its appointments and opens the calendar on a phone', async ({ page, signIn, axe }) => {
    await signIn('acmebiz');
    await page.goto('/espanol/service-appointments');
    await expect(page.getByRole('heading', { level: 1, name: 'Citas de servicio' })).toBeInViewport();
    // The primary action, the first appointment's link to its details, is in the first screen too.
    await expect(page.getByRole('main').getByRole('listitem').first().getByRole('link')).toBeInViewport();
    await expect(page.getByRole('heading', { level: 3, name: 'Business phone line repair' })).toBeVisible();
    await noHorizontalScroll(page);
    await axe('citas');

    await page.getByRole('link', { name: 'Business phone line repair' }).click();
    const reschedule = page.getByRole('button', { name: 'Cambiar fecha' });
    await expect(reschedule).toBeInViewport();
    await reschedule.click();
    await expect(page.getByRole('dialog').getByRole('grid').first()).toBeVisible();
    await noHorizontalScroll(page);
    await axe('calendario');
  });
});
