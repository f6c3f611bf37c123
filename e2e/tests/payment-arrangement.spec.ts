import type { Page } from 'playwright-core';
import { expect, noHorizontalScroll, test } from './fixtures.ts';

// Payment arrangement (issue 20 item 4). latepay is 30 days past due with $107.40 and has only an
// expired card, so the journey adds a card of its own and splits the past-due amount in two. There
// is no way to take an arrangement back (a missed payment is what ends one), so latepay keeps it for
// the rest of this group's run; no later journey of the group reads latepay's bill. Then the
// journey moves its own browser's server clock (the coax_test_clock cookie) to the first
// instalment's day and runs the posting job for latepay's account at that time (POST
// /api/billing/test-clock/post-due, served only with TEST_CLOCK_COOKIE): the timer's job keeps the
// system clock for everyone else, so the journeys beside this one are not moved.

const CARD = 'Plan Visa';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The suggested two parts fall 15 and 30 days from today (domain's suggestArrangement, 30 days). */
const FIRST_PART_DAYS = 15;
const CLOCK_COOKIE = 'coax_test_clock';

/** Moves the server's clock for this browser's requests only (the journeys' server has TEST_CLOCK_COOKIE). */
async function moveServerClock(page: Page, baseURL: string | undefined, ms: number) {
  await page.context().clearCookies({ name: CLOCK_COOKIE });
  await page.context().addCookies([{ name: CLOCK_COOKIE, value: String(ms), url: baseURL ?? '' }]);
}

/** The posting job's pass for the signed-in account, at this browser's (moved) clock. */
async function postDue(page: Page) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'coax_csrf')?.value ?? '';
  const res = await page.request.post('/api/billing/test-clock/post-due', {
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { posted: number; declined: number; failed: number; pending: number };
}

/** Every alert in the drawer, in order, as "heading | text", read with Next alert by keyboard. */
async function drawerAlerts(page: Page): Promise<string[]> {
  const drawer = page.getByRole('region', { name: 'Alerts' });
  const counter = await drawer.getByText(/^Alerts \d+ of \d+$/).innerText();
  const total = Number(counter.split(' of ')[1]);
  const open = drawer.getByRole('button', { name: 'Open alerts' });
  if (await open.isVisible()) {
    await open.focus();
    await page.keyboard.press('Enter');
  }
  const seen: string[] = [];
  for (let i = 0; i < total; i++) {
    seen.push((await drawer.locator('article').innerText()).replace(/\s*\n+\s*/g, ' | '));
    if (i < total - 1) {
      await drawer.getByRole('button', { name: 'Next alert' }).focus();
      await page.keyboard.press('Enter');
    }
  }
  return seen;
}

async function addCard(page: Page) {
  await page.goto('/pay-bill/payment-options/');
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  const form = page.getByRole('form', { name: 'Add a credit or debit card' });
  await form.getByLabel('Name on card').fill('Lee Tate');
  await form.getByLabel('Card number').fill('4242424242424242');
  await form.getByLabel('Month').selectOption({ label: '12' });
  await form.getByLabel('Year').selectOption({ index: 3 });
  await form.getByLabel('Nickname').fill(CARD);
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('Added payment method successfully.')).toBeVisible();
}

test('latepay sets up a two-part arrangement by keyboard, the widget, the alert and the calendar show it, and the first part posts on its day', async ({
  page,
  signIn,
  axe,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('latepay');
  await addCard(page);

  // The widget offers an arrangement while past due.
  await page.goto('/home/');
  const widget = page.getByRole('region', { name: 'Your bill' });
  await widget.getByRole('link', { name: /Set up a payment arrangement/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pay-bill\/arrangement\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment arrangement' })).toBeVisible();
  await expect(page.getByText(/Pay your past-due balance of \$107\.40 in 2 or 3 parts/)).toBeVisible();
  await expect(page.getByText('Total: $107.40 of $107.40')).toBeVisible();
  await axe('arrangement form');

  // Two equal parts on the new card, prefilled; review and confirm by keyboard.
  const amounts = page.getByLabel('Amount');
  await expect(amounts).toHaveCount(2);
  await expect(amounts.first()).toHaveValue('$53.70');
  await expect(page.getByLabel('Pay with').first()).toHaveValue(/pm_/);
  await page.getByRole('button', { name: 'Review the arrangement' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Set up this arrangement?' });
  await expect(dialog).toContainText(`$53.70 with ${CARD}`);
  await axe('arrangement review');
  await dialog.getByRole('button', { name: 'Set up the arrangement' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your payment arrangement is set up.')).toBeVisible();
  const current = page.getByRole('region', { name: 'Your arrangement' }).first();
  await expect(page.getByRole('heading', { level: 2, name: 'Your arrangement' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Scheduled' })).toHaveCount(2);
  await expect(current).toBeVisible();
  await axe('arrangement in place');

  // The widget and the alert say an arrangement is in place.
  await page.goto('/home/');
  await expect(widget).toContainText(/Payment arrangement in place: next payment \$53\.70 on/);
  const alerts = await page.request.get('/api/alerts?lang=en');
  const codes = ((await alerts.json()) as { alerts: { code: string | null }[] }).alerts.map((a) => a.code);
  expect(codes).toContain('arrangementActive');
  expect(codes).not.toContain('pastDue');

  // The calendar shows the first instalment.
  await page.getByRole('link', { name: 'See the arrangement' }).click();
  await page.getByRole('link', { name: 'See the dates on your calendar' }).click();
  await expect(page.getByText(`Payment arrangement: $53.70 from Visa ending 4242`).first()).toBeVisible();
  await axe('calendar with the arrangement');

  // The dates the two parts were set for, as the page shows them.
  await page.goto('/pay-bill/arrangement/');
  const rows = page.getByRole('region', { name: 'Your arrangement' }).first().getByRole('row');
  await expect(rows).toHaveCount(3);
  const firstDay = (await rows.nth(1).getByRole('cell').first().innerText()).trim();
  const secondDay = (await rows.nth(2).getByRole('cell').first().innerText()).trim();
  await page.goto('/home/');
  await expect(widget).toContainText(`Payment arrangement in place: next payment $53.70 on ${firstDay}.`);
  // The widget's past-due figure carries latepay's pay-per-view charge on top of the $107.40.
  await expect(widget).toContainText('Please pay the past-due amount of $113.39 now.');
  await expect(widget).toContainText('Amount due$214.80');

  // The clock reaches the first part's day (for this browser only). The session ended with the
  // time, so latepay signs in again; nothing has posted until the posting job runs.
  await moveServerClock(page, baseURL, FIRST_PART_DAYS * DAY_MS);
  await page.reload();
  await signIn('latepay');
  await page.goto('/pay-bill/arrangement/');
  await expect(page.getByRole('cell', { name: 'Scheduled' })).toHaveCount(2);
  const pass = await postDue(page);
  expect(pass).toMatchObject({ posted: 1, declined: 0, failed: 0, pending: 0 });
  // A second run finds nothing more to post.
  expect(await postDue(page)).toMatchObject({ posted: 0 });

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Your arrangement' })).toBeVisible();
  await expect(page.getByText('In place', { exact: true })).toBeVisible();
  await expect(rows.nth(1)).toContainText(firstDay);
  await expect(rows.nth(1).getByRole('cell', { name: 'Paid' })).toBeVisible();
  await expect(rows.nth(2).getByRole('cell', { name: 'Scheduled' })).toBeVisible();
  await axe('arrangement with the first part paid');

  // Home: the widget's past-due amount is what is left, its next payment the second part; the
  // alert still says the arrangement is in place, not that the bill is past due.
  await page.goto('/home/');
  await expect(widget).toContainText('Please pay the past-due amount of $59.69 now.');
  await expect(widget).toContainText('Amount due$161.10');
  await expect(widget).toContainText(`Payment arrangement in place: next payment $53.70 on ${secondDay}.`);
  const shown = await drawerAlerts(page);
  expect(shown).toContain(
    'NOTICE | A payment arrangement is in place | Your past-due balance is being paid in parts. The next payment is $53.70. | See the arrangement',
  );
  // The amount-due alert counts the part just paid ($214.80 before it).
  expect(shown).toContain(
    'WARNING | $161.10 is due at this time. | Please make your payment to avoid any interruption of services. | Pay now',
  );
  expect(shown.join('\n')).not.toMatch(/past due/i);
  await axe('home with the first part paid');
  // By keyboard from the widget to the arrangement.
  await widget.getByRole('link', { name: 'See the arrangement' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pay-bill\/arrangement\/$/);
  await expect(page.getByRole('cell', { name: 'Paid' })).toHaveCount(1);
});

test('at 375 px in Spanish, latepay reads the arrangement in place without scrolling sideways', async ({
  page,
  signIn,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signIn('latepay');
  await page.goto('/espanol/pay-bill/arrangement/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acuerdo de pago' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Su acuerdo' })).toBeVisible();
  // The first part was paid on its day in the journey above; the second is still to come.
  await expect(page.getByRole('cell', { name: 'Pagado' })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: 'Programado' })).toHaveCount(1);
  await noHorizontalScroll(page);
  await axe('arrangement, Spanish, 375 px');
  await page.goto('/espanol/home/');
  await expect(page.getByRole('region', { name: 'Su factura' })).toContainText(
    /Acuerdo de pago en curso: próximo pago de \$53\.70/,
  );
  await noHorizontalScroll(page);
});
