import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { networkRoutes, type NetworkGateway, type NetworkLan, type NetworkWireless } from '@coax/contract';
import type { WifiBand } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';
import { networkQueryKey } from './overview.ts';

const gatewayKey = [...networkQueryKey, 'gateway'] as const;

/** router/*: the gateway's wireless, LAN and DHCP settings as applied. */
export function useGateway() {
  return useQuery({
    queryKey: gatewayKey,
    queryFn: ({ signal }) => callApi(networkRoutes.networkGateway, undefined, { signal }),
  });
}

function useGatewayChange<I>(call: (input: I) => Promise<NetworkGateway>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => {
      queryClient.setQueryData(gatewayKey, view);
      void queryClient.invalidateQueries({ queryKey: [...networkQueryKey, 'overview'] });
    },
  });
}

/** router wireless: names, passwords, channels and the WiFi timer. */
export const useSetWireless = () =>
  useGatewayChange((body: { version: number; wireless: NetworkWireless }) =>
    callApi(networkRoutes.networkWirelessSet, { body }),
  );

/** router LAN, subnet: the gateway address, mask and DHCP range. */
export const useSetLan = () =>
  useGatewayChange((body: { version: number; lan: NetworkLan }) =>
    callApi(networkRoutes.networkLanSet, { body }),
  );

/** router best channel: scans a band and moves it to the least crowded channel. */
export const useBestChannel = () =>
  useGatewayChange((body: { version: number; band: WifiBand }) =>
    callApi(networkRoutes.networkBestChannel, { body }),
  );

/** router reset: factory settings and a restart. */
export const useResetGateway = () =>
  useGatewayChange(() => callApi(networkRoutes.networkReset, { body: { confirm: true } }));
