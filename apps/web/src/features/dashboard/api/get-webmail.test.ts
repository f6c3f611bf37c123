import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_WAIT_TIMEOUT_MS } from '@coax/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { getWebmail } from './get-webmail.ts';

/** A mailbox that answers after `delayMs`, or never; aborting the request rejects it as fetch does. */
function mailboxAnswering(delayMs: number | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          if (delayMs !== null) {
            const body = JSON.stringify({ messageCount: 0, emails: [] });
            setTimeout(
              () => resolve(new Response(body, { headers: { 'content-type': 'application/json' } })),
              delayMs,
            );
          }
        }),
    ),
  );
}

describe('getWebmail (seed 000 §9: e-mail wait timeout 5000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up on a mailbox that has not answered after 5000 ms, as a network failure', async () => {
    expect(EMAIL_WAIT_TIMEOUT_MS).toBe(5000);
    mailboxAnswering(null);
    const outcome = getWebmail().then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(EMAIL_WAIT_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NETWORK');
  });

  it('takes an answer that comes within the wait', async () => {
    mailboxAnswering(EMAIL_WAIT_TIMEOUT_MS - 100);
    const outcome = getWebmail();
    await vi.advanceTimersByTimeAsync(EMAIL_WAIT_TIMEOUT_MS);
    await expect(outcome).resolves.toEqual({ messageCount: 0, emails: [] });
  });

  it('passes on the caller’s own cancellation unchanged', async () => {
    mailboxAnswering(null);
    const caller = new AbortController();
    const outcome = getWebmail(caller.signal);
    caller.abort();
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
  });
});
