import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { networkRoutes, type NetworkMap, type PauseBody } from '@coax/contract';
import { MINUTE_MS } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';
import { networkQueryKey } from './overview.ts';

const mapKey = [...networkQueryKey, 'devices'] as const;

/** router network map, with who is paused; read again each minute, as a pause ends by the clock. */
export function useNetworkMap() {
  return useQuery({
    queryKey: mapKey,
    queryFn: ({ signal }) => callApi(networkRoutes.networkMap, undefined, { signal }),
    refetchInterval: MINUTE_MS,
  });
}

function useMapChange<I>(call: (input: I) => Promise<NetworkMap>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (map) => {
      queryClient.setQueryData(mapKey, map);
      void queryClient.invalidateQueries({ queryKey: [...networkQueryKey, 'overview'] });
    },
  });
}

export const usePause = () =>
  useMapChange((body: PauseBody) => callApi(networkRoutes.networkPause, { body }));
export const useResume = () =>
  useMapChange((pauseId: string) => callApi(networkRoutes.networkResume, { params: { pauseId } }));

/** behind-the-modem: devices plugged straight into the modem. */
export function useBehindTheModem() {
  return useQuery({
    queryKey: [...networkQueryKey, 'behind-the-modem'],
    queryFn: ({ signal }) => callApi(networkRoutes.behindTheModem, undefined, { signal }),
  });
}
