import { expect, fillSignIn, test, DEMO_PASSWORD } from './fixtures.ts';

test.describe('signing in', () => {
  test('an anonymous visit to /pay-bill/ lands on sign-in with the referer, and sign-in comes back', async ({
    page,
    axe,
  }) => {
    await page.goto('/pay-bill/');
    await expect(page).toHaveURL(/\/login\/\?referer=(%2F|\/)pay-bill(%2F|\/)/);
    await axe('login with referer');
    await fillSignIn(page, '  jsmith  ', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/pay-bill\/$/);
    await expect(page.getByRole('link', { name: /jsmith/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Account summary' }).getByText('7812-450062-01'),
    ).toBeVisible();
    await axe('pay-bill');
  });

  for (const { width, path, heading } of [
    { width: 375, path: '/login/', heading: 'Sign in' },
    { width: 1280, path: '/login/', heading: 'Sign in' },
    { width: 375, path: '/espanol/login/', heading: 'Iniciar sesión' },
    { width: 1280, path: '/espanol/login/', heading: 'Iniciar sesión' },
  ]) {
    test(`the sign-in page ${path} is axe-clean at ${width} px`, async ({ page, axe }) => {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await axe(`${path} at ${width} px`);
    });
  }

  test('a wrong password shows the attempts remaining and keeps the id', async ({ page, axe }) => {
    await page.goto('/login/');
    await fillSignIn(page, 'latepay', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText(/4/);
    await expect(page.getByLabel(/^(id|user id|coax id)/i).first()).toHaveValue('latepay');
    await axe('login error');
  });

  test('an empty id and an empty password are flagged before anything is sent', async ({ page, axe }) => {
    await page.goto('/login/');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByLabel(/^(id|user id|coax id)/i).first()).toHaveAttribute('aria-invalid', 'true');
    await page
      .getByLabel(/^(id|user id|coax id)/i)
      .first()
      .fill('jsmith');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByLabel(/^password/i).first()).toHaveAttribute('aria-invalid', 'true');
    await axe('login validation');
  });

  test('signing out ends the session', async ({ page, signIn, axe }) => {
    await signIn('jsmith');
    await page.goto('/profile/');
    await axe('profile');
    await page.getByRole('button', { name: /^sign out$/i }).click();
    await expect(page.getByRole('link', { name: /^sign in$/i }).first()).toBeVisible();
    await page.goto('/pay-bill/');
    await expect(page).toHaveURL(/\/login\//);
  });

  test("a protected page without the session cookie says 'No session. Login required.'", async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('netonly');
    await page.goto('/internet/wifi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.context().clearCookies({ name: 'coax_sid' });
    await page.goto('/profile/household-ids');
    await expect(page).toHaveURL(/\/login\/\?referer=\/profile\/household-ids&reason=none$/);
    await expect(page.getByText('No session. Login required.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await axe('login after the cookie went');
  });

  test("a session signed out on another device says 'Your session has expired. Login required.'", async ({
    page,
    browser,
    signIn,
    axe,
  }) => {
    await signIn('netonly');
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto('/login/?referer=/profile/');
    await fillSignIn(other, 'netonly', DEMO_PASSWORD);
    await other.getByRole('button', { name: 'Sign out everywhere' }).click();
    await other
      .getByRole('dialog', { name: 'Sign out everywhere?' })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await expect(other).toHaveURL(/reason=signed-out-everywhere/);
    await elsewhere.close();

    await page.goto('/internet/wifi');
    await expect(page).toHaveURL(/\/login\/\?referer=\/internet\/wifi&reason=expired$/);
    await expect(page.getByText('Your session has expired. Login required.')).toBeVisible();
    await axe('login after the session ended');
  });
});

test.describe('a lockout strangers cannot turn against the subscriber', () => {
  // The journeys after this one in the group sign netonly in from fresh browsers, so an agent
  // lifts the ban again whatever happened in the journey (lifting twice is harmless).
  test.afterEach(async ({ browser }) => {
    const desk = await browser.newContext();
    const agent = await desk.newPage();
    await agent.goto('/login/');
    await fillSignIn(agent, 'agent1', DEMO_PASSWORD);
    await expect(agent).toHaveURL(/\/csr\/$/);
    const csrf = (await desk.cookies()).find((c) => c.name === 'coax_csrf')?.value ?? '';
    const lifted = await agent.request.post('/api/csr/sign-in-ban/lift', {
      headers: { 'x-csrf-token': csrf },
      data: { id: 'netonly' },
    });
    expect(lifted.status()).toBe(200);
    await desk.close();
  });

  test("a stranger's wrong passwords lock out strangers; netonly's own browser still signs in, and an agent unlocks the id", async ({
    page,
    browser,
    axe,
  }) => {
    test.slow();
    // netonly's own browser: it signed in here before, and signs out
    await page.goto('/login/');
    await fillSignIn(page, 'netonly', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login\//);
    await page.goto('/profile/');
    await page.getByRole('button', { name: /^sign out$/i }).click();
    await expect(page.getByRole('link', { name: /^sign in$/i }).first()).toBeVisible();

    // a stranger, elsewhere, guesses five times; then even the right password is refused
    const strangers = await browser.newContext();
    const stranger = await strangers.newPage();
    await stranger.goto('/login/');
    for (let i = 1; i <= 5; i++) {
      await fillSignIn(stranger, 'netonly', `guess-${i}-guess`);
      await expect(stranger.getByRole('alert')).toContainText(i < 5 ? String(5 - i) : /try again at/);
    }
    await fillSignIn(stranger, 'netonly', DEMO_PASSWORD);
    await expect(stranger.getByRole('alert')).toContainText(/try again at/);
    await expect(stranger).toHaveURL(/\/login\//);
    await axe('sign-in locked for a stranger', stranger);

    // the subscriber's own browser signs in all the same
    await page.goto('/login/');
    await fillSignIn(page, 'netonly', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login\//);

    // an agent sees the lock on the desk and lifts it; the stranger's browser may sign in again
    const desk = await browser.newContext();
    const agent = await desk.newPage();
    await agent.goto('/login/');
    await fillSignIn(agent, 'agent1', DEMO_PASSWORD);
    await expect(agent).toHaveURL(/\/csr\/$/);
    await agent.getByLabel('Account number or user ID').fill('netonly');
    await agent.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(agent.getByText('Sign-in locked for other devices')).toBeVisible();
    await axe('agent desk, a locked id', agent);
    await agent.getByRole('button', { name: 'Unlock sign-in for netonly' }).click();
    await expect(agent.getByText('Sign-in for netonly is unlocked.')).toBeVisible();
    await expect(agent.getByText('Sign-in locked for other devices')).toBeHidden();
    await desk.close();

    await fillSignIn(stranger, 'netonly', DEMO_PASSWORD);
    await expect(stranger).not.toHaveURL(/\/login\//);
    await strangers.close();
  });
});
