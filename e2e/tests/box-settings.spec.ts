import { expect, noHorizontalScroll, test } from './fixtures.ts';

// Network settings for boxes (issue 7 item 8): jsmith changes a setting and a PIN, then checks a
// wrong and the right PIN; the secondary id may only check; mgarcia works in Spanish on a phone.
// Copying between boxes is covered by the server and web tests: each demo account has a single
// set-top box.
// One server and one database serve the whole run, so each test leaves the box as it needs it.

test.describe('box settings at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('jsmith changes captions and the parental PIN, then checks a wrong and the right PIN', async ({
    page,
    signIn,
    axe,
  }) => {
    test.setTimeout(90_000);
    await signIn('jsmith');
    await page.goto('/tv/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Box settings' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Box settings' });
    await expect(form.getByLabel('Display resolution')).toHaveValue('1080i');
    await axe('box settings');

    await form.getByLabel('Closed Captioning').selectOption('On');
    const newPin = form.getByRole('group', { name: 'New parental PIN' });
    await newPin.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type('2468');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(/^Your settings for .+ were saved\.$/)).toBeVisible();
    await expect(form.getByText('Parental PIN').locator('xpath=following-sibling::dd[1]')).toHaveText('Set');

    // The demo account has one set-top box (the other is the cloud DVR, which has no settings).
    const copy = page.getByRole('region', { name: 'Copy these settings' });
    await expect(copy).toContainText('There is no other box on your account to copy these settings to.');

    const check = page.getByRole('region', { name: 'Check a PIN' });
    const pin = check.getByRole('group', { name: 'PIN' });
    await pin.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type('1357');
    await check.getByRole('button', { name: 'Check PIN' }).click();
    await expect(check.getByText('That PIN is not correct.')).toBeVisible();
    await expect(check.getByText('4 tries left before checking locks.')).toBeVisible();
    await axe('box settings, wrong PIN');

    // Backspace on an empty box goes back: type three digits, fix the third, then finish.
    await pin.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type('249');
    await page.keyboard.press('Backspace');
    await expect(pin.getByLabel('Digit 3 of 4')).toBeFocused();
    await page.keyboard.type('68');
    await check.getByRole('button', { name: 'Check PIN' }).click();
    await expect(check.getByText('That PIN is correct.')).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Box settings' }).getByLabel('Closed Captioning'),
    ).toHaveValue('On');
    await noHorizontalScroll(page);
  });

  test('jsmith.kid may check a PIN but not change the settings', async ({ page, signIn, axe }) => {
    await signIn('jsmith.kid');
    await page.goto('/tv/settings');
    await expect(
      page.getByText(/Only the account's primary holder can change box settings and PINs/),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Box settings' }).getByLabel('Aspect ratio')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Check a PIN' })).toBeVisible();
    await axe('box settings, read only');
  });

  test('a visitor is sent to sign in with the page as the referer', async ({ page }) => {
    await page.goto('/tv/settings');
    await expect(page).toHaveURL(/\/login\/\?referer=\/tv\/settings/);
  });
});

test.describe('box settings at 375 px in Spanish', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('mgarcia is told 4:3 needs 480p or 480i, picks 480p and saves', async ({ page, signIn, axe }) => {
    test.setTimeout(60_000);
    await signIn('mgarcia');
    await page.goto('/espanol/tv/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración de los equipos' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Configuración de los equipos' });
    await expect(form.getByLabel('Resolución de pantalla')).toBeVisible();
    await noHorizontalScroll(page);
    await axe('configuración de los equipos');

    await form.getByLabel('Relación de aspecto').selectOption('4:3');
    await form.getByRole('button', { name: 'Guardar la configuración' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Por favor, corrija lo siguiente' });
    await expect(summary).toContainText(
      'Para elegir “4:3”, debe cambiar la resolución de pantalla a “480p” o “480i”.',
    );
    await axe('configuración, error');

    await form.getByLabel(/Resolución de pantalla/).selectOption('480p');
    await form.getByRole('button', { name: 'Guardar la configuración' }).click();
    await expect(page.getByText(/^Se guardó la configuración de .+\.$/)).toBeVisible();
    await noHorizontalScroll(page);
  });
});
