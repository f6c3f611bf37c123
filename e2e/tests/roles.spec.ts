import { expect, fillSignIn, test, DEMO_PASSWORD } from './fixtures.ts';

test.describe('each role sees its own header and reach', () => {
  // mgarcia's profile language is Spanish: the portal speaks it from her sign-in on.
  for (const [id, greeting] of [
    ['jsmith', 'Hi'],
    ['mgarcia', 'Hola'],
    ['acmebiz', 'Hi'],
    ['latepay', 'Hi'],
    ['netonly', 'Hi'],
  ] as const) {
    test(`${id} signs in and is greeted by id`, async ({ page, signIn, axe }) => {
      await signIn(id);
      await expect(page.getByRole('link', { name: `${greeting}, ${id}` })).toBeVisible();
      await expect(page.getByRole('link', { name: /^sign in$/i })).toHaveCount(0);
      await axe(`home as ${id}`);
    });
  }

  test('the secondary user without bill pay is sent to the unauthorized page', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith.kid');
    await page.goto('/pay-bill/');
    await expect(page).toHaveURL(/\/pay-bill\/unauthorized\/$/);
    await expect(
      page.getByText('Please sign in as the primary user to view and pay your bill.'),
    ).toBeVisible();
    await axe('unauthorized');
  });

  test('anonymous visitors see the sign-in link and the outage link', async ({ page, axe }) => {
    await page.goto('/home');
    await expect(page.getByRole('link', { name: /^sign in$/i }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /check for outages/i }).first()).toHaveAttribute(
      'href',
      /\/support\/outage\/#\/UnauthenticatedUserOutage/,
    );
    await axe('anonymous home');
  });
});

test.describe('agents', () => {
  test('agent1 finds jsmith, acts for them, sees their bill, and the audit log records it', async ({
    page,
    axe,
  }) => {
    await page.goto('/login/');
    await fillSignIn(page, 'agent1', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/csr\/$/);
    await expect(page.getByText('Agent agent1')).toBeVisible();
    await axe('agent desk');

    await page.getByLabel('Account number or user ID').fill('jsmith');
    // exact: the header's site search has buttons whose names contain the word too
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Act for jsmith', exact: true }).click();
    await expect(page.getByText('acting for jsmith').first()).toBeVisible();

    // The desk shows jsmith's visits; the agent moves one on its appointment page (issue 16).
    const visits = page.getByRole('region', { name: 'Service appointments' });
    await visits.getByRole('link', { name: 'Internet installation visit 1001' }).click();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('grid').first().locator('[role="button"][tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const grid = dialog.getByRole('grid', { name: /^Choose a time on / });
    await grid
      .getByRole('button', { name: /, free$/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Move my appointment' }).click();
    await expect(page.getByText('Your appointment has moved.')).toBeVisible();
    await axe('appointment moved by an agent');

    await page.goto('/pay-bill/');
    await expect(
      page.getByRole('region', { name: 'Account summary' }).getByText('7812-450062-01'),
    ).toBeVisible();
    await axe('pay-bill as agent');

    await page.goto('/csr/');
    // The visit moved from the desk is a change: in the view the desk opens on.
    await expect(page.getByRole('table', { name: /Changes and acting sessions$/ })).toContainText(
      'POST /api/appointments/:token/reschedule',
    );
    // Reading the bill is a read: one filter away from the changes the desk opens on.
    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Reads only' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByRole('table', { name: /Reads only$/ })).toContainText('GET /api/billing/summary');
    await page.getByRole('button', { name: 'Stop acting' }).first().click();
    await expect(page.getByText('not acting for a subscriber').first()).toBeVisible();
  });
});

test.describe('language, keyboard and small screens', () => {
  test('the espanol path segment shows the sign-in page in Spanish', async ({ page, axe }) => {
    await page.goto('/espanol/login/');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await axe('login in Spanish');
  });

  test('the language=es cookie selects Spanish too', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'language', value: 'es', url: baseURL ?? '' }]);
    await page.goto('/login/');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  });

  test('a subscriber signs in with the keyboard alone', async ({ page }) => {
    await page.goto('/login/?referer=%2Fprofile%2F');
    await page.getByLabel('User ID').focus();
    await page.keyboard.type('jsmith');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('at 375 px the menu opens from its button and closes with Escape', async ({ page, axe }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pay bill' }),
    ).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pay bill' }),
    ).toBeVisible();
    await axe('phone menu open');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('at 1280 px the menus are in the header without a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pay bill' }),
    ).toBeVisible();
  });
});
