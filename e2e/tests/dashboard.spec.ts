import { expect, test } from './fixtures.ts';

// The home page of seed 000 §2: the bill widget and the dashboard, per demo account, at the
// seed's phone and desktop widths, keyboard only where it matters.

test.describe('home dashboard and bill widget', () => {
  for (const width of [375, 1280]) {
    test(`jsmith sees the bill in cycle and their two chosen modules at ${width} px`, async ({
      page,
      signIn,
      axe,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn('jsmith');
      const bill = page.getByRole('region', { name: 'Your bill' });
      await expect(bill.getByRole('link', { name: 'Make a payment' })).toHaveAttribute('href', '/pay-bill/');
      const slots = page.getByRole('region', { name: 'Your dashboard' });
      await expect(slots.getByText('You have 3 new voicemails.')).toBeVisible();
      await expect(slots.getByText('6 messages in your mailbox')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await axe(`home as jsmith at ${width} px`);
    });
  }

  test('latepay is asked to pay the past-due amount; the mailbox is under maintenance', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('latepay');
    await expect(page.getByText('Your account is 30 days past due.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'E-mail' })
        .getByText('User account temporarily unavailable for system maintenance.'),
    ).toBeVisible();
    await axe('home as latepay');
  });

  test('netonly has nothing due after paying, and is offered a mailbox', async ({ page, signIn }) => {
    await signIn('netonly');
    await expect(page.getByText('Your account is up to date. Nothing is due right now.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View your bill' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'E-mail' }).getByRole('link', { name: 'Get a mailbox' }),
    ).toBeVisible();
  });

  test('a slot is changed with the keyboard alone and stays changed', async ({ page, signIn, axe }) => {
    await signIn('acmebiz');
    const change = page.getByRole('button', { name: 'Change the right module' });
    await change.focus();
    await page.keyboard.press('Enter');
    const select = page.getByRole('combobox', { name: 'Module for the right side' });
    await expect(select).toBeFocused();
    await select.selectOption({ label: 'TV best bets' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your dashboard is updated.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change the right module' })).toBeFocused();
    await axe('home after changing a slot');
    await page.reload();
    const slots = page.getByRole('region', { name: 'Your dashboard' });
    await expect(slots.getByRole('heading', { level: 3, name: 'TV best bets' })).toBeVisible();
  });

  test('the current-balance tooltip opens from the keyboard and closes with Escape', async ({
    page,
    signIn,
  }) => {
    await signIn('jsmith');
    await page.getByRole('button', { name: 'About your current balance' }).focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();
  });
});
