import { useQuery } from '@tanstack/react-query';
import { vodRoutes, type VodMenus } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The menus under a parent; the top level (the "On Demand" root) without one. */
export const vodMenusQueryKey = (parentMenuId?: string) => ['vod', 'menus', parentMenuId ?? null] as const;

/** getMenus, menu parent. */
export function getVodMenus(parentMenuId?: string, signal?: AbortSignal): Promise<VodMenus> {
  return callApi(
    vodRoutes.vodMenus,
    { query: parentMenuId === undefined ? {} : { parentMenuId } },
    { signal },
  );
}

export function useVodMenus(parentMenuId?: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: vodMenusQueryKey(parentMenuId),
    queryFn: ({ signal }) => getVodMenus(parentMenuId, signal),
    enabled: options.enabled ?? true,
  });
}
