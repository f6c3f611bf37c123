import { expect, noHorizontalScroll, test } from './fixtures.ts';

// Pricing and My services (issue 19 items 7 and 8): jsmith moves his internet up to 1 Gig from My
// services by keyboard, sees his plan and his next bill change, and moves it back (other journeys
// read his plan); his secondary id is told to sign in as the primary user; mgarcia reads My
// services and the Showtime offer in Spanish on a phone; /smarthome-info opens for anyone.

test.describe('My services at 1280 px, by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('jsmith upgrades his internet tier, sees the change, and changes it back', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith');
    await page.goto('/upgrades#/');
    await expect(page.getByRole('heading', { level: 1, name: 'My services' })).toBeVisible();
    const have = page.getByRole('list', { name: 'Your services' });
    await expect(have).toContainText('Internet 300');
    await expect(page.getByRole('table', { name: 'One-time charges' })).toContainText('$1.99');
    await axe('my services');

    await page.getByRole('button', { name: 'See upgrades' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Upgrades and changes' })).toBeFocused();

    await page.getByRole('button', { name: 'Upgrade to Internet 1 Gig' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change your plan to Internet 1 Gig?' });
    await expect(dialog).toContainText('It takes the place of Internet 300 ($39.99 a month).');
    await axe('my services, confirm');
    await dialog.getByRole('button', { name: 'Confirm the change' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(
      'Done: Internet 1 Gig is on your plan. Your next bill shows the change.',
    );
    await dialog.getByRole('button', { name: 'Close' }).last().focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);

    await expect(have).toContainText('Internet 1 Gig');
    await expect(have).not.toContainText('Internet 300');
    const next = page.getByRole('table', { name: 'Your next bill' });
    await expect(next).toContainText('Internet 1 Gig');
    await expect(page.getByRole('list', { name: 'Your recent orders' })).toContainText(
      'Plan change: Internet 1 Gig',
    );
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your services' })).toContainText('Internet 1 Gig');

    // back to Internet 300, as the other journeys expect
    await page.getByRole('button', { name: 'Switch to Internet 300' }).focus();
    await page.keyboard.press('Enter');
    const back = page.getByRole('dialog', { name: 'Change your plan to Internet 300?' });
    await back.getByRole('button', { name: 'Confirm the change' }).focus();
    await page.keyboard.press('Enter');
    await expect(back).toContainText('Done: Internet 300 is on your plan.');
    await back.getByRole('button', { name: 'Close' }).last().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Your services' })).toContainText('Internet 300');
    await noHorizontalScroll(page);
  });

  test('jsmith.kid sees the services and is told to sign in as the primary user', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith.kid');
    await page.goto('/upgrades');
    await expect(page.getByRole('list', { name: 'Your services' })).toContainText('Internet 300');
    await expect(page.getByText('Please sign in as the primary user to change your services.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Upgrade to / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Order the security suite' })).toHaveCount(0);
    await axe('my services, secondary user');
  });

  test('/smarthome-info opens for a visitor, with its carousel working by keyboard', async ({
    page,
    axe,
  }) => {
    await page.goto('/smarthome-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart home' })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Featured' });
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: 'Slide 2 of 3' })).toContainText('Comfort that learns');
    await expect(page.getByRole('heading', { name: 'Nest devices' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await axe('smart home');
  });
});

test.describe('My services at 375 px, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('mgarcia reads his plan and the Showtime offer in Spanish', async ({ page, signIn, axe }) => {
    await signIn('mgarcia');
    await page.goto('/espanol/upgrades');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis servicios' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Ver mejoras' })).toBeInViewport();
    await expect(page.getByRole('list', { name: 'Sus servicios' })).toContainText(
      'TV Core con DVR en la nube',
    );
    await expect(page.getByRole('button', { name: 'Mejorar a Internet 1 Giga' })).toBeVisible();
    // Mott Haven is not a regulated area: installation is 59.95
    await expect(page.getByRole('table', { name: 'Cargos únicos' })).toContainText('$59.95');
    await noHorizontalScroll(page);
    await axe('mis servicios');

    await page.goto('/espanol/showtimeoffer');
    await expect(page.getByRole('heading', { level: 1, name: 'Agregue Showtime a su TV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar Showtime por $11.00 al mes' })).toBeInViewport();
    await noHorizontalScroll(page);
    await axe('oferta de Showtime');

    await page.goto('/espanol/smarthome-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Hogar inteligente' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Destacados' })).toBeVisible();
    await noHorizontalScroll(page);
    await axe('hogar inteligente');
  });
});
