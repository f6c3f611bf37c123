import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillSignIn, noHorizontalScroll, test } from './fixtures.ts';

// Bill pay journeys of issue 4 (seed 002): methods, payments now and later, autopay, paperless
// with its e-mail, the statement PDF, deleting a method a payment uses, the secondary user, an
// agent paying for a subscriber, and the phone width in Spanish.
//
// One server and one database serve the whole run, so a test either makes the state it needs or
// keeps the steps that depend on each other together.

const VISA = 'Travel Visa';
const CHECKING = 'Home checking';
/** The sandbox's declining card (docs/payments-sandbox.md), saved by the decline journey. */
const DECLINING = 'Decline Visa';
const PAPERLESS_EMAIL = 'jsmith.paperless@example.com';

/** A date `days` from today as the payment form takes it (mm/dd/yyyy). */
function dateAhead(days: number): string {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

async function addCard(page: Page, number: string, nickname: string) {
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  const form = page.getByRole('form', { name: 'Add a credit or debit card' });
  await form.getByLabel('Name on card').fill('John Smith');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Month').selectOption({ label: '12' });
  await form.getByLabel('Year').selectOption({ index: 3 });
  await form.getByLabel('Nickname').fill(nickname);
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('Added payment method successfully.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Saved payment methods' })).toContainText(nickname);
}

/** Signs an operator (agent1) in beside the subscriber and reads the paperless notice in /dev/mailbox. */
async function readPaperlessNotice(subscriberPage: Page) {
  const browser = subscriberPage.context().browser();
  if (!browser) throw new Error('expected a browser');
  const context = await browser.newContext({ baseURL: new URL(subscriberPage.url()).origin });
  try {
    const ops = await context.newPage();
    await ops.goto('/dev/mailbox');
    await expect(ops).toHaveURL(/\/login\//);
    await fillSignIn(ops, 'agent1', DEMO_PASSWORD);
    await expect(ops).not.toHaveURL(/\/login\//);
    await ops.goto('/dev/mailbox');
    const mail = ops.getByRole('table', { name: 'Received mail' });
    const row = mail.getByRole('row').filter({ hasText: PAPERLESS_EMAIL });
    await row.getByRole('link', { name: 'Paperless billing is on' }).first().click();
    await expect(ops.getByRole('heading', { level: 1, name: 'Paperless billing is on' })).toBeVisible();
    await expect(ops.getByText(PAPERLESS_EMAIL, { exact: true })).toBeVisible();
    await expect(ops.getByText('Thanks for enrolling in paperless billing', { exact: false })).toBeVisible();
  } finally {
    await context.close();
  }
}

/** The one-time payment form on /pay-bill/, up to the confirmation. */
async function pay(page: Page, { method, amount, date }: { method: string; amount: string; date?: string }) {
  const form = page.getByRole('form', { name: 'Make a payment' });
  await form.getByLabel('Pay with').selectOption({ label: method });
  await form.getByLabel('Payment amount').fill(amount);
  if (date) {
    await form.getByRole('radio', { name: 'On a later date' }).check();
    await form.getByLabel('Payment date').fill(date);
  } else {
    await form.getByRole('radio', { name: 'Pay now' }).check();
  }
  await form.getByRole('button', { name: 'Review payment' }).click();
  const review = page.getByRole('region', { name: 'Review your payment' });
  await expect(review).toContainText(`$${amount}`);
  await expect(review).toContainText(method);
  await review.getByRole('button', { name: date ? `Schedule $${amount}` : `Pay $${amount} now` }).click();
}

test.describe('jsmith pays the bill at 1280 px', () => {
  test('adds a Visa and a checking account, pays now, schedules, sets up autopay, goes paperless, gets the PDF, deletes the checking account and moves its payment', async ({
    page,
    signIn,
    axe,
  }) => {
    // ten steps of one household's bill pay, each checked with axe: three times the suite's bound
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn('jsmith');

    // Payment options: a Visa, then a checking account.
    await page.goto('/pay-bill/payment-options/');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment options' })).toBeVisible();
    await axe('payment options');
    await addCard(page, '4242424242424242', VISA);
    await expect(page.getByText('Visa credit card ending in 4242')).toBeVisible();

    await page.getByRole('radio', { name: 'Checking account' }).check();
    const bank = page.getByRole('form', { name: 'Add a checking account' });
    await bank.getByLabel('Name on account').fill('John Smith');
    await bank.getByLabel('Routing number').fill('011000015');
    await bank.getByLabel('Account number').fill('12345678');
    await bank.getByLabel('Nickname').fill(CHECKING);
    await bank.getByRole('button', { name: 'Add checking account' }).click();
    await expect(page.getByText('Added payment method successfully.')).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved payment methods' });
    await expect(saved).toContainText(CHECKING);
    await expect(page.getByText('Checking account ending in 5678')).toBeVisible();
    await axe('payment options with two methods');

    // Pay part of the bill now with the Visa.
    await page.goto('/pay-bill/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay bill' })).toBeVisible();
    await axe('pay bill');
    await pay(page, { method: VISA, amount: '20.00' });
    const done = page.getByRole('region', { name: 'Payment received' });
    await expect(done).toContainText(`We received your payment of $20.00 from ${VISA}.`);
    await expect(done).toContainText(/Confirmation number: \S+/);
    await axe('payment received');

    // Schedule another from the checking account about ten days ahead.
    await page.getByRole('button', { name: 'Make another payment' }).click();
    const later = dateAhead(10);
    await pay(page, { method: CHECKING, amount: '15.00', date: later });
    const scheduled = page.getByRole('region', { name: 'Payment scheduled' });
    await expect(scheduled).toContainText(`Your payment of $15.00 from ${CHECKING} is scheduled for`);
    await axe('payment scheduled');

    // Automatic payments, from the Visa, the full amount three days before the due date.
    await page.goto('/pay-bill/automatic-payments/');
    await expect(page.getByText('Automatic payments are not set up.')).toBeVisible();
    await axe('automatic payments, not set up');
    const autopay = page.getByRole('form', { name: 'Set up automatic payments' });
    await autopay.getByLabel('Pay with').selectOption({ label: VISA });
    await autopay.getByRole('radio', { name: 'Before the due date' }).check();
    await autopay.getByLabel('Days before the due date').selectOption({ label: '3 days before' });
    await autopay.getByRole('radio', { name: 'The full amount due' }).check();
    await autopay.getByRole('button', { name: 'Set up automatic payments' }).click();
    await expect(page.getByText('Completed successfully.')).toBeVisible();
    const current = page.getByRole('region', { name: 'Your automatic payments' });
    await expect(current).toContainText(VISA);
    await expect(current).toContainText('3 days before the due date');
    await expect(current).toContainText('The full amount due');
    await expect(page.getByRole('button', { name: 'Cancel automatic payments' })).toBeVisible();
    await axe('automatic payments, set up');

    // Paperless from its box after the page's task; the notice lands in the development mailbox.
    await page.goto('/pay-bill/');
    const header = page.getByRole('main');
    const enrol = header.getByRole('button', { name: 'Enroll' });
    await expect(enrol).toBeDisabled();
    await header.getByLabel('E-mail address').fill('jsmith@example');
    await expect(enrol).toBeDisabled();
    await header.getByLabel('E-mail address').fill(PAPERLESS_EMAIL);
    await expect(enrol).toBeEnabled();
    await enrol.click();
    await expect(
      header.getByText('Thanks for enrolling in paperless billing. Way to save some trees!'),
    ).toBeVisible();
    await expect(header.getByText(`Bill notifications will be sent to ${PAPERLESS_EMAIL}.`)).toBeVisible();
    await axe('pay bill after enrolling in paperless');

    // The mailbox holds everyone's mail: a subscriber is refused, an operator reads it.
    expect((await page.goto('/dev/mailbox'))?.status()).toBe(403);
    await readPaperlessNotice(page);

    // The statement, line by line, and its PDF.
    await page.goto('/pay-bill/my-bill/');
    await expect(page.getByRole('heading', { level: 1, name: 'My bill' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: /^Every charge and credit on the statement of/ }),
    ).toBeVisible();
    await axe('my bill');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download PDF/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
    const file = await download.path();
    const head = (await readFile(file)).subarray(0, 5).toString('latin1');
    expect(head).toBe('%PDF-');

    // Delete the checking account the scheduled payment uses, moving the payment to the Visa.
    await page.goto('/pay-bill/manage-payments/');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage payment methods' })).toBeVisible();
    await axe('manage payment methods');
    await page.getByRole('button', { name: `Delete ${CHECKING}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${CHECKING}?` });
    await expect(dialog.getByText('A scheduled payment uses this payment method.')).toBeVisible();
    await expect(dialog.getByRole('table', { name: `Payments that use ${CHECKING}` })).toContainText(
      '$15.00',
    );
    await dialog.getByRole('radio', { name: 'Move them to another payment method' }).check();
    await dialog.getByRole('combobox', { name: 'Move them to' }).selectOption({ label: VISA });
    await axe('delete dialog');
    await dialog.getByRole('button', { name: 'Delete payment method' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`1 scheduled payment now uses ${VISA}.`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Saved payment methods' })).not.toContainText(CHECKING);
    await axe('manage payment methods after delete');

    // Account activity: the scheduled payment now goes from the Visa.
    await page.goto('/pay-bill/account-activity/');
    const upcoming = page.getByRole('region', { name: 'Scheduled payments', exact: true });
    const payment = upcoming.getByRole('row').filter({ hasText: '$15.00' });
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText(VISA);
    await expect(payment).toContainText('Scheduled');
    await expect(upcoming).not.toContainText(CHECKING);
    const history = page.getByRole('region', { name: 'Payment history', exact: true });
    await expect(history.getByRole('row').filter({ hasText: '$20.00' })).toContainText(VISA);
    await axe('account activity');
  });
});

test.describe('automatic payments', () => {
  // The refreshed enrolment replaces the set-up form; the notice must survive that.
  test('setting up autopay says it completed', async ({ page, signIn }) => {
    // acmebiz has saved methods and no autopay in the demo data, so this needs nothing else.
    await signIn('acmebiz');
    await page.goto('/pay-bill/automatic-payments/');
    const form = page.getByRole('form', { name: 'Set up automatic payments' });
    await form.getByRole('radio', { name: 'The full amount due' }).check();
    await form.getByRole('button', { name: 'Set up automatic payments' }).click();
    await expect(page.getByRole('region', { name: 'Your automatic payments' })).toBeVisible();
    await expect(page.getByText('Completed successfully.')).toBeVisible();
  });
});

test.describe('who may pay', () => {
  test('jsmith.kid is sent to the unauthorized page from pay bill and from manage payments', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith.kid');
    for (const path of ['/pay-bill/', '/pay-bill/manage-payments/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/pay-bill\/unauthorized\/$/);
      await expect(
        page.getByText('Please sign in as the primary user to view and pay your bill.'),
      ).toBeVisible();
      await expect(page.getByRole('form', { name: 'Make a payment' })).toHaveCount(0);
      await axe(`unauthorized, from ${path}`);
    }
  });

  test('agent1 acts for jsmith, pays $5.00 now, and the payment is in the audit log', async ({
    page,
    axe,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login/');
    await fillSignIn(page, 'agent1', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/csr\/$/);
    await page.getByLabel('Account number or user ID').fill('jsmith');
    // exact: the header's site search has buttons whose names contain the word too
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Act for jsmith', exact: true }).click();
    await expect(page.getByText('acting for jsmith').first()).toBeVisible();
    await axe('agent desk, acting');

    // The agent saves a card of its own for this, so the test needs nothing the others made.
    await page.goto('/pay-bill/payment-options/');
    await expect(page.getByText('Agent agent1 acting')).toBeVisible();
    await addCard(page, '5555555555554444', 'Agent MC');

    await page.goto('/pay-bill/');
    await expect(page.getByText('Agent agent1 acting')).toBeVisible();
    await pay(page, { method: 'Agent MC', amount: '5.00' });
    const done = page.getByRole('region', { name: 'Payment received' });
    await expect(done).toContainText('We received your payment of $5.00 from Agent MC.');
    await expect(done).toContainText('Made by agent agent1 for this subscriber.');
    await axe('payment received, by the agent');

    await page.goto('/csr/');
    await page.getByRole('button', { name: 'Stop acting' }).first().click();
    await expect(page.getByText('not acting for a subscriber').first()).toBeVisible();

    // The log opens on changes and acting sessions: the start, the payment and the stop, each
    // with the agent who acted apart from the subscriber acted for (issue 23 item 4).
    const log = page.getByRole('table', {
      name: 'Audit log entries, newest first: Changes and acting sessions',
    });
    for (const [kind, action] of [
      ['Acting session', 'Stopped acting'],
      ['Change', 'Payment made'],
      ['Acting session', 'Started acting'],
    ] as const) {
      const row = log.getByRole('row').filter({ hasText: action }).filter({ hasText: 'jsmith' }).first();
      await expect(row.getByRole('cell').nth(1)).toHaveText('agent1');
      await expect(row.getByRole('cell').nth(2)).toContainText('jsmith');
      await expect(row.getByRole('cell').nth(3)).toHaveText(kind);
    }
    await expect(log).not.toContainText('GET /api/');
    await axe('agent desk, audit log');

    // The reads made while acting are one filter away.
    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Reads only' });
    await page.getByLabel('Subscriber user ID', { exact: true }).fill('jsmith');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const reads = page.getByRole('table', { name: 'Audit log entries for jsmith, newest first: Reads only' });
    const read = reads.getByRole('row').filter({ hasText: 'GET /api/billing/summary' }).first();
    await expect(read.getByRole('cell').nth(1)).toHaveText('agent1');
    await expect(read.getByRole('cell').nth(3)).toHaveText('Read');
    await expect(reads).not.toContainText('Payment made');
    await axe('agent desk, reads');
  });
});

test.describe('after a decline', () => {
  test('jsmith pays with a card that is declined: the form chooses another method and names the card; activity shows Declined with no confirmation number', async ({
    page,
    signIn,
    axe,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn('jsmith');
    await page.goto('/pay-bill/payment-options/');
    await addCard(page, '4000000000000002', DECLINING);

    await page.goto('/pay-bill/');
    await pay(page, { method: DECLINING, amount: '1.00' });
    const review = page.getByRole('region', { name: 'Review your payment' });
    await expect(
      review.getByText('Your payment was declined. Please check the payment method or use another one.'),
    ).toBeVisible();
    await axe('payment declined');
    await review.getByRole('button', { name: 'Change' }).click();

    // Issue 23 item 7: the declined card is not left chosen without a word.
    const form = page.getByRole('form', { name: 'Make a payment' });
    await expect(form.getByRole('status')).toContainText('Your card ending 0002 was declined.');
    await expect(form.getByRole('status')).toContainText('in its place');
    await expect(form.getByLabel('Pay with').locator('option:checked')).not.toContainText(DECLINING);
    await expect(form.getByLabel('Pay with').locator('option', { hasText: DECLINING })).toHaveText(
      `${DECLINING} (declined just now)`,
    );
    await axe('payment form after a decline');

    await page.goto('/pay-bill/account-activity/');
    const history = page.getByRole('region', { name: 'Payment history' });
    const attempt = history.getByRole('row').filter({ hasText: DECLINING }).first();
    await expect(attempt).toContainText('Declined');
    await expect(attempt).toContainText('None: nothing was paid');
    await expect(attempt.locator('code')).toHaveCount(0);
    await axe('account activity with a declined attempt');
  });
});

test.describe('phone width in Spanish', () => {
  test('mgarcia at 375 px: pay bill and manage payment methods fit and are axe-clean', async ({
    page,
    signIn,
    axe,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn('mgarcia');

    await page.goto('/espanol/pay-bill/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagar factura' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noHorizontalScroll(page);
    await axe('pagar factura at 375 px');

    await page.goto('/espanol/pay-bill/manage-payments/');
    await expect(page.getByRole('heading', { level: 1, name: 'Administrar métodos de pago' })).toBeVisible();
    // mgarcia's seeded Visa ending 1111
    await expect(page.getByText(/1111/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noHorizontalScroll(page);
    await axe('administrar métodos de pago at 375 px');
  });
});
