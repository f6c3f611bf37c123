import { useQuery } from '@tanstack/react-query';
import { dashboardRoutes, type HomePreferences } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const homePreferencesQueryKey = ['dashboard', 'home-preferences'] as const;

/** Seed 000 §7 Home preferences, get/funmod: the server names in the left and right slots. */
export function getHomePreferences(signal?: AbortSignal): Promise<HomePreferences> {
  return callApi(dashboardRoutes.getHomePreferences, {}, { signal });
}

/** The signed-in user's two home slots. */
export function useHomePreferences() {
  return useQuery({
    queryKey: homePreferencesQueryKey,
    queryFn: ({ signal }) => getHomePreferences(signal),
  });
}
