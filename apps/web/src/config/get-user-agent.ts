import { useQuery } from '@tanstack/react-query';
import { configRoutes, type UserAgentVerdict } from '@coax/contract';
import { callApi } from '../lib/api-client.ts';

/** Seed 000 §7 "User agent | GET | banner": the browser as the server saw it, and the verdict. */
export function getUserAgent(signal?: AbortSignal): Promise<UserAgentVerdict> {
  return callApi(configRoutes.userAgent, {}, { signal });
}

/** Asked only when the weekly check is due. */
export function useUserAgentVerdict(enabled: boolean) {
  return useQuery({
    queryKey: ['user-agent'],
    queryFn: ({ signal }) => getUserAgent(signal),
    staleTime: Infinity,
    retry: false,
    enabled,
  });
}
