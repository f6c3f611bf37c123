import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
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
  rememberCsrfToken(undefined);
  document.documentElement.lang = '';
  window.history.replaceState(null, '', '/');
  const unexpected = unexpectedConsoleErrors();
  if (unexpected.length) throw new Error(`Unexpected console.error:\n${unexpected.join('\n')}`);
});
