import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertsRoutes, type RouteInput, type RouteOutput } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { OPERATOR_ALERTS_QUERY_KEY } from './get-operator-alerts.ts';

export type SaveOperatorAlertInput = RouteInput<typeof alertsRoutes.saveOperatorAlert>['body'];
export type SaveOperatorAlertResult = RouteOutput<typeof alertsRoutes.saveOperatorAlert>;

/** Creates the alert named by id, or replaces it whole (agents only). */
export function saveOperatorAlert(input: SaveOperatorAlertInput): Promise<SaveOperatorAlertResult> {
  return callApi(alertsRoutes.saveOperatorAlert, { body: input });
}

export function useSaveOperatorAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOperatorAlert,
    // The list here and the drawer on every page (the agent's preview) both show the change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OPERATOR_ALERTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['alerts'] }),
      ]),
  });
}
