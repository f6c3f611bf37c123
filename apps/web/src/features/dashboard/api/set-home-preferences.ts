import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardRoutes, type HomePreferences } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { homePreferencesQueryKey } from './get-home-preferences.ts';

/** Seed 000 §7 Home preferences, set/funmod with homeFunc1 and homeFunc2. */
export function setHomePreferences(input: HomePreferences): Promise<HomePreferences> {
  return callApi(dashboardRoutes.setHomePreferences, { body: input });
}

/** Saves the two slots; the saved answer replaces the cached preferences. */
export function useSetHomePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHomePreferences,
    onSuccess: (saved) => queryClient.setQueryData(homePreferencesQueryKey, saved),
  });
}
