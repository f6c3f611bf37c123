import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boxSettingsRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boxSettingsOfQueryKey } from './get-box-settings.ts';

/** Seed 001 §7 copyNetworkSettings (source and target device ids). */
export function copyBoxSettings(body: { fromDeviceId: number; toDeviceId: number }) {
  return callApi(boxSettingsRoutes.boxSettingsCopy, { body });
}

export function useCopyBoxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyBoxSettings,
    onSuccess: (view) => queryClient.setQueryData(boxSettingsOfQueryKey(view.deviceId), view),
  });
}
