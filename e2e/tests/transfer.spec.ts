import type { Locator, Page } from '@playwright/test';
import { expect, noHorizontalScroll, test } from './fixtures.ts';

// Moving house (issue 5, seed 002 §4 Transfer wizard): jmover's old account was disconnected 20
// days ago, so 70 of the 90 days remain. Keyboard only: every control is reached with Tab and
// used with Enter, Space, the arrow keys or Escape.
//
// One server and one database serve the whole run: maybe-later (which changes nothing on the
// server) comes first, the transfer (which ends the offer) last.

/** Tabs forward until `target` has focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('jmover, who has just moved', () => {
  test('takes maybe-later with more than 30 days left at 375 px in Spanish: the wizard closes at once and the remind_later cookie keeps it away', async ({
    page,
    signIn,
    axe,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn('jmover');
    await page.goto('/espanol/home');
    const wizard = page.getByRole('dialog', { name: 'Transfiera su configuración de pago' });
    await expect(
      wizard.getByRole('heading', { name: 'Pase su información de pago a su nueva cuenta' }),
    ).toBeVisible();
    await expect(wizard.getByRole('checkbox', { name: /Visa 4242/ })).toBeFocused();
    await noHorizontalScroll(page);
    await axe('asistente de transferencia at 375 px');

    await tabTo(page, wizard.getByRole('button', { name: 'Quizás más tarde' }));
    await page.keyboard.press('Enter');
    await expect(wizard).toBeHidden();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'remind_later');
    expect(cookie?.value).toBe('1');
    // It lasts until 30 days remain: 70 - 30 = 40 days from now, give or take the clock's minute.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(39.9);
    expect(days).toBeLessThan(40.1);

    // A new page load does not open it again; the pay-bill header still offers the way in.
    await page.goto('/espanol/pay-bill/');
    await expect(page.getByRole('button', { name: 'Transferir mi configuración de pago' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await noHorizontalScroll(page);
    await axe('pagar factura con aviso de mudanza at 375 px');
  });

  test('edits autopay, tries to close (cancel confirm), goes back, transfers, and the new account then has the methods and autopay', async ({
    page,
    signIn,
    axe,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn('jmover');
    const wizard = page.getByRole('dialog', { name: 'Transfer your payment settings' });
    await expect(
      wizard.getByRole('heading', { name: 'Move your payment info to your new account' }),
    ).toBeVisible();
    await expect(wizard.getByText('Visa 4242, 3 days before the due date')).toBeVisible();
    await axe('transfer wizard: initial');

    // Edit the automatic payments: two days before the due date instead of three.
    await tabTo(page, wizard.getByRole('button', { name: 'Edit automatic payments' }));
    await page.keyboard.press('Enter');
    await expect(wizard.getByRole('heading', { name: 'Edit automatic payments' })).toBeFocused();
    await axe('transfer wizard: edit automatic payments');
    const days = wizard.getByRole('combobox', { name: 'Number of days before the due date' });
    await tabTo(page, days);
    await page.keyboard.press('ArrowUp');
    await expect(days).toHaveValue('2');

    // Try to close with a change: the wizard asks first.
    await page.keyboard.press('Escape');
    await expect(wizard.getByRole('heading', { name: 'Discard your changes?' })).toBeFocused();
    await axe('transfer wizard: cancel confirm');
    await tabTo(page, wizard.getByRole('button', { name: 'No, thanks' }));
    await page.keyboard.press('Enter');
    await expect(wizard.getByRole('heading', { name: 'Edit automatic payments' })).toBeFocused();
    await expect(days).toHaveValue('2');
    await tabTo(page, wizard.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(wizard.getByText('Visa 4242, 2 days before the due date')).toBeVisible();

    // Authorise and transfer.
    await tabTo(page, wizard.getByRole('checkbox', { name: /I authorize the transfer/ }));
    await page.keyboard.press('Space');
    await tabTo(page, wizard.getByRole('button', { name: 'Transfer', exact: true }));
    await page.keyboard.press('Enter');
    await expect(wizard.getByRole('heading', { name: 'Transfer complete' })).toBeFocused();
    await expect(
      wizard.getByText(
        'Your payment info and settings have been transferred to your new account (7812-450068-07).',
      ),
    ).toBeVisible();
    await expect(
      wizard.getByText(/Your first automatic payment on the new account is scheduled for/),
    ).toBeVisible();
    await expect(wizard.getByText(/You had a max payment amount set on your previous account/)).toBeVisible();
    await axe('transfer wizard: result');
    await tabTo(page, wizard.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await expect(wizard).toBeHidden();

    // The new account has them; the offer is over.
    await page.goto('/pay-bill/payment-options/');
    const saved = page.getByRole('list', { name: 'Saved payment methods' });
    await expect(saved).toContainText('Visa 4242');
    await expect(saved).toContainText('Checking 3456');
    await expect(page.getByText('You have moved')).toHaveCount(0);
    await axe('payment options after the transfer');
    await page.goto('/pay-bill/automatic-payments/');
    await expect(page.getByText('Visa 4242').first()).toBeVisible();
    await expect(page.getByText(/2 days before/).first()).toBeVisible();
    await axe('automatic payments after the transfer');

    // For 90 days the old account can still be chosen in the header (toggleAccount).
    const account = page.getByRole('combobox', { name: 'Account' });
    await expect(account).toHaveValue('7812-450068-07');
    await tabTo(page, account, 80);
    await page.keyboard.press('ArrowDown');
    await expect(account).toHaveValue('7812-450067-06');
    await expect(account).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue('7812-450067-06');
    await axe('automatic payments on the old account');
  });
});
