import { useQuery } from '@tanstack/react-query';
import { networkRoutes } from '@coax/contract';
import { USAGE_PERIODS } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';
import { networkQueryKey } from './overview.ts';

const [LAST_THIRTY_DAYS] = USAGE_PERIODS;

/** getSessionUsage for seed 002 §9's period, LAST_THIRTY_DAYS. */
export function useWifiUsage() {
  return useQuery({
    queryKey: [...networkQueryKey, 'usage', LAST_THIRTY_DAYS],
    queryFn: ({ signal }) =>
      callApi(networkRoutes.wifiUsage, { query: { timePeriod: LAST_THIRTY_DAYS } }, { signal }),
  });
}
