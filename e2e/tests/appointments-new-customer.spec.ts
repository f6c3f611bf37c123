import { expect, noHorizontalScroll, test } from './fixtures.ts';

// validate_newCustomerLogin (issue 16): a new customer with no id yet follows the link on the
// sign-in page, gives the account number (with its check digit) and the account PIN, sees the
// coming installation and moves it by keyboard. The demo's new customer (README) is read by no
// other journey.

const NUMBER = '78124-500670-02-6';
const PIN = '4721';

test.describe('a visit checked without an id at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the new customer checks the visit from the sign-in page and moves it by keyboard', async ({
    page,
    axe,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/login/');
    await page.getByRole('link', { name: 'Have a technician visit coming? Check it without an id' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check a technician visit' })).toBeVisible();
    await axe('visit check form');

    await page.getByLabel('Account number').fill(NUMBER);
    await page.getByLabel(/^Account PIN/).fill(PIN);
    await page.getByLabel(/^Account PIN/).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Your visits' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^Internet and TV/ })).toBeVisible();
    await axe('the new customer’s visits');

    await page.getByRole('button', { name: 'Reschedule' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('grid').first().locator('[role="button"][tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const grid = dialog.getByRole('grid', { name: /^Choose a time on / });
    await expect(grid.getByRole('button', { name: /, free$/ }).first()).toBeVisible();
    await grid.locator('button[tabindex="0"]').focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Move my appointment' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your appointment has moved.')).toBeVisible();
    await expect(page.getByTestId('confirmation-number')).toHaveText(/^AP-/);
    const href = await page.getByRole('link', { name: /calendar invite/ }).getAttribute('href');
    const ics = await page.request.get(href ?? '');
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
    await axe('visit moved');

    // Done: the grant ends and the form comes back.
    await page.getByRole('button', { name: 'I am done' }).click();
    await expect(page.getByRole('button', { name: 'Check my visit' })).toBeVisible();
  });
});

test.describe('a visit checked without an id at 375 px, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the form fits a phone, its heading and action in the first screen', async ({ page, axe }) => {
    await page.goto('/espanol/service-appointments/new-customer');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Consultar una visita del técnico' }),
    ).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Consultar mi visita' })).toBeInViewport();
    await noHorizontalScroll(page);
    await axe('consulta de visita');
  });
});
