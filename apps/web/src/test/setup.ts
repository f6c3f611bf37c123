import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetAlertDialogs } from '../features/alerts/alert-dialog-queue.ts';
import { closeChat } from '../features/support/chat/chat-open.ts';
import { loadSpanish } from '../i18n/use-t.ts';
import { rememberCsrfToken } from '../lib/api-client.ts';
import { recordConsoleError, resetConsoleGuard, unexpectedConsoleErrors } from './console-guard.ts';

// Pages load lazily, and the first import of a page module is transformed on demand, which
// under a parallel run on a loaded machine can take several seconds; the wait only bounds a hung test.
// Role queries skip jsdom's per-element style walk (the costliest part of a query on a whole
// page); a test that means "visible to assistive technology" says `hidden: false`.
configure({ asyncUtilTimeout: 20_000, defaultHidden: true });

// jsdom has no layout, so it does not implement scrolling; the shell scrolls to the top after navigation.
window.scrollTo = () => undefined;

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

// The Spanish catalogue is a chunk of its own in the browser; tests have it from the start, so a
// component rendered on its own under /espanol does not wait for it (the browser journeys cover
// the wait).
beforeAll(() => loadSpanish());

beforeEach(() => {
  resetConsoleGuard();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => recordConsoleError(args));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearCookies();
  // A worker's files share one window and one copy of each module (vite.config.ts: isolate is
  // off), so what a test leaves behind goes here: storage, an open chat panel, queued alert
  // dialogs, and whatever a portal or a modal left in the document.
  window.localStorage.clear();
  window.sessionStorage.clear();
  closeChat();
  resetAlertDialogs();
  for (const node of [...document.body.children]) {
    if (!node.hasAttribute('data-live-announcer')) node.remove();
  }
  for (const node of document.querySelectorAll('[aria-hidden], [inert]')) {
    node.removeAttribute('aria-hidden');
    node.removeAttribute('inert');
  }
  rememberCsrfToken(undefined);
  document.documentElement.lang = '';
  window.history.replaceState(null, '', '/');
  const unexpected = unexpectedConsoleErrors();
  if (unexpected.length) throw new Error(`Unexpected console.error:\n${unexpected.join('\n')}`);
});
