import { APPOINTMENT_TIMEOUT_MS, MINUTE_MS } from '@coax/domain';

/** Seed 002 §9: an appointment call that has not answered in 600000 ms gives up. */
export class AppointmentTimeoutError extends Error {
  constructor() {
    super('Your session has timed out.');
    this.name = 'AppointmentTimeoutError';
  }
}

/**
 * Runs one appointment call with the seed's own time-out, separate from the sign-in session: past
 * it the call is aborted and fails with AppointmentTimeoutError. An outer signal (a query being
 * cancelled) still aborts it as before.
 */
export async function timed<T>(run: (signal: AbortSignal) => Promise<T>, outer?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, APPOINTMENT_TIMEOUT_MS);
  const forward = () => controller.abort();
  outer?.addEventListener('abort', forward);
  try {
    return await run(controller.signal);
  } catch (e) {
    if (timedOut) throw new AppointmentTimeoutError();
    throw e;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/** How often an open page reads the live status again (the technician's progress moves on). */
export const STATUS_REFRESH_MS = MINUTE_MS;
