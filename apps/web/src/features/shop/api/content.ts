import { useQuery } from '@tanstack/react-query';
import { shopServicesRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** /smarthome-info's carousel, Nest flags, animation config and sections. */
export function useSmartHome() {
  return useQuery({
    queryKey: ['shop', 'smarthome'],
    queryFn: ({ signal }) => callApi(shopServicesRoutes.shopSmartHome, undefined, { signal }),
  });
}

/** /showtimeoffer's text and add-on. */
export function useShowtimeOffer() {
  return useQuery({
    queryKey: ['shop', 'showtime'],
    queryFn: ({ signal }) => callApi(shopServicesRoutes.shopShowtimeOffer, undefined, { signal }),
  });
}
