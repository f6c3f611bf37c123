import { useQuery } from '@tanstack/react-query';
import { shopServicesRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const myServicesKey = ['shop', 'services'] as const;

/** upgradeinfoV2 with orderStatus and get_pricing: everything My services shows. */
export function useMyServices() {
  return useQuery({
    queryKey: myServicesKey,
    queryFn: ({ signal }) => callApi(shopServicesRoutes.shopMyServices, undefined, { signal }),
  });
}
