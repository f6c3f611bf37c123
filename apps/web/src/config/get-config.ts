import { useQuery } from '@tanstack/react-query';
import { configRoutes, type PublicConfig } from '@coax/contract';
import { callApi } from '../lib/api-client.ts';
import { CONFIG_QUERY_KEY } from '../lib/session-cache.ts';

export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return callApi(configRoutes.config, {}, { signal });
}

/** The operator's brand, links and session limits; read once per visit. */
export function useConfig() {
  return useQuery({
    queryKey: CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: Infinity,
  });
}
