import { expect, noHorizontalScroll, test } from './fixtures.ts';

// The phone overview, the voicemail inbox and the webmail reader (issue 23 item 1): jsmith opens
// voicemail from the header, plays a message, marks it heard (the dashboard's count drops by one)
// and deletes it; then opens a message from the dashboard's E-mail module. mgarcia reads her mail
// in Spanish on a phone; netonly, without phone service, is told so.
// Demo data: the journey deletes one of jsmith's three voicemails (vm-0001, the Dr. Alvarez
// Dental message); no other journey of this server's group reads jsmith's voicemail. The e-mails
// it opens are already read, answered or seen, so opening them changes nothing.

test.describe('phone and mail at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('jsmith plays, marks heard and deletes a voicemail, and the dashboard follows', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith');
    const slots = page.getByRole('region', { name: 'Your dashboard' });
    await expect(slots.getByText('You have 3 new voicemails.')).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.waitForLoadState('networkidle');
    // the home page may still be settling after sign-in: open the menu until its link is followed
    await expect(async () => {
      await nav.getByRole('button', { name: 'Phone' }).click();
      await nav.getByRole('link', { name: 'Voicemail' }).click();
      await expect(page).toHaveURL(/\/phone\/voicemail$/);
    }).toPass();
    await expect(page.getByRole('heading', { level: 1, name: 'Voicemail' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Voicemail messages' });
    const dentist = list.getByRole('listitem').filter({ hasText: 'Dr. Alvarez Dental' });
    await expect(dentist.getByText('New', { exact: true })).toBeVisible();
    await expect(dentist.getByText(/confirm your cleaning on Thursday/)).toBeVisible();
    await axe('voicemail inbox');

    // The recording is a real WAV file the browser decodes and plays: as long as the message says.
    const played = await dentist.locator('audio').evaluate(async (audio: HTMLAudioElement) => {
      audio.muted = true;
      await audio.play();
      const playing = !audio.paused;
      audio.pause();
      return { playing, duration: Math.round(audio.duration) };
    });
    expect(played).toEqual({ playing: true, duration: 42 });

    await dentist.getByRole('button', { name: 'Mark heard' }).focus();
    await page.keyboard.press('Enter');
    await expect(dentist.getByRole('button', { name: 'Mark new' })).toBeVisible();
    await expect(dentist.getByText('Heard', { exact: true })).toBeVisible();

    await page.goto('/home');
    await expect(slots.getByText('You have 2 new voicemails.')).toBeVisible();

    await page.goto('/phone/voicemail');
    await dentist.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
    await expect(dialog).toBeVisible();
    await axe('delete voicemail dialog');
    await dialog.getByRole('button', { name: 'Delete message' }).click();
    await expect(page.getByText('The message was deleted.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('Dr. Alvarez Dental')).toHaveCount(0);

    await page.getByRole('link', { name: 'Phone overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Phone' })).toBeVisible();
    await expect(page.getByText('516 555-0100')).toBeVisible();
    await expect(page.getByText('2 new messages')).toBeVisible();
    await axe('phone overview');
    await page.goto('/home');
    await expect(slots.getByText('You have 2 new voicemails.')).toBeVisible();
  });

  test('jsmith opens a message from the dashboard E-mail module and goes back to the mailbox', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith');
    const mail = page.getByRole('region', { name: 'E-mail' });
    await mail.getByRole('link', { name: 'Re: Thanksgiving plans' }).click();
    await expect(page).toHaveURL(/\/webmail\/#\/message\/mail-0004$/);
    const message = page.getByRole('article', { name: 'Re: Thanksgiving plans' });
    await expect(message.getByText('Pat Smith')).toBeVisible();
    await expect(message.getByText(/bring the pie and the folding chairs/)).toBeVisible();
    await expect(message.getByText('Answered')).toBeVisible();
    await axe('webmail message');

    await page.getByRole('link', { name: 'Back to the mailbox' }).click();
    const list = page.getByRole('list', { name: 'Messages' });
    await expect(list.getByRole('listitem')).toHaveCount(6);
    await expect(list.getByRole('listitem').first()).toHaveClass(/mail-row--unseen/);
    await axe('webmail list');
  });

  test('netonly, without phone service, is told so with a way to support', async ({ page, signIn }) => {
    await signIn('netonly');
    await page.goto('/phone');
    await expect(page.getByRole('heading', { name: 'No phone service' })).toBeVisible();
    await expect(page.getByText(/does not have Coax phone service/)).toBeVisible();
  });
});

test.describe('phone and mail at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test('mgarcia reads a message in Spanish on a phone', async ({ page, signIn, axe }) => {
    await signIn('mgarcia');
    await page.goto('/espanol/webmail/');
    await expect(page.getByRole('heading', { level: 1, name: 'Correo electrónico' })).toBeVisible();
    await page.getByRole('link', { name: 'Reunión de padres el jueves' }).tap();
    const message = page.getByRole('article', { name: 'Reunión de padres el jueves' });
    await expect(message.getByText(/Les invitamos a la reunión de padres/)).toBeVisible();
    await expect(message.getByText('Leído')).toBeVisible();
    await noHorizontalScroll(page);
    await axe('webmail message in Spanish at 375 px');
  });

  test('the voicemail inbox fits a phone', async ({ page, signIn, axe }) => {
    await signIn('jsmith');
    await page.goto('/phone/voicemail');
    await expect(page.getByRole('list', { name: 'Voicemail messages' })).toBeVisible();
    await noHorizontalScroll(page);
    await axe('voicemail at 375 px');
  });
});
