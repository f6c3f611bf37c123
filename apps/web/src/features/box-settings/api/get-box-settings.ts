import { useQuery } from '@tanstack/react-query';
import { boxSettingsRoutes, type BoxSettingsView } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const boxSettingsOfQueryKey = (deviceId: number) => ['box-settings', 'box', deviceId] as const;

/** Seed 001 §7 getNetworkSettings: one box's settings and which PINs are set. */
export function getBoxSettings(deviceId: number, signal?: AbortSignal): Promise<BoxSettingsView> {
  return callApi(boxSettingsRoutes.boxSettingsGet, { query: { deviceId } }, { signal });
}

export function useBoxSettings(deviceId: number | undefined) {
  return useQuery({
    queryKey: boxSettingsOfQueryKey(deviceId ?? 0),
    queryFn: ({ signal }) => getBoxSettings(deviceId ?? 0, signal),
    enabled: deviceId !== undefined,
  });
}
