import { useMutation } from '@tanstack/react-query';
import { supportCasesRoutes, type TheftSuspectInfo } from '@coax/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** GET geolocate map: the point of the suspect's city and state. */
export function useGeolocate() {
  return useMutation({
    mutationFn: (q: { city: string; state: string }) =>
      callApi(supportCasesRoutes.supportTheftGeolocate, { query: q }),
  });
}

/** POST theft/ with the SuspectInfo, once per key. */
export function useSendTheftReport() {
  return useMutation({
    mutationFn: (input: { body: TheftSuspectInfo; idempotencyKey: string }) =>
      callApi(
        supportCasesRoutes.supportTheftReport,
        { body: input.body },
        { idempotencyKey: input.idempotencyKey },
      ),
  });
}
