import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillSignIn, noHorizontalScroll, test } from './fixtures.ts';

// Live chat (issue 18 item 1): jsmith opens the chat from the header, agent1 takes it on the desk
// and answers, jsmith sees the answer live and ends the chat; with no agent taking chats a
// subscriber is told we will e-mail. The chats made here are the journey's own.

test.describe.configure({ mode: 'serial' });

/**
 * axe without waiting for the network to settle: an open chat keeps its event stream open, so
 * the network never goes quiet.
 */
async function scan(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** agent1 on the desk in a browser of their own, watched for console errors. */
async function agentDesk(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (
      msg.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())
    ) {
      problems.push(msg.text());
    }
  });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto('/login/');
  await fillSignIn(page, 'agent1', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login\//);
  await page.goto('/csr/');
  return { context, page, problems };
}

test('with no agent taking chats, a Spanish subscriber at 375 px is told we will e-mail', async ({
  page,
  signIn,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signIn('mgarcia');
  await page.goto('/espanol/support/livepage/chat');
  const panel = page.getByRole('dialog', { name: 'Chatee con nosotros' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Iniciar chat' })).toBeInViewport();
  await axe('chat panel (es, 375 px)');
  await panel.getByRole('combobox', { name: 'Tema' }).selectOption('tv');
  await panel.getByRole('textbox', { name: 'Su mensaje' }).fill('No tengo imagen en el canal 4');
  await panel.getByRole('button', { name: 'Iniciar chat' }).click();
  await expect(
    panel.getByText(/No hay ningún agente disponible en este momento; le escribiremos/),
  ).toBeVisible();
  await noHorizontalScroll(page);
  await axe('chat kept as a case (es, 375 px)');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Soporte' })).toBeVisible();
});

test('jsmith chats with agent1: the reply arrives live and jsmith ends the chat', async ({
  page,
  browser,
  signIn,
}) => {
  const desk = await agentDesk(browser);
  const queue = desk.page.getByRole('region', { name: 'Chat queue' });
  await queue.getByRole('button', { name: 'Take chats' }).click();
  await expect(queue.getByText('You are taking chats.')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('jsmith');
  await page.goto('/home');
  // by keyboard: the header's chat item opens the panel over the page, focus moves in
  const chatItem = page.getByRole('button', { name: 'Chat with us' });
  await chatItem.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const topic = panel.getByRole('combobox', { name: 'Topic' });
  await expect(topic).toBeFocused();
  await topic.selectOption('internet');
  await page.keyboard.press('Tab');
  await page.keyboard.type('My modem blinks orange');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Waiting for an agent to join…')).toBeVisible();
  await scan(page, 'chat waiting');

  // the queue looks again every few seconds
  const take = queue.getByRole('button', { name: /^Take chat with / });
  await expect(take).toBeVisible();
  await take.click();
  const conversation = desk.page.getByRole('region', { name: /^Chat with / });
  await expect(conversation.getByRole('list').getByText('My modem blinks orange')).toBeVisible();
  await conversation.getByRole('textbox', { name: 'Reply' }).fill('Let us restart it from here.');
  await conversation.getByRole('button', { name: 'Send' }).click();
  await scan(desk.page, 'agent desk with a chat');

  const said = panel.getByRole('list', { name: 'Chat messages' });
  await expect(said.getByText('Let us restart it from here.')).toBeVisible();
  await expect(said.getByText(/joined the chat\./)).toBeVisible();
  await panel.getByRole('textbox', { name: 'Message' }).fill('Thanks, it works now');
  await page.keyboard.press('Enter');
  await expect(conversation.getByRole('list').getByText('Thanks, it works now')).toBeVisible();
  await scan(page, 'chat with an agent');

  await panel.getByRole('button', { name: 'End chat' }).click();
  await expect(panel.getByText('This chat has ended.')).toBeVisible();
  await expect(conversation.getByRole('list').getByText('The subscriber ended the chat.')).toBeVisible();
  await panel.getByRole('button', { name: 'E-mail me the transcript' }).click();
  await expect(panel.getByText('We e-mailed you the transcript.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(chatItem).toBeFocused();

  await queue.getByRole('button', { name: 'Stop taking chats' }).click();
  await expect(queue.getByText(/You are not taking chats\./)).toBeVisible();
  await desk.context.close();
  expect(desk.problems).toEqual([]);
});
