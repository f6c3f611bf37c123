import { useQuery } from '@tanstack/react-query';
import { configRoutes, type SecurityFlags } from '@coax/contract';
import { callApi } from '../lib/api-client.ts';
import { CONFIG_QUERY_KEY } from '../lib/session-cache.ts';
import { getConfig } from './get-config.ts';

/** Seed 000 §7 "Security flags | GET (blockedCorps) | menu". */
export function getSecurityFlags(signal?: AbortSignal): Promise<SecurityFlags> {
  return callApi(configRoutes.securityFlags, {}, { signal });
}

/**
 * The blocked corps, for a signed-in user's tv menu. They come with the configuration every page
 * reads first, so asking for them costs no request of its own (issue 21 item 4).
 */
export function useSecurityFlags(enabled: boolean) {
  return useQuery({
    queryKey: CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: Infinity,
    select: (config) => config.securityFlags,
    enabled,
  });
}
