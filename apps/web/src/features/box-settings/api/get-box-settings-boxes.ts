import { useQuery } from '@tanstack/react-query';
import { boxSettingsRoutes, type BoxSettingsBoxes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Every box-settings query lives under this key. */
export const boxSettingsQueryKey = ['box-settings'] as const;
export const boxSettingsBoxesQueryKey = ['box-settings', 'boxes'] as const;

/** The session's set-top boxes, and whether this id may change their settings. */
export function getBoxSettingsBoxes(signal?: AbortSignal): Promise<BoxSettingsBoxes> {
  return callApi(boxSettingsRoutes.boxSettingsBoxes, {}, { signal });
}

export function useBoxSettingsBoxes(enabled = true) {
  return useQuery({
    queryKey: boxSettingsBoxesQueryKey,
    queryFn: ({ signal }) => getBoxSettingsBoxes(signal),
    enabled,
  });
}
