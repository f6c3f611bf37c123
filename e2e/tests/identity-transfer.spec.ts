import { DEMO_PASSWORD, expect, fillSignIn, noHorizontalScroll, test } from './fixtures.ts';

// The account transfer of ids (issue 15 item 4): pmover has moved, and the household's ids still
// belong to the disconnected previous account. Uses data of its own: pmover's household is in no
// other journey, and the run's database is new, so the one move below is the only one.

test.describe('account transfer of ids, on a phone, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('a secondary id is told to sign in as the primary', async ({ page, axe }) => {
    await page.goto('/espanol/login/');
    await fillSignIn(page, 'pmover.teen', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login\//);
    await page.goto('/espanol/profile/transfer');
    await expect(
      page.getByText('Entre como el usuario principal para pasar las identificaciones.'),
    ).toBeVisible();
    await noHorizontalScroll(page);
    await axe('transfer, secondary, es, 375');
  });

  test('pmover sees both accounts stacked, and can step back without moving anything', async ({
    page,
    axe,
  }) => {
    await page.goto('/espanol/login/');
    await fillSignIn(page, 'pmover', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login\//);
    await page.goto('/espanol/profile/household-ids');
    await page.getByRole('link', { name: 'Pasar mis identificaciones' }).tap();
    await expect(page).toHaveURL(/\/espanol\/profile\/transfer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pase sus identificaciones de usuario a su cuenta nueva',
    );
    await expect(page.getByRole('region', { name: 'Cuenta nueva 7812-450070-09' })).toBeVisible();
    await expect(page.getByText('Todavía no hay identificaciones en la cuenta nueva.')).toBeVisible();
    await noHorizontalScroll(page);
    await axe('transfer, es, 375');
    await page.getByRole('button', { name: 'Pasar las identificaciones' }).tap();
    const dialog = page.getByRole('dialog', { name: '¿Pasar estas identificaciones?' });
    await expect(dialog).toBeVisible();
    await noHorizontalScroll(page);
    await dialog.getByRole('button', { name: 'Ahora no' }).tap();
    await expect(dialog).toBeHidden();
  });
});

test.describe('account transfer of ids, by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("pmover moves the household's ids to the new account, taking one member along", async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('pmover');
    await page.goto('/profile/household-ids');
    await expect(page.getByRole('heading', { level: 1, name: 'User IDs and mailboxes' })).toBeVisible();
    const offer = page.getByRole('link', { name: 'Move my user ids' });
    await offer.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/transfer$/);
    const current = page.getByRole('region', { name: 'Previous account 7812-450069-08' });
    await expect(current.getByLabel(/pmover \(primary user, always moves\)/)).toBeChecked();
    await axe('transfer, 1280');

    // choose pmover.kid by keyboard; pmover.teen stays behind
    await current.getByLabel(/^pmover\.kid/).focus();
    await page.keyboard.press('Space');
    await expect(current.getByLabel(/^pmover\.kid/)).toBeChecked();
    await page.getByRole('button', { name: 'Move the ids' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move these ids?' });
    await expect(
      dialog.getByText('These ids will belong to your new account (7812-450070-09): pmover, pmover.kid.'),
    ).toBeVisible();
    await axe('transfer confirm');
    await dialog.getByRole('button', { name: 'Yes, move them' }).focus();
    await page.keyboard.press('Enter');

    await expect(page.getByText('Transferred', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your user ids have been transferred to your new account (7812-450070-09).'),
    ).toBeVisible();
    await expect(page.getByText('Moved: pmover, pmover.kid')).toBeVisible();
    await axe('transfer result');

    // the same browser goes on working, now on the new account; pmover.teen was left behind, so
    // the offer stays, worded for the ids left
    await page.getByRole('link', { name: 'Back to user ids' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'User IDs and mailboxes' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: /pmover\.kid/ })).toBeVisible();
    await expect(page.getByRole('listitem', { name: /pmover\.teen/ })).toHaveCount(0);
    await expect(page.getByText(/^Some of your user ids are still on your previous account/)).toBeVisible();

    // the teen follows: the primary is already there and does not move again
    await page.getByRole('link', { name: 'Move my user ids' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/transfer$/);
    await expect(page.getByText(/^Your primary user id is already on your new account\./)).toBeVisible();
    await expect(page.getByText(/always moves/)).toHaveCount(0);
    await axe('transfer, ids left behind');
    await current.getByLabel(/^pmover\.teen/).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Move the ids' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByText('These ids will belong to your new account (7812-450070-09): pmover.teen.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, move them' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Moved: pmover.teen')).toBeVisible();

    // nothing is left behind now: the offer is gone
    await page.getByRole('link', { name: 'Back to user ids' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listitem', { name: /pmover\.teen/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Move my user ids' })).toHaveCount(0);
  });
});
