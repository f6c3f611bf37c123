import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { networkRoutes, type HotspotDevice } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { networkQueryKey } from './overview.ts';

const devicesKey = [...networkQueryKey, 'hotspot'] as const;
const registrationKey = [...networkQueryKey, 'registration'] as const;

/** Wifi devices: only those with email, macAddress, name and type (seed 002 §5). */
export function useHotspotDevices() {
  return useQuery({
    queryKey: devicesKey,
    queryFn: ({ signal }) => callApi(networkRoutes.hotspotDevices, undefined, { signal }),
  });
}

/** device/reg, regstatus: how many devices are registered of how many. */
export function useHotspotRegistration() {
  return useQuery({
    queryKey: registrationKey,
    queryFn: ({ signal }) => callApi(networkRoutes.hotspotRegistration, undefined, { signal }),
  });
}

/** deviceTypeList. */
export function useHotspotDeviceTypes() {
  return useQuery({
    queryKey: [...networkQueryKey, 'device-types'],
    queryFn: ({ signal }) => callApi(networkRoutes.hotspotDeviceTypes, undefined, { signal }),
    staleTime: Infinity,
  });
}

function useDevicesChange<I>(call: (input: I) => ReturnType<typeof addHotspotDevice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (list) => {
      queryClient.setQueryData(devicesKey, list);
      void queryClient.invalidateQueries({ queryKey: registrationKey });
      void queryClient.invalidateQueries({ queryKey: [...networkQueryKey, 'overview'] });
    },
  });
}

/** addDevice (PUT). */
export function addHotspotDevice(body: Omit<HotspotDevice, 'registeredBy'>) {
  return callApi(networkRoutes.hotspotDeviceAdd, { body });
}
export const useAddHotspotDevice = () => useDevicesChange(addHotspotDevice);
/** updateDevice: a registered device's name, e-mail and type (its MAC address is its key). */
export const useUpdateHotspotDevice = () =>
  useDevicesChange(({ macAddress, ...body }: Omit<HotspotDevice, 'registeredBy'>) =>
    callApi(networkRoutes.hotspotDeviceUpdate, { params: { macAddress }, body }),
  );
/** deleteDevice (DELETE). */
export const useDeleteHotspotDevice = () =>
  useDevicesChange((macAddress: string) =>
    callApi(networkRoutes.hotspotDeviceDelete, { params: { macAddress } }),
  );

/** checkEligibility: whether a device may be registered, asked before registering it. */
export function useHotspotEligibility() {
  return useMutation({
    mutationFn: (macAddress: string) => callApi(networkRoutes.hotspotEligibility, { body: { macAddress } }),
  });
}

/** generateToken: a code shown on the page, for a device at hand (nothing is sent). */
export function useGenerateHotspotToken() {
  return useMutation({
    mutationFn: () => callApi(networkRoutes.hotspotTokenGenerate, { body: {} }),
  });
}

/** sendTokenEmail: once per key, so a retried press sends one e-mail. */
export function useSendHotspotToken() {
  return useMutation({
    mutationFn: (input: { email: string; idempotencyKey: string }) =>
      callApi(
        networkRoutes.hotspotTokenSend,
        { body: { email: input.email } },
        { idempotencyKey: input.idempotencyKey },
      ),
  });
}
