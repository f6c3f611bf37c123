import { useQuery } from '@tanstack/react-query';
import { alertsRoutes, type RouteOutput } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export type OperatorAlertList = RouteOutput<typeof alertsRoutes.listOperatorAlerts>;

export const OPERATOR_ALERTS_QUERY_KEY = ['csr', 'operator-alerts'] as const;

/** Every operator alert, drafts and expired ones included (agents only). */
export function getOperatorAlerts(signal?: AbortSignal): Promise<OperatorAlertList> {
  return callApi(alertsRoutes.listOperatorAlerts, undefined, { signal });
}

export function useOperatorAlerts() {
  return useQuery({
    queryKey: OPERATOR_ALERTS_QUERY_KEY,
    queryFn: ({ signal }) => getOperatorAlerts(signal),
  });
}
