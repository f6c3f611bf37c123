import { expect, noHorizontalScroll, test } from './fixtures.ts';

// The support area (issue 18 item 1): the support home with its search, the most asked answers
// and the service notices; the contact page with the support line of the customer's corp; one
// notice's page. A visitor by keyboard at 1280 px, jsmith and acmebiz (another corp, its own
// line) signed in, on a phone at 375 px, and in Spanish. Nothing here changes the demo data.

test.describe('support at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor searches support, opens a most asked answer and the contact page by keyboard', async ({
    page,
    axe,
  }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const notices = page.getByRole('list', { name: 'Service notices' });
    await expect(
      notices.getByRole('link', { name: 'We never ask for your password by phone' }),
    ).toBeVisible();
    // a notice for one corp is not listed for a visitor
    await expect(notices.getByRole('listitem')).toHaveCount(1);
    await axe('support home, visitor');

    await page.getByRole('searchbox', { name: 'Search support' }).focus();
    await page.keyboard.type('modem');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/#\/support\/modem$/);

    await page.goBack();
    const answer = page.getByRole('list', { name: 'Most asked' }).getByRole('link').first();
    const title = (await answer.textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await answer.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/FAQ#\/answers\/a_id\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/support');
    await page.getByRole('link', { name: 'All the ways to reach us' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call 1-800-/ })).toHaveAttribute('href', /^tel:1800/);
    await axe('contact us, visitor');

    await page.goto('/support');
    await notices.getByRole('link', { name: 'We never ask for your password by phone' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/support\/notification\/#\?type=cms-detailed&id=1001$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We never ask for your password by phone' }),
    ).toBeVisible();
    await expect(page.getByText('We never ask for your password or PIN', { exact: false })).toBeVisible();
    await axe('notice, visitor');
  });

  test('acmebiz, of another corp, finds its own business line on the contact page', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('acmebiz');
    await page.goto('/support/contact-us/');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call 1-866-555-0142' })).toHaveAttribute(
      'href',
      'tel:18665550142',
    );
    await axe('contact us, acmebiz');
  });

  test('a notice that has ended says so', async ({ page, axe }) => {
    await page.goto('/support/notification/#?type=cms-detailed&id=1004');
    await expect(page.getByRole('alert')).toContainText('This notice is no longer available.');
    await axe('ended notice');
  });
});

test.describe('support at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test("jsmith opens the notice for their area's maintenance tonight from the support home", async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith');
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeInViewport();
    await expect(page.locator('[data-primary-action]')).toBeInViewport();
    await noHorizontalScroll(page);
    await axe('support home, jsmith, 375 px');

    const notice = page
      .getByRole('list', { name: 'Service notices' })
      .getByRole('link', { name: 'Planned maintenance in Hicksville tonight' });
    await notice.tap();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Planned maintenance in Hicksville tonight' }),
    ).toBeInViewport();
    await expect(page.getByText('Planned maintenance', { exact: true })).toBeVisible();
    await noHorizontalScroll(page);
    await axe('notice, jsmith, 375 px');

    await page.getByRole('link', { name: 'Questions? Contact us' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInViewport();
    await expect(page.locator('[data-primary-action]')).toBeInViewport();
    await noHorizontalScroll(page);
    await axe('contact us, jsmith, 375 px');
  });

  test('in Spanish: the support home, a notice and the contact page', async ({ page, axe }) => {
    await page.goto('/espanol/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Soporte' })).toBeInViewport();
    const notice = page
      .getByRole('list', { name: 'Avisos de servicio' })
      .getByRole('link', { name: 'Nunca le pedimos su contraseña por teléfono' });
    await expect(notice).toBeVisible();
    await noHorizontalScroll(page);
    await axe('support home in Spanish');
    await notice.tap();
    await expect(page).toHaveURL(/\/espanol\/support\/notification\/#\?type=cms-detailed&id=1001$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nunca le pedimos su contraseña por teléfono' }),
    ).toBeVisible();
    await axe('notice in Spanish');
    await page.getByRole('link', { name: '¿Preguntas? Comuníquese con nosotros' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Comuníquese con nosotros' })).toBeVisible();
    await noHorizontalScroll(page);
  });
});
