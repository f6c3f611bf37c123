import { useMutation } from '@tanstack/react-query';
import { boxSettingsRoutes } from '@coax/contract';
import type { PinType } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';

/** Seed 001 §7 validatePIN: VALID, INVALID or another result. */
export function validateBoxPin(body: { deviceId: number; pinType: PinType; pin: string }) {
  return callApi(boxSettingsRoutes.boxSettingsValidatePin, { body });
}

export function useValidateBoxPin() {
  return useMutation({ mutationFn: validateBoxPin });
}
