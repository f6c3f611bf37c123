import type { Page } from 'playwright-core';
import { pdfText as drawnText } from '../../apps/server/src/platform/pdf/pdf-text.ts';
import { DEMO_PASSWORD, expect, fillSignIn, noHorizontalScroll, test } from './fixtures.ts';

// The store from cart to doorstep (issue 19's journey): jsmith fills his cart with two gateways, a
// mesh kit with its bundle discount and a subscription, sees the tax for his ZIP, pays with a new
// card that leaves the page only encrypted, gets the order number and the e-mail, watches the order
// ship and arrive on his own browser's clock (the coax_test_clock cookie: the server moves time for
// this browser only), rates it, returns one gateway and reads the packing slip and label, and upgrades his internet from My services (and changes it back:
// other journeys read his plan).

const CLOCK_COOKIE = 'coax_test_clock';
const DAY_MS = 24 * 60 * 60 * 1000;
const CARD = '4242424242424242';
const pdfText = (pdf: Buffer) => drawnText(pdf).replace(/\n/g, ' ');

/** Moves the server's clock for this browser's requests only, `ms` ahead of the real time. */
async function moveServerClock(page: Page, baseURL: string | undefined, ms: number) {
  await page.context().clearCookies({ name: CLOCK_COOKIE });
  if (ms > 0) {
    await page.context().addCookies([{ name: CLOCK_COOKIE, value: String(ms), url: baseURL ?? '' }]);
  }
}

/** An operator (agent1) beside the subscriber opens the order's e-mail in /dev/mailbox. */
async function readOrderMail(page: Page, number: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error('expected a browser');
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const ops = await context.newPage();
    await ops.goto('/login/');
    await fillSignIn(ops, 'agent1', DEMO_PASSWORD);
    await expect(ops).not.toHaveURL(/\/login\//);
    const subject = new RegExp(`order ${number}$`);
    await expect(async () => {
      await ops.goto('/dev/mailbox');
      await expect(ops.getByRole('link', { name: subject }).first()).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await ops.getByRole('link', { name: subject }).first().click();
    await expect(ops.getByText(`Your order number is ${number}.`, { exact: false })).toBeVisible();
  } finally {
    await context.close();
  }
}

test.describe('checkout at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('jsmith buys with a new card, watches the order arrive, rates it and upgrades his internet', async ({
    page,
    signIn,
    axe,
    baseURL,
  }) => {
    // the whole store in one journey, with three clock jumps and three sign-ins
    test.slow();
    await signIn('jsmith');
    const add = async (product: string, model: string | null, quantity: string | null) => {
      await page.goto('/shop');
      await page.getByRole('link', { name: `Details of ${product}` }).click();
      if (model) await page.getByRole('radio', { name: new RegExp(`^${model}`) }).check();
      if (quantity) await page.getByLabel('Quantity').fill(quantity);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('Added to your cart.')).toBeVisible();
    };
    await add('Smart WiFi Gateway', 'WiFi 6 ', '2');
    await add('Whole-Home Mesh Kit', '2-pack', null);
    await add('Home Security Monitoring', null, null);
    await page.goto('/shop/cart');
    await expect(page.getByText('Bundle discount: Whole-Home Mesh Kit (2-pack)')).toBeVisible();
    await expect(page.getByText('Sales tax (ZIP 11801)')).toBeVisible();
    await expect(page.getByTestId('cart-tax')).toHaveText('$49.15');
    await expect(page.getByTestId('cart-total')).toHaveText('$581.61');

    // Checkout with a new card, by keyboard; the card number never leaves the page in clear.
    await page.getByRole('link', { name: 'Check out' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await page.getByLabel('A new card').check();
    await page.getByLabel('Card number').fill(CARD);
    await page.getByLabel('Name on card').fill('John Smith');
    await page.getByLabel('Expiry month (MM)').fill('12');
    await page.getByLabel('Expiry year (YYYY)').fill('2030');
    await axe('checkout');
    await page.getByRole('button', { name: 'Review order' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
    await expect(page.getByTestId('summary-total')).toHaveText('$581.61');
    await axe('order summary');

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/shop/orders') {
        sent.push(r.postData() ?? '');
      }
    });
    await page.getByRole('button', { name: 'Place order' }).focus();
    await page.keyboard.press('Enter');
    const placed = page.getByText(/^Your order number is [A-Z0-9-]+\.$/);
    await expect(placed).toBeVisible();
    const number = /is ([A-Z0-9-]+)\./.exec(await placed.innerText())?.[1] ?? '';
    expect(number).not.toBe('');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('-----BEGIN PGP MESSAGE-----');
    expect(sent[0]).not.toContain(CARD);
    expect(sent[0]).not.toContain('4242 4242');
    await expect(page.getByRole('link', { name: 'Cart, order placed' })).toBeVisible();
    await axe('order success');
    await readOrderMail(page, number);

    // The order on the clock: processing now, shipped a day later, delivered after three.
    await page.goto(`/shop/orders/${number}`);
    await expect(page.getByTestId('order-status')).toHaveText('Processing');
    // a session does not last days: each jump signs in again at the moved time
    await moveServerClock(page, baseURL, DAY_MS + 60_000);
    await signIn('jsmith');
    await page.goto('/shop/orders?status=shipped');
    await expect(page.getByRole('link', { name: `Order ${number}` })).toBeVisible();
    await moveServerClock(page, baseURL, 3 * DAY_MS + 60_000);
    await signIn('jsmith');
    await page.goto('/shop/orders?status=delivered');
    await page.getByRole('link', { name: `Order ${number}` }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Delivered');
    await axe('delivered order');
    await page.getByLabel('5 of 5 stars').check();
    await page.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByText('You rated this order 5 of 5 stars. Thank you.')).toBeVisible();

    // One of the two gateways goes back: the return, its packing slip and its label.
    await page.getByRole('link', { name: 'Return items' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Return items from order ${number}` }),
    ).toBeVisible();
    await axe('return items');
    await page.getByLabel('How many of Smart WiFi Gateway (WiFi 6) to return, of 2').selectOption('1');
    await page.getByLabel('Reason for the return').selectOption({ label: 'Arrived damaged' });
    await page.getByRole('button', { name: 'Create return' }).click();
    await expect(
      page.getByText('Your return is ready: print the packing slip and the label, and send the items back.'),
    ).toBeVisible();
    const rma =
      /Return (RMA-[A-Z0-9]+)/.exec(
        await page.getByRole('heading', { name: /^Return RMA-/ }).innerText(),
      )?.[1] ?? '';
    expect(rma).not.toBe('');
    await axe('return created');
    for (const [link, words] of [
      ['Packing slip (PDF)', [rma, number, 'Smart WiFi Gateway']],
      ['Return label (PDF)', [rma, '42 Old Country Rd']],
    ] as const) {
      const href = await page.getByRole('link', { name: link }).first().getAttribute('href');
      const pdf = await page.request.get(href ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      const text = pdfText(Buffer.from(await pdf.body()));
      for (const w of words) expect(text, link).toContain(w);
    }
    await moveServerClock(page, baseURL, 0);
    await signIn('jsmith');

    // My services: up to 1 Gig, and back to 300.
    await page.goto('/upgrades#/');
    const have = page.getByRole('list', { name: 'Your services' });
    await page.getByRole('button', { name: 'Upgrade to Internet 1 Gig' }).click();
    const up = page.getByRole('dialog', { name: 'Change your plan to Internet 1 Gig?' });
    await up.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(up).toContainText('Done: Internet 1 Gig is on your plan.');
    await up.getByRole('button', { name: 'Close' }).last().click();
    await expect(have).toContainText('Internet 1 Gig');
    await page.getByRole('button', { name: 'Switch to Internet 300' }).click();
    const back = page.getByRole('dialog', { name: 'Change your plan to Internet 300?' });
    await back.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(back).toContainText('Done: Internet 300 is on your plan.');
    await back.getByRole('button', { name: 'Close' }).last().click();
    await expect(have).toContainText('Internet 300');
  });
});

test.describe('a move request at 375 px, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('jsmith tells us he is moving, sees the request, and cancels it', async ({ page, signIn, axe }) => {
    await signIn('jsmith');
    await page.goto('/espanol/upgrades#/');
    await page.getByRole('link', { name: '¿Se muda? Lleve sus servicios con usted' }).tap();
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Se muda? Lleve sus servicios con usted' }),
    ).toBeInViewport();
    await noHorizontalScroll(page);
    await axe('mudanza');
    const inTwoWeeks = new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10);
    await page.getByLabel('Fecha de la mudanza').fill(inTwoWeeks);
    await page.getByLabel('Nueva dirección').fill('40 Ocean Ave');
    await page.getByLabel('Ciudad').fill('Bronx');
    await page.getByLabel('Estado').selectOption('NY');
    await page.getByLabel('Código postal').fill('10451');
    await page.getByLabel('Número de teléfono al que debemos llamar').fill('516 555 0142');
    await page.getByRole('button', { name: 'Enviar mi solicitud de mudanza' }).tap();
    await expect(
      page.getByText('Gracias. Le llamaremos antes de su mudanza para llevar sus servicios con usted.'),
    ).toBeVisible();
    await expect(
      page.getByText('Damos servicio en su nueva dirección, así que sus servicios pueden mudarse con usted.'),
    ).toBeVisible();
    await noHorizontalScroll(page);
    await axe('mudanza enviada');
    await page.getByRole('button', { name: 'Cancelar mi solicitud de mudanza' }).tap();
    await expect(page.getByText('Su solicitud de mudanza está cancelada.')).toBeVisible();
  });
});
