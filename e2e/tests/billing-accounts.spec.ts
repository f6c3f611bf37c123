import { expect, test } from './fixtures.ts';

// One account at a time (issue 23 item 2): whichever way bill pay's account is chosen (the
// header's choice, /pay-bill?ppi=1, the home page's bill), the number shown is the bill's own.
// jmover has the new account (type 0) and the old one (type 2) within its 90 days. Only this
// session's choice changes, and the journey ends on the new account as the seed had it.

const NEW = '7812-450068-07';
const OLD = '7812-450067-06';

test('jmover switches to the old account, then ?ppi=1 brings bill pay back to the type-0 account, and home shows that bill', async ({
  page,
  signIn,
  axe,
}) => {
  // The transfer offer stays closed: this journey is about the account, not the move.
  const { hostname } = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url());
  await page.context().addCookies([{ name: 'remind_later', value: '1', domain: hostname, path: '/' }]);
  await signIn('jmover');

  await page.goto('/pay-bill/');
  const header = page.getByRole('region', { name: 'Your billing account' });
  const summary = page.getByRole('region', { name: 'Account summary' });
  const select = header.getByRole('combobox', { name: 'Account' });
  await expect(select).toHaveValue(NEW);
  await expect(summary.getByText(NEW)).toBeVisible();
  await select.selectOption(OLD);
  await expect(select).toHaveValue(OLD);
  await expect(summary.getByText(OLD)).toBeVisible();
  await expect(summary.getByText(NEW)).toHaveCount(0);

  await page.goto('/pay-bill/?ppi=1');
  await expect(header.getByText(`Account ${NEW}`, { exact: true })).toBeVisible();
  await expect(header.getByRole('combobox')).toHaveCount(0);
  await expect(summary.getByText(NEW)).toBeVisible();
  // The move notice names the old account; the header and the bill never do now.
  await expect(header.getByText(`Account ${OLD}`, { exact: true })).toHaveCount(0);
  await expect(summary.getByText(OLD)).toHaveCount(0);
  await axe('pay bill with ppi=1 after a switch');

  await page.goto('/home');
  const bill = page.getByRole('region', { name: 'Your bill' });
  await expect(bill.getByText(NEW)).toBeVisible();
  await expect(bill.getByText(OLD)).toHaveCount(0);
});
