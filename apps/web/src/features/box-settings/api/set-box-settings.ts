import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boxSettingsRoutes, type BoxSettingsSetBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boxSettingsOfQueryKey } from './get-box-settings.ts';

/** Seed 001 §7 setNetworkSettings. */
export function setBoxSettings(body: BoxSettingsSetBody) {
  return callApi(boxSettingsRoutes.boxSettingsSet, { body });
}

export function useSetBoxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBoxSettings,
    onSuccess: (view) => queryClient.setQueryData(boxSettingsOfQueryKey(view.deviceId), view),
  });
}
