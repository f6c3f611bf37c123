import { useQuery } from '@tanstack/react-query';
import { networkRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const networkQueryKey = ['network'] as const;

/** The Internet menu's overview: the service, the gateway and counts. */
export function useNetworkOverview() {
  return useQuery({
    queryKey: [...networkQueryKey, 'overview'],
    queryFn: ({ signal }) => callApi(networkRoutes.networkOverview, undefined, { signal }),
  });
}
