import { readFile } from 'node:fs/promises';
import { pdfText as drawnText } from '../../apps/server/src/platform/pdf/pdf-text.ts';
import { expect, noHorizontalScroll, test } from './fixtures.ts';

// The bill explainer (issue 20 item 1): jsmith's demo bill rose because the Internet 300
// promotion ended and an HD box was added; My bill and the statement PDF both say so.

/** The text the statement PDF draws, a line wrapped on the page read as one. */
const pdfText = (pdf: Buffer) => drawnText(pdf).replace(/\n/g, ' ');

const PROMO = /^Your promotional price for Internet 300 ended on [A-Z][a-z]+ \d{1,2}, \d{4}: \+\$20\.00$/;

test('jsmith sees what changed since last month on My bill, keyboard only, and the PDF says the same', async ({
  page,
  signIn,
  axe,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('jsmith');
  await page.goto('/pay-bill/my-bill/');
  await expect(page.getByRole('heading', { level: 1, name: 'My bill' })).toBeVisible();
  const explainer = page.getByRole('region', { name: 'What changed since last month' });
  await expect(explainer.getByText('+$2.88 since last month')).toBeVisible();
  const reasons = explainer.getByRole('listitem');
  await expect(reasons.first()).toHaveText(PROMO);
  await expect(reasons.nth(1)).toHaveText('New on this bill: HD box rental: +$9.99');
  await expect(explainer).toContainText('Credit: Service credit: internet outage');
  await expect(explainer).toContainText(
    "Last bill's one-time charge is not repeated: Order: HD box delivery and activation: -$19.99",
  );
  await axe('my bill with the explainer, 1280 px');

  // Keyboard only: Tab to the PDF link and press Enter.
  const downloadLink = page.getByRole('link', { name: /^Download PDF/ });
  let reached = false;
  for (let i = 0; i < 80 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await downloadLink.evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'the PDF link is reached with Tab').toBe(true);
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  const text = pdfText(await readFile(await download.path()));
  expect(text).toContain('What changed since last month');
  expect(text).toContain('+$2.88 since last month');
  expect(text).toMatch(
    /Your promotional price for Internet 300 ended on [A-Z][a-z]+ \d{1,2}, \d{4}: \+\$20\.00/,
  );
  expect(text).toContain('New on this bill: HD box rental: +$9.99');

  // 375 px: the explainer fits, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.reload();
  await expect(explainer.getByText('+$2.88 since last month')).toBeVisible();
  await expect(reasons.first()).toHaveText(PROMO);
  await noHorizontalScroll(page);
  await axe('my bill with the explainer, 375 px');

  // Spanish: the page and the PDF it links to.
  await page.goto('/espanol/pay-bill/my-bill/');
  const es = page.getByRole('region', { name: 'Qué cambió desde el mes pasado' });
  await expect(es.getByText('+$2.88 desde el mes pasado')).toBeVisible();
  await expect(es.getByRole('listitem').first()).toHaveText(
    /^Su precio promocional de Internet 300 terminó el \d{1,2} de [a-z]+ de \d{4}: \+\$20\.00$/,
  );
  await expect(es.getByText('Nuevo en esta factura: Alquiler de decodificador HD: +$9.99')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Impuestos estatales y locales' })).toBeVisible();
  await axe('my bill with the explainer, Spanish');
  const href = await page.getByRole('link', { name: /^Descargar PDF/ }).getAttribute('href');
  expect(href).toMatch(/lang=es$/);
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  const esText = pdfText(Buffer.from(await pdf.body()));
  expect(esText).toContain('+$2.88 desde el mes pasado');
  expect(esText).toMatch(/Su precio promocional de Internet 300 terminó el .+?: \+\$20\.00/);
  expect(esText).toContain('Alquiler de decodificador HD');
});
