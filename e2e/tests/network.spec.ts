import { expect, noHorizontalScroll, test } from './fixtures.ts';

// The home network (issue 17): jsmith renames the 5 GHz network, adds a port-forwarding rule (an
// overlapping one is refused and the first stays), registers a hotspot device, reads the usage
// chart and its table, pauses a device until tomorrow and resumes it, and turns promotions off;
// netonly reaches every page from the Internet menu; jsmith.kid may only look. One server and one
// database serve the run, so each test puts back what it changed. The clock moving a pause to its
// end is the server suite's (network-devices.test.ts): a journey cannot move the server's clock.

test.describe('home network at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('jsmith changes the network, its rules, devices, pauses and privacy', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith');
    await page.goto('/internet');
    await expect(page.getByRole('heading', { level: 1, name: 'Internet' })).toBeVisible();
    await axe('internet overview');

    // Router: rename the 5 GHz network, then put the name back.
    await page.getByRole('link', { name: 'Router settings' }).click();
    const band5 = page.getByRole('group', { name: '5 GHz network' });
    const ssid = band5.getByLabel('Network name');
    await expect(ssid).toHaveValue('Smith-Home-5G');
    await axe('router settings');
    await ssid.fill('Smith Upstairs');
    await page.getByRole('button', { name: 'Save wireless settings' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: '5 GHz network' }).getByLabel('Network name')).toHaveValue(
      'Smith Upstairs',
    );
    await page.getByRole('group', { name: '5 GHz network' }).getByLabel('Network name').fill('Smith-Home-5G');
    await page.getByRole('button', { name: 'Save wireless settings' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    // Port forwarding: add a rule, an overlapping one is refused at its field, the first stays.
    await page.goto('/internet/port-forwarding');
    const form = page.getByRole('form', { name: 'Add a rule' });
    await form.getByLabel('Name').fill('Web camera');
    await form.getByLabel('First outside port').fill('8443');
    await form.getByLabel('Last outside port').fill('8443');
    await form.getByLabel('Device port').fill('443');
    await form.getByLabel('Device address').fill('10.0.0.25');
    await form.getByRole('button', { name: 'Add the rule' }).click();
    await expect(page.getByText('The rule is added.')).toBeVisible();
    await form.getByLabel('Name').fill('Other camera');
    await form.getByLabel('First outside port').fill('8400');
    await form.getByLabel('Last outside port').fill('8500');
    await form.getByLabel('Device port').fill('443');
    await form.getByLabel('Device address').fill('10.0.0.25');
    await form.getByRole('button', { name: 'Add the rule' }).click();
    await expect(form.getByText('These ports are already forwarded by another rule.')).toBeVisible();
    await axe('port forwarding, refused');
    const rules = page.getByRole('region', { name: 'Port forwarding' });
    await expect(rules.getByText('Web camera', { exact: true })).toBeVisible();
    await rules.getByRole('button', { name: 'Remove Web camera' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove Web camera' }).click();
    await expect(rules.getByText('Web camera', { exact: true })).toBeHidden();

    // WiFi: the usage chart by keyboard and its table; register a hotspot device, then remove it.
    await page.goto('/internet/wifi');
    const chart = page.getByRole('group', { name: 'Data used each day' });
    await chart.focus();
    await page.keyboard.press('Home');
    await expect(page.locator('#net-usage-focus')).not.toBeEmpty();
    await page.getByText('Show the usage as a table').click();
    await expect(page.getByRole('table', { name: 'Usage by day' }).getByRole('row')).toHaveCount(31);
    const add = page.getByRole('form', { name: 'Register a device' });
    await add.getByLabel('Device name').fill('Spare phone');
    await add.getByLabel('MAC address').fill('001a2b3c4d5e');
    await expect(add.getByLabel('MAC address')).toHaveValue('00:1A:2B:3C:4D:5E');
    await add.getByLabel('E-mail').fill('john@example.com');
    await add.getByRole('button', { name: 'Register a device' }).click();
    await expect(page.getByText('The device is registered.')).toBeVisible();
    await axe('wifi devices and usage');
    await page.getByRole('button', { name: 'Remove Spare phone' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove Spare phone' }).click();
    await expect(page.getByRole('button', { name: 'Remove Spare phone' })).toBeHidden();

    // Network map: pause the tablet until tomorrow, see when it resumes, then resume it.
    await page.goto('/internet/devices');
    await page.getByRole('button', { name: "Pause Jamie's tablet" }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Until 7:00 tomorrow')).toBeChecked();
    await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(page.getByText(/^Paused until /)).toBeVisible();
    await axe('network map, paused');
    await page.getByRole('button', { name: "Resume Jamie's tablet" }).click();
    await expect(page.getByText(/^Paused until /)).toBeHidden();

    // Privacy: promotions off, then back on for the next run.
    await page.goto('/internet/privacy');
    const promotions = page.getByLabel('Send me promotions and offers');
    await promotions.uncheck();
    await page.getByRole('button', { name: 'Save privacy settings' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Send me promotions and offers')).not.toBeChecked();
    await page.getByLabel('Send me promotions and offers').check();
    await page.getByRole('button', { name: 'Save privacy settings' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
  });

  test('netonly reaches the pages from the Internet menu', async ({ page, signIn, axe }) => {
    await signIn('netonly');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.waitForLoadState('networkidle');
    await expect(async () => {
      await nav.getByRole('button', { name: 'Internet' }).click();
      await nav.getByRole('link', { name: 'Internet overview' }).click({ timeout: 3000 });
      await expect(page).toHaveURL(/\/internet$/, { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Internet' })).toBeVisible();
    // No active mailbox: no spam filter link.
    await expect(page.getByRole('link', { name: 'Spam filter' })).toBeHidden();
    for (const [link, heading] of [
      ['WiFi devices and usage', 'WiFi devices and usage'],
      ['Router settings', 'Router settings'],
      ['Port forwarding', 'Port forwarding'],
      ['Network map', 'Network map'],
      ['Premium tier', 'Premium tier'],
      ['Privacy settings', 'Privacy settings'],
    ] as const) {
      await page.goto('/internet');
      await page
        .getByRole('navigation', { name: 'Manage your network' })
        .getByRole('link', { name: link })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await axe(heading);
    }
  });

  test('jsmith.kid may look at the router settings but not change them', async ({ page, signIn }) => {
    await signIn('jsmith.kid');
    await page.goto('/internet/router');
    await expect(
      page.getByText("Only the account's primary holder can change the home network."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save wireless settings' })).toBeHidden();
    const res = await page.request.post('/api/network/privacy', {
      data: { recommendations: false, promotions: false },
    });
    expect(res.status()).toBe(403);
  });
});

test.describe('home network at 375 px, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the overview and the usage page fit a phone', async ({ page, signIn, axe }) => {
    await signIn('netonly');
    await page.goto('/espanol/internet');
    await expect(page.getByRole('heading', { level: 1, name: 'Internet' })).toBeVisible();
    await noHorizontalScroll(page);
    await axe('internet overview, Spanish');
    await page.getByRole('link', { name: 'Dispositivos WiFi y uso' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dispositivos WiFi y uso' })).toBeVisible();
    await noHorizontalScroll(page);
    await axe('wifi page, Spanish');
  });
});
