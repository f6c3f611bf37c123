import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPOINTMENT_TIMEOUT_MS } from '@coax/domain';
import { AppointmentTimeoutError, timed } from './timed.ts';

afterEach(() => vi.useRealTimers());

const hanging = (signal: AbortSignal) =>
  new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));

describe("the appointment calls' own time-out (seed 002 §9)", () => {
  it('gives up after 600000 ms with "Your session has timed out."', async () => {
    vi.useFakeTimers();
    const call = timed(hanging);
    const seen = expect(call).rejects.toThrow(AppointmentTimeoutError);
    vi.advanceTimersByTime(APPOINTMENT_TIMEOUT_MS - 1);
    vi.advanceTimersByTime(1);
    await seen;
    await expect(call).rejects.toThrow('Your session has timed out.');
  });

  it('passes an answer through before the time-out', async () => {
    await expect(timed(async () => 'ok')).resolves.toBe('ok');
  });
});
