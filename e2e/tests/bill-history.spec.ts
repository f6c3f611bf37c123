import { expect, noHorizontalScroll, test } from './fixtures.ts';

// The bill history chart on My bill (issue 20 item 5): jsmith's last 12 bills as bars (the demo
// data gives each account a year of statements), each opening
// the statement and what changed on it; a table says the same. And the promotion correction: TV
// Select is billed at its promotional $39.99 on My services and on every statement.

test('jsmith opens an older bill from the chart by keyboard and lands on what changed on it', async ({
  page,
  signIn,
  axe,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('jsmith');
  await page.goto('/pay-bill/my-bill/');
  const chart = page.getByRole('group', { name: 'Total due on each bill' });
  const bars = chart.getByRole('button');
  await expect(bars).toHaveCount(12);
  await expect(page.getByText(/^The total due on each of your last 12 bills\./)).toBeVisible();
  await expect(bars.last()).toHaveAttribute('aria-current', 'true');
  await axe('my bill with the bill history chart, 1280 px');

  // Keyboard only: Tab to the chart (one stop, the shown bill), one bar left, Enter.
  let reached = false;
  for (let i = 0; i < 80 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await bars.last().evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'the chart is reached with Tab').toBe(true);
  await page.keyboard.press('ArrowLeft');
  const previous = bars.nth(10);
  await expect(previous).toBeFocused();
  const name = (await previous.getAttribute('aria-label')) ?? '';
  expect(name).toMatch(/^Bill of [A-Z][a-z]+ \d{1,2}, \d{4}: \$[\d,]+\.\d{2}$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?statement=st_/);
  const explainer = page.getByRole('region', { name: 'What changed since last month' });
  await expect(explainer).toBeFocused();
  // The bill before the latest: the HD box's one-time order is on it.
  await expect(explainer).toContainText('Order: HD box delivery and activation');
  await expect(previous).toHaveAttribute('aria-current', 'true');
  // Its statement carries TV Select's promotion line, at the promotional price.
  await expect(page.getByRole('row', { name: 'Promotional price, TV Select -$15.00' })).toBeVisible();

  // The table equivalent, with a link to each bill.
  await page.getByText('Show the bills as a table').click();
  const table = page.getByRole('table', { name: 'Total due on each bill, oldest first' });
  // A header row and a row for each of the 12 bills, oldest first, each with its link.
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('link', { name: /^See what changed/ })).toHaveCount(12);
  await axe('my bill with the bills table open, 1280 px');
  await table
    .getByRole('link', { name: /^See what changed/ })
    .last()
    .click();
  await expect(bars.last()).toHaveAttribute('aria-current', 'true');
  await expect(explainer.getByText('+$2.88 since last month')).toBeVisible();

  // 375 px: the bars fit, nothing scrolls sideways; Spanish months and money.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/espanol/pay-bill/my-bill/');
  const es = page.getByRole('group', { name: 'Total a pagar de cada factura' });
  await expect(es.getByRole('button')).toHaveCount(12);
  await expect(es.getByRole('button').last()).toHaveAttribute(
    'aria-label',
    /^Factura del \d{1,2} de [a-z]+ de \d{4}: \$[\d,]+\.\d{2}$/,
  );
  await noHorizontalScroll(page);
  const box = await es.getByRole('button').first().boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  await es.getByRole('button').first().click();
  await expect(page.getByRole('region', { name: 'Qué cambió desde el mes pasado' })).toBeFocused();
  await axe('my bill with the bill history chart, Spanish, 375 px');
});

test('My services bills TV Select at the promotional price the promotion card names', async ({
  page,
  signIn,
  axe,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('jsmith');
  await page.goto('/upgrades#/');
  const have = page.getByRole('list', { name: 'Your services' });
  const tv = have.getByRole('listitem').filter({ hasText: 'TV Select' });
  await expect(tv).toContainText('$39.99 a month');
  await expect(tv).toContainText(/Promotional price until [A-Z][a-z]+ \d{1,2}, \d{4}, then \$54\.99 a month/);
  await axe('my services with a promotion');
});
