import { useQuery } from '@tanstack/react-query';
import { phoneRoutes, type PhoneOverview } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Every phone query lives under this key. */
export const phoneQueryKey = ['phone'] as const;
export const phoneOverviewQueryKey = ['phone', 'overview'] as const;

export function getPhoneOverview(signal?: AbortSignal): Promise<PhoneOverview> {
  return callApi(phoneRoutes.phoneOverview, {}, { signal });
}

export function usePhoneOverview(enabled: boolean) {
  return useQuery({
    queryKey: phoneOverviewQueryKey,
    queryFn: ({ signal }) => getPhoneOverview(signal),
    enabled,
  });
}
