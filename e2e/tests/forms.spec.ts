import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, fillSignIn, signInThroughApi, test, DEMO_PASSWORD } from './fixtures.ts';

const NEW_PASSWORD = 'Maple7Harbor';

/** Signs in through the API and changes the password back, so later journeys find the demo password. */
async function restorePassword(api: APIRequestContext, id: string, current: string) {
  const headers = await signInThroughApi(api, id, current);
  if (!headers) return;
  await api.post('/api/session/password', {
    data: { currentPassword: current, newPassword: DEMO_PASSWORD },
    headers,
  });
}

async function otherDevice(browser: Browser, id: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login/');
  await fillSignIn(page, id, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login\//);
  return { context, page };
}

test.describe('live-checked fields', () => {
  for (const width of [375, 1280]) {
    test(`the outage ZIP lookup checks the code as it is typed (${width} px)`, async ({ page, axe }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/support/outage/#/UnauthenticatedUserOutage');
      const zip = page.getByRole('textbox', { name: 'ZIP code' });
      await zip.pressSequentially('11a');
      await expect(page.getByText('Numbers only')).toBeVisible();
      await expect(zip).toHaveAttribute('aria-invalid', 'true');
      await axe(`ZIP lookup with a live message at ${width} px`);
      await zip.fill('');
      await zip.pressSequentially('11803');
      await zip.press('Tab');
      await expect(page.getByText('Numbers only')).toHaveCount(0);
      await expect(zip).not.toHaveAttribute('aria-invalid');
      await page.getByRole('button', { name: 'Check for outages' }).click();
      await expect(page.getByRole('heading', { name: /11803/ })).toBeVisible();
    });
  }

  test('the sign-in id says at once when it is left empty', async ({ page }) => {
    await page.goto('/login/');
    const id = page.getByLabel('User ID');
    await id.fill('jsmith');
    await id.fill('');
    await id.press('Tab');
    await expect(page.getByText('Enter a valid user ID.')).toBeVisible();
    await expect(id).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('changing the password', () => {
  test('acmebiz changes the password on the profile page; the other device is signed out', async ({
    page,
    browser,
    signIn,
    axe,
    playwright,
    baseURL,
  }) => {
    let changed = false;
    const device = await otherDevice(browser, 'acmebiz');
    try {
      await page.setViewportSize({ width: 375, height: 900 });
      await signIn('acmebiz');
      await page.goto('/profile/');
      const form = page.getByRole('region', { name: 'Change your password' });
      const next = form.getByLabel('New password', { exact: true });
      const confirm = form.getByLabel('Confirm new password');

      await next.pressSequentially('abc12');
      await expect(form.getByText('TOO SHORT')).toBeVisible();
      await expect(
        form.getByText('Your password must be between 6-32 characters. Please try again.'),
      ).toBeVisible();
      await expect(next).toHaveAttribute('aria-invalid', 'true');
      await axe('profile with a password message at 375 px');

      await next.fill('x1'.repeat(20));
      await expect(next).toHaveValue('x1'.repeat(16));
      await expect(form.getByText('Your password cannot be more than 32 characters.')).toBeVisible();
      await expect(form.getByText('Your password cannot be more than 32 characters.')).toHaveCount(0, {
        timeout: 4000,
      });

      await next.fill('');
      await next.pressSequentially('Maple7Harbor2Quilt');
      await expect(form.getByText('VERY STRONG')).toBeVisible();
      await next.fill(NEW_PASSWORD);
      await confirm.pressSequentially('Maple7');
      await expect(
        form.getByText('Your entries in the password fields do not match. Please try again.'),
      ).toBeVisible();
      await confirm.pressSequentially('Harbor');
      await expect(form.getByText('Confirm password matches.')).toBeVisible();

      await form.getByLabel('Current password').fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: 'Change password' }).click();
      // Earlier journeys in the same run may have left acmebiz signed in elsewhere too: at least the other device.
      await expect(
        form.getByText(
          /^Your password has been changed\. (1 other session was|\d+ other sessions were) signed out\.$/,
        ),
      ).toBeVisible();
      changed = true;
      await expect(form.getByLabel('Current password')).toHaveValue('');
      await axe('profile after the change at 375 px');

      // This browser stays signed in; the other device is not any more.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: /acmebiz/ })).toBeVisible();
      await device.page.goto('/profile/');
      await expect(device.page).toHaveURL(/\/login\//);
      await fillSignIn(device.page, 'acmebiz', DEMO_PASSWORD);
      await expect(device.page.getByRole('alert')).toBeVisible();
      await fillSignIn(device.page, 'acmebiz', NEW_PASSWORD);
      await expect(device.page).not.toHaveURL(/\/login\//);

      // And back to the demo password, through the same form at desktop width.
      await page.setViewportSize({ width: 1280, height: 900 });
      const again = page.getByRole('region', { name: 'Change your password' });
      await again.getByLabel('Current password').fill(NEW_PASSWORD);
      await again.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
      await again.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
      await again.getByRole('button', { name: 'Change password' }).click();
      await expect(again.getByText(/^Your password has been changed\./)).toBeVisible();
      changed = false;
      await axe('profile at 1280 px');
    } finally {
      await device.context.close();
      if (changed) {
        const api = await playwright.request.newContext({ baseURL });
        await restorePassword(api, 'acmebiz', NEW_PASSWORD);
        await api.dispose();
      }
    }
  });
});
