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

/**
 * The brand's name as the page was served with it (`<meta name="application-name">`, written by
 * the server from its configuration), or undefined where it was not (the dev server).
 */
export function servedBrandName(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="application-name"]');
  return meta?.content || undefined;
}

/**
 * The operator's brand name: from the configuration once it has loaded, and before that from the
 * page itself, so a name drawn at once never changes (nor moves what is beside it).
 */
export function useBrandName(): string | undefined {
  return useConfig().data?.brand.name ?? servedBrandName();
}
