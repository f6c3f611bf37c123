import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillSignIn, noHorizontalScroll, test } from './fixtures.ts';

// Temporary consent and the agent desk's support lists (issue 18 items 2 and 4): jsmith gets an
// access code by keyboard and reads it to agent1, who enters it on the desk and sees jsmith's
// modem and boxes; a wrong code says so. jsmith's service-issue report and theft report show in
// the desk's lists. In Spanish at 375 px jsmith sees the code and withdraws it. The journey adds
// its own consent and reports; the demo seed starts each run afresh.

const JSMITH_ACCOUNT = '781245006201';
const STAMP = Date.now();

/** agent1 in a browser of its own, beside the subscriber's. */
async function agentPage(subscriber: Page) {
  const browser = subscriber.context().browser();
  if (!browser) throw new Error('expected a browser');
  const context = await browser.newContext({
    baseURL: new URL(subscriber.url()).origin,
    viewport: { width: 1280, height: 900 },
  });
  const ops = await context.newPage();
  await ops.goto('/login/');
  await fillSignIn(ops, 'agent1', DEMO_PASSWORD);
  await expect(ops).not.toHaveURL(/\/login\//);
  return { ops, close: () => context.close() };
}

/** A call as the signed-in subscriber's browser makes it: the anti-forgery header and a key. */
async function send(page: Page, url: string, data: object) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'coax_csrf')?.value ?? '';
  const res = await page.request.post(url, {
    data,
    headers: { 'x-csrf-token': csrf, 'idempotency-key': `support-desk-${url.length}-${STAMP}` },
  });
  expect(res.status()).toBe(201);
}

test.describe('temporary consent and the desk lists at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('jsmith reads an access code to agent1, who sees the modem; the desk lists jsmith’s reports', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith');
    await page.goto('/support/troubleshoot');
    await page.getByRole('link', { name: 'Let an agent look at my equipment' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Let an agent look at my equipment' }),
    ).toBeVisible();
    await axe('equipment access, no code');
    await page.getByRole('button', { name: 'Get an access code' }).focus();
    await page.keyboard.press('Enter');
    const codeTitle = page.getByRole('heading', { level: 2, name: 'Your access code' });
    await expect(codeTitle).toBeFocused();
    await expect(page.getByText(/^It works until/)).toBeVisible();
    const code = (await page.locator('[data-access-code]').getAttribute('data-access-code')) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await axe('equipment access, code shown');

    await send(page, '/api/support/rightnow/reportserviceissue', {
      name: 'John Smith',
      email: 'jsmith@example.com',
      phone: '516 555 0100',
      productName: 'tv',
      comments: `No picture in the bedroom ${STAMP}`,
    });
    await send(page, '/api/support/theft', {
      FirstName: 'Pat',
      LastName: 'Doe',
      AddressLine1: '12 Main St',
      AddressLine2: '',
      City: 'Hicksville',
      State: 'NY',
      Description: 'A cable runs from the box to the house next door',
    });

    const { ops, close } = await agentPage(page);
    try {
      await ops.goto('/csr/');
      const look = ops.locator('section', {
        has: ops.getByRole('heading', { level: 2, name: "Look at a subscriber's equipment" }),
      });
      await look.getByLabel(/Account number/).fill(JSMITH_ACCOUNT);
      await look.getByLabel(/Access code/).fill(code === '000000' ? '000001' : '000000');
      await look.getByLabel(/Access code/).press('Enter');
      await expect(look.getByText('That access code is not valid, or it has expired.')).toBeVisible();
      await look.getByLabel(/Access code/).fill(code);
      await look.getByLabel(/Access code/).press('Enter');
      await expect(look.getByText(/Arris SB8200, MAC address A4:56:30:1B:7C:01: online/)).toBeVisible();
      await expect(look.getByText('Cisco 4642HDC (STB-6201-1), Living room')).toBeVisible();
      await axe('agent desk, equipment look', ops);

      const reports = ops.locator('section', {
        has: ops.getByRole('heading', { level: 2, name: 'Service-issue reports' }),
      });
      await expect(reports.getByText(`No picture in the bedroom ${STAMP}`)).toBeVisible();
      await expect(reports.getByRole('listitem').first()).toContainText(`No picture in the bedroom ${STAMP}`);
      const thefts = ops.locator('section', {
        has: ops.getByRole('heading', { level: 2, name: 'Cable theft reports' }),
      });
      await expect(thefts.getByRole('listitem').first()).toContainText('12 Main St, Hicksville, NY');
      await expect(thefts.getByRole('listitem').first()).toContainText('(ZIP 11801)');
      const chats = ops.locator('section', {
        has: ops.getByRole('heading', { level: 2, name: 'Ended chats' }),
      });
      await expect(chats.getByRole('listitem').first()).toBeVisible();
      await axe('agent desk, lists', ops);
    } finally {
      await close();
    }
  });
});

test.describe('temporary consent in Spanish at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('jsmith sees the access code and withdraws it', async ({ page, signIn, axe }) => {
    await signIn('jsmith');
    await page.goto('/espanol/support/equipment-access');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Permitir que un agente vea mis equipos' }),
    ).toBeVisible();
    const grant = page.getByRole('button', { name: 'Obtener un código de acceso' });
    if (await grant.isVisible()) await grant.tap();
    await expect(page.getByRole('heading', { level: 2, name: 'Su código de acceso' })).toBeVisible();
    await expect(page.locator('[data-access-code]')).toBeInViewport();
    await noHorizontalScroll(page);
    await axe('equipment access in Spanish, 375 px');
    await page.getByRole('button', { name: 'Retirar el acceso' }).tap();
    await expect(page.getByText('Acceso retirado. El código ya no sirve.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Obtener un código de acceso' })).toBeVisible();
    await noHorizontalScroll(page);
  });
});
