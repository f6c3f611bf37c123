import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { healthRoutes } from '@coax/contract';
import { renderApp } from '../../test/render-app.tsx';
import { mockApi } from '../../test/fetch-mock.ts';
import { callApi } from '../../lib/api-client.ts';
import { noteThrottled } from '../../lib/throttle.ts';

const throttled = (retryAfter: string) =>
  new Response(
    JSON.stringify({
      error: { code: 'THROTTLED', reason: 'request.throttled', message: 'Too many requests.' },
    }),
    { status: 429, headers: { 'content-type': 'application/json', 'retry-after': retryAfter } },
  );

describe('the rate limit notice (issue 21)', () => {
  it("says how long to wait from the server's Retry-After, in English", async () => {
    mockApi({ 'GET /api/health': () => throttled('40') });
    renderApp('/home');
    await screen.findByRole('button', { name: 'Chat with us' });
    await act(async () => {
      await callApi(healthRoutes.health).catch(() => undefined);
    });
    expect(
      screen.getByText(/Please wait (40|39) seconds and try again/, { selector: '[aria-hidden]' }),
    ).toBeVisible();
    // screen readers hear it once, as an alert
    expect(screen.getAllByRole('alert').some((s) => /wait 40 seconds/.test(s.textContent ?? ''))).toBe(true);
  });

  it('counts down in Spanish and goes when the wait is over', async () => {
    renderApp('/espanol/home');
    await screen.findByRole('button', { name: 'Chatee con nosotros' });
    vi.useFakeTimers();
    try {
      act(() => noteThrottled(2));
      const shown = (text: RegExp) => screen.queryByText(text, { selector: '[aria-hidden]' });
      expect(shown(/Espere 2 segundos y vuelva a intentarlo/)).toBeVisible();
      act(() => vi.advanceTimersByTime(1000));
      expect(shown(/Espere 1 segundo y vuelva a intentarlo/)).toBeVisible();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText(/Demasiadas solicitudes/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
