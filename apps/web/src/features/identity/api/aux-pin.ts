import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityRoutes, type AuxPinStatus, type SetAuxPinBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const auxPinQueryKey = ['identity', 'aux-pin'] as const;

/** Whether the id has an aux PIN (getAuxPin); the PIN itself is never sent back. */
export function getAuxPin(signal?: AbortSignal): Promise<AuxPinStatus> {
  return callApi(identityRoutes.auxPin, {}, { signal });
}

export function useAuxPin() {
  return useQuery({ queryKey: auxPinQueryKey, queryFn: ({ signal }) => getAuxPin(signal) });
}

/** Sets the aux PIN from its two entries (setAuxPin); needs a recent sign-in. */
export function setAuxPin(body: SetAuxPinBody): Promise<AuxPinStatus> {
  return callApi(identityRoutes.auxPinSet, { body });
}

export function useSetAuxPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAuxPin,
    onSuccess: (status) => queryClient.setQueryData(auxPinQueryKey, status),
  });
}

/** Checks a PIN against the one set (confirmAuxPin); the server throttles misses. */
export function confirmAuxPin(pin: string): Promise<{ matches: boolean }> {
  return callApi(identityRoutes.auxPinConfirm, { body: { pin } });
}

export function useConfirmAuxPin() {
  return useMutation({ mutationFn: confirmAuxPin });
}
