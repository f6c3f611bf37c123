import { expect, noHorizontalScroll, test } from './fixtures.ts';

// Network settings for boxes (issue 7 item 8): jsmith changes a setting and a PIN, then checks a
// wrong and the right PIN; the secondary id may only check; mgarcia works in Spanish on a phone;
// acmebiz, the one demo account with two set-top boxes (Lobby and Conference Room), copies one
// box's settings to the other.
// One server and one database serve the whole run, so each test leaves the box as it needs it.

test.describe('box settings at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('jsmith changes captions and the parental PIN, then checks a wrong and the right PIN', async ({
    page,
    signIn,
    axe,
  }) => {
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

  test("acmebiz saves the Lobby's resolution, copies it to the Conference Room and finds it there", async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('acmebiz');
    await page.goto('/tv/settings');
    const picker = page.getByLabel('TV box', { exact: true });
    const conferenceId = await picker.locator('option', { hasText: 'Conference Room' }).getAttribute('value');
    expect(conferenceId).toMatch(/^\d+$/);
    const form = page.getByRole('form', { name: 'Box settings' });

    // The target starts on another resolution, so seeing 720p there later is the copy's doing.
    await page.goto(`/tv/settings?box=${conferenceId}`);
    await expect(picker).toHaveValue(String(conferenceId));
    await expect(form.getByLabel('Display resolution')).not.toHaveValue('720p');

    await picker.selectOption({ label: 'Lobby' });
    await expect(page).not.toHaveURL(new RegExp(`box=${conferenceId}`));
    await form.getByLabel('Display resolution').selectOption('720p');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Your settings for Lobby were saved.')).toBeVisible();

    const copy = page.getByRole('region', { name: 'Copy these settings' });
    await expect(copy.getByLabel('Copy to')).toHaveValue(String(conferenceId));
    // Keyboard only: from the target list to the button and press it.
    await copy.getByLabel('Copy to').focus();
    await page.keyboard.press('Tab');
    await expect(copy.getByRole('button', { name: 'Copy settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(copy.getByText('The settings of Lobby were copied to Conference Room.')).toBeVisible();
    await axe('box settings, copied');

    await page.goto(`/tv/settings?box=${conferenceId}`);
    await expect(picker).toHaveValue(String(conferenceId));
    await expect(form.getByLabel('Display resolution')).toHaveValue('720p');
    await noHorizontalScroll(page);
  });

  test('a visitor is sent to sign in with the page as the referer', async ({ page }) => {
    await page.goto('/tv/settings');
    await expect(page).toHaveURL(/\/login\/\?referer=\/tv\/settings/);
  });
});

test.describe('box settings at 375 px in Spanish', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('mgarcia is told 4:3 needs 480p or 480i, picks 480p and saves', async ({ page, signIn, axe }) => {
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

test.describe('box settings copy at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("acmebiz turns the Lobby's captions on, copies them and sees them on the Conference Room", async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('acmebiz');
    await page.goto('/tv/settings');
    const picker = page.getByLabel('TV box', { exact: true });
    const form = page.getByRole('form', { name: 'Box settings' });

    await picker.selectOption({ label: 'Conference Room' });
    await expect(form.getByLabel('Closed Captioning')).not.toHaveValue('On');
    await picker.selectOption({ label: 'Lobby' });
    await form.getByLabel('Closed Captioning').selectOption('On');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Your settings for Lobby were saved.')).toBeVisible();

    const copy = page.getByRole('region', { name: 'Copy these settings' });
    await copy.getByLabel('Copy to').selectOption({ label: 'Conference Room' });
    await copy.getByRole('button', { name: 'Copy settings' }).click();
    await expect(copy.getByText('The settings of Lobby were copied to Conference Room.')).toBeVisible();
    await noHorizontalScroll(page);
    await axe('box settings, copied at 375 px');

    // Back on the Conference Room without a reload: the page shows what the copy stored.
    await picker.selectOption({ label: 'Conference Room' });
    await expect(form.getByLabel('Closed Captioning')).toHaveValue('On');
    await page.reload();
    await expect(form.getByLabel('Closed Captioning')).toHaveValue('On');
  });
});
