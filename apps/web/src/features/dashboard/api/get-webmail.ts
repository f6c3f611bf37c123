import { useQuery } from '@tanstack/react-query';
import { dashboardRoutes, type WebmailMetadata } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const webmailQueryKey = ['dashboard', 'webmail'] as const;

/** Seed 000 §7 Webmail metadata: the message count and the newest messages. */
export function getWebmail(signal?: AbortSignal): Promise<WebmailMetadata> {
  return callApi(dashboardRoutes.webmail, {}, { signal });
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
