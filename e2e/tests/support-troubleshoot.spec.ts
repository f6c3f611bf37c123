import { expect, noHorizontalScroll, test } from './fixtures.ts';

// Support troubleshooting and tutorials (issue 18 items 2 and 3): jsmith runs the internet
// troubleshooter by keyboard, restarts the modem (confirm, then the restarting status) and
// reports a service issue; a visitor opens a tutorial and reads its transcript; the same in
// Spanish on a phone at 375 px. The restart and the report are jsmith's own data: the modem is
// back online two minutes later, and the case stays on the account.

test.describe('troubleshooting at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('jsmith runs the internet troubleshooter by keyboard, restarts the modem and reports an issue', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith');
    await page.goto('/support');
    await page.getByRole('link', { name: 'Troubleshoot internet, TV or phone' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Troubleshoot your service' })).toBeVisible();
    await axe('troubleshoot chooser');

    await page.getByRole('link', { name: 'Internet' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Troubleshoot: Internet' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Check your modem’s lights' })).toBeVisible();
    await axe('internet troubleshooter, first step');

    // The Online light is off: the flow goes to the modem restart.
    await page.getByRole('button', { name: 'No', exact: true }).focus();
    await page.keyboard.press('Enter');
    const step = page.getByRole('heading', { level: 2, name: 'Restart your modem' });
    await expect(step).toBeVisible();
    await expect(step).toBeFocused();
    await expect(page.getByText('MAC address A4:56:30:1B:7C:01')).toBeVisible();
    await axe('modem step');

    await page.getByRole('button', { name: 'Restart modem' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Restart your modem?' });
    await expect(dialog).toBeVisible();
    await axe('restart confirm dialog');
    await dialog.getByRole('button', { name: 'Restart now' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Restarting', { exact: true })).toBeVisible();
    await expect(page.getByText(/Your modem is restarting\. It should be back online by/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restart modem' })).toBeDisabled();
    await axe('modem restarting');

    // Still not working: the report form.
    await page.getByRole('button', { name: 'Still not working' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Report the problem to us' })).toBeVisible();
    await page.getByRole('button', { name: 'Send report' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('John Smith');
    await page.getByLabel('E-mail address').fill('jsmith@example.com');
    await page.getByLabel('Phone number').fill('516 555 0100');
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('internet');
    await page.getByLabel('What is happening?').fill('No internet <since> this morning!');
    await expect(page.getByLabel('What is happening?')).toHaveValue('No internet since this morning');
    await axe('report form');
    await page.getByRole('button', { name: 'Send report' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(/Thank you\. Your case number is SR-\d{8}\. We sent it to jsmith@example\.com\./),
    ).toBeVisible();
    await axe('report sent');
  });

  test('a visitor opens a tutorial and reads its captions and transcript', async ({ page, axe }) => {
    await page.goto('/support/tutorials');
    await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
    await axe('tutorials');
    const categories = page.getByRole('group', { name: 'Tutorials' });
    await categories.getByRole('button', { name: 'TV' }).click();
    await expect(page.getByRole('heading', { name: 'Featured: TV' })).toBeVisible();
    // a visitor has no special box: the other boxes' guide, not the special box's
    await expect(page.getByRole('link', { name: 'Use the TV guide' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get to know your special box' })).toHaveCount(0);
    await categories.getByRole('button', { name: 'Internet' }).click();
    await page.getByRole('link', { name: 'Restart your modem' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Restart your modem' })).toBeVisible();
    await expect(page.getByText('Caption 1 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Next caption' }).click();
    await expect(page.getByText('Caption 2 of 4')).toBeVisible();
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await expect(transcript.getByRole('listitem')).toHaveCount(4);
    await expect(transcript).toContainText('When the Online light is steady, you are connected again.');
    const vtt = await page.request.get(
      (await page.getByRole('link', { name: 'Download the captions (WebVTT)' }).getAttribute('href')) ?? '',
    );
    expect((await vtt.text()).startsWith('WEBVTT')).toBe(true);
    await axe('tutorial');
  });
});

test.describe('troubleshooting in Spanish at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('jsmith runs the TV troubleshooter and reads a tutorial in Spanish', async ({ page, signIn, axe }) => {
    await signIn('jsmith');
    await page.goto('/espanol/support/troubleshoot/tv');
    await expect(page.getByRole('heading', { level: 1, name: 'Solucionar problemas: TV' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: '¿Está encendido su receptor de TV?' }),
    ).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Sí' })).toBeInViewport();
    await noHorizontalScroll(page);
    await axe('TV troubleshooter in Spanish, 375 px');
    await page.getByRole('button', { name: 'Sí' }).tap();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Revise la entrada de su televisor' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Eso lo resolvió' }).tap();
    await expect(page.getByRole('heading', { level: 2, name: 'Nos alegra que funcione' })).toBeVisible();
    await noHorizontalScroll(page);
    await axe('TV troubleshooter resolved in Spanish, 375 px');

    await page.goto('/espanol/support/tutorials/101');
    await expect(page.getByRole('heading', { level: 1, name: 'Reinicie su módem' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subtítulo siguiente' })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Transcripción' })).toContainText(
      'Cuando la luz Online esté fija, estará conectado de nuevo.',
    );
    await noHorizontalScroll(page);
    await axe('tutorial in Spanish, 375 px');
  });
});
