import { useQuery } from '@tanstack/react-query';
import { configRoutes, type SecurityFlags } from '@coax/contract';
import { callApi } from '../lib/api-client.ts';

/** Seed 000 §7 "Security flags | GET (blockedCorps) | menu". */
export function getSecurityFlags(signal?: AbortSignal): Promise<SecurityFlags> {
  return callApi(configRoutes.securityFlags, {}, { signal });
}

/** The blocked corps, read only when a signed-in user's tv menu needs them. */
export function useSecurityFlags(enabled: boolean) {
  return useQuery({
    queryKey: ['security-flags'],
    queryFn: ({ signal }) => getSecurityFlags(signal),
    staleTime: Infinity,
    enabled,
  });
}
