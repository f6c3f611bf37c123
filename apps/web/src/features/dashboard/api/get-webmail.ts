import { useQuery } from '@tanstack/react-query';
import { dashboardRoutes, type WebmailMetadata } from '@coax/contract';
import { EMAIL_WAIT_TIMEOUT_MS } from '@coax/domain';
import { ApiError, callApi } from '../../../lib/api-client.ts';

export const webmailQueryKey = ['dashboard', 'webmail'] as const;

/**
 * Seed 000 §7 Webmail metadata: the message count and the newest messages. Seed 000 §9 "E-mail
 * wait timeout 5000 ms": a mailbox that has not answered by then is given up on, so the e-mail
 * module shows its load-failed state (with retry) instead of a skeleton that never ends.
 */
export async function getWebmail(signal?: AbortSignal): Promise<WebmailMetadata> {
  const wait = new AbortController();
  const stop = () => wait.abort();
  const timer = setTimeout(stop, EMAIL_WAIT_TIMEOUT_MS);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    return await callApi(dashboardRoutes.webmail, {}, { signal: wait.signal });
  } catch (error) {
    if (wait.signal.aborted && !signal?.aborted) {
      throw new ApiError(0, 'NETWORK', 'The mailbox did not answer in time');
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * Polled every `pollMs` while the mailbox is open (seed 000 §9 webmail timer, 300000 ms); only
 * asked for when the module is activated and the mailbox is active.
 */
export function useWebmail(enabled: boolean, pollMs: number | null) {
  return useQuery({
    queryKey: webmailQueryKey,
    queryFn: ({ signal }) => getWebmail(signal),
    enabled,
    refetchInterval: enabled && pollMs ? pollMs : false,
  });
}
