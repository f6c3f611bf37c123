import { useQuery } from '@tanstack/react-query';
import { networkRoutes } from '@coax/contract';
import { USAGE_PERIODS } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';

const [LAST_THIRTY_DAYS] = USAGE_PERIODS;

/** Seed 002 §7 getSessionUsage for LAST_THIRTY_DAYS: the WiFi module's figure. */
export function useWifiUsageTotal(enabled: boolean) {
  return useQuery({
    queryKey: ['network', 'usage', LAST_THIRTY_DAYS],
    queryFn: ({ signal }) =>
      callApi(networkRoutes.wifiUsage, { query: { timePeriod: LAST_THIRTY_DAYS } }, { signal }),
    enabled,
  });
}
