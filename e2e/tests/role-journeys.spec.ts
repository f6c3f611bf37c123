import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillSignIn, test } from './fixtures.ts';

// Seed 000 from each role's side: the first page after sign-in shows, together, the header for
// the role, the alerts the account earns (seed 000 §3, §4, §8), the outage status, the bill
// widget's state and the dashboard modules. Other journeys pay bills as jsmith before this file
// runs, so amounts are matched by shape where they can move.

/** Every alert in the drawer, in order, as "type | heading | text", read with Next alert. */
async function drawerAlerts(page: Page): Promise<string[]> {
  const drawer = page.getByRole('region', { name: /^(Alerts|Alertas)$/ });
  const counter = await drawer.getByText(/^(Alerts|Alertas) \d+ (of|de) \d+$/).innerText();
  const total = Number(counter.split(/ (?:of|de) /)[1]);
  // Until opened the drawer is one slim row; open it to read each card.
  const open = drawer.getByRole('button', { name: /^(Open alerts|Abrir alertas)$/ });
  if (await open.isVisible()) await open.click();
  const seen: string[] = [];
  for (let i = 0; i < total; i++) {
    seen.push((await drawer.locator('article').innerText()).replace(/\s*\n+\s*/g, ' | '));
    if (i < total - 1) await drawer.getByRole('button', { name: /^(Next alert|Siguiente alerta)$/ }).click();
  }
  return seen;
}

const dueNow =
  /\$[\d,]+\.\d\d is due at this time\. \| Please make your payment to avoid any interruption of services\./;

test.describe('each role, header to dashboard', () => {
  test('a visitor: sign-in link, outage link for visitors, general alerts only, the bill asks to sign in', async ({
    page,
    axe,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('link', { name: /^sign in$/i }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /check for outages/i }).first()).toHaveAttribute(
      'href',
      /\/support\/outage\/#\/UnauthenticatedUserOutage/,
    );
    const alerts = await drawerAlerts(page);
    expect(alerts.join('\n')).not.toMatch(/Service alert|is due at this time/);
    await expect(
      page.getByRole('region', { name: 'Your bill' }).getByText('Please sign in to view and pay your bill.'),
    ).toBeVisible();
    await axe('home, visitor');
  });

  test('jsmith: greeting, maintenance status, the balance alert, the bill in cycle, voicemail and e-mail', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith');
    await expect(page.getByRole('link', { name: 'Hi, jsmith' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Service status: Network maintenance' })).toBeVisible();
    expect((await drawerAlerts(page)).some((a) => dueNow.test(a))).toBe(true);
    await expect(
      page.getByRole('region', { name: 'Your bill' }).getByText(/^Your balance of \$[\d,]+\.\d\d is due on /),
    ).toBeVisible();
    const slots = page.getByRole('region', { name: 'Your dashboard' });
    await expect(slots.getByText('You have 3 new voicemails.')).toBeVisible();
    await expect(slots.getByText(/\d+ messages in your mailbox/)).toBeVisible();
    await axe('home, jsmith');
  });

  test('jsmith.kid at 375 px: no bill alerts, the primary-user notice, no DVR', async ({
    page,
    signIn,
    axe,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await signIn('jsmith.kid');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, jsmith.kid' })).toBeVisible();
    const alerts = (await drawerAlerts(page)).join('\n');
    expect(alerts).not.toMatch(/is due at this time|past due/);
    await expect(
      page
        .getByRole('region', { name: 'Your bill' })
        .getByText('Please sign in as the primary user to view and pay your bill.'),
    ).toBeVisible();
    await expect(page.getByText('DVR recording is not part of your service.')).toBeVisible();
    await axe('home, jsmith.kid, 375 px');
  });

  test('mgarcia: Spanish from sign-in, service restored, her bill, and Favorites instead of a cart', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('mgarcia');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Hola, mgarcia' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Estado del servicio: Servicio restablecido' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Su factura' }).getByText(/^Su saldo de \$[\d,]+\.\d\d vence el /),
    ).toBeVisible();
    const favorites = page.getByRole('region', { name: 'Favoritos' });
    await expect(favorites.getByText(/\(HD\)$/).first()).toBeVisible();
    await expect(favorites.getByRole('link', { name: 'Ir a sus favoritos' })).toHaveAttribute(
      'href',
      /\/tv\/favorites\/$/,
    );
    await expect(page.getByRole('region', { name: 'Carrito' })).toHaveCount(0);
    await axe('home, mgarcia');
  });

  test('netonly: an outage on the account, nothing due, and TV modules offered as upgrades', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('netonly');
    await expect(page.getByRole('link', { name: 'Service status: Service outage' })).toBeVisible();
    expect(await drawerAlerts(page)).toContainEqual(
      expect.stringMatching(/Service alert \| Outage detected/),
    );
    await expect(page.getByText('Your account is up to date. Nothing is due right now.')).toBeVisible();
    await expect(page.getByText('On Demand comes with Coax TV.')).toBeVisible();
    await axe('home, netonly');
  });

  test('latepay: past-due alert and widget, the balance alert, On Demand on hold', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('latepay');
    await expect(page.getByRole('link', { name: 'Service status: On Demand on hold' })).toBeVisible();
    const alerts = await drawerAlerts(page);
    expect(alerts).toContainEqual(expect.stringMatching(/Service alert \| Your account is past due/));
    expect(alerts.some((a) => dueNow.test(a))).toBe(true);
    await expect(
      page.getByText(
        /^Your account is 30 days past due\. Please pay the past-due amount of \$[\d,]+\.\d\d now\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay now' }).first()).toBeVisible();
    await axe('home, latepay');
  });

  test('agent1: the agent bar and desk, general alerts only, no bill of their own', async ({ page, axe }) => {
    await page.goto('/login/');
    await fillSignIn(page, 'agent1', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/csr\/$/);
    await expect(page.getByText('Agent agent1 · not acting for a subscriber')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Agent desk' })).toBeVisible();
    expect((await drawerAlerts(page)).join('\n')).not.toMatch(/Service alert|is due at this time/);
    await expect(page.getByRole('region', { name: 'Your bill' })).toHaveCount(0);
    await axe('agent desk');
  });
});
