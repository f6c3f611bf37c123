import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportTroubleshootRoutes as routes, type ModemView, type TroubleshootReport } from '@coax/contract';
import type { ServiceStatusSymptom, TroubleshootAction, TroubleshootService } from '@coax/domain';
import { callApi } from '../../../../lib/api-client.ts';

const modemsKey = ['support', 'modems'] as const;
/** How often the modem is looked up again while it restarts. */
const RESTART_POLL_MS = 5000;

/** log/troubleshoot: one answer; the server names the step it leads to. */
export function useLogAnswer() {
  return useMutation({
    mutationFn: (body: {
      service: TroubleshootService;
      troubleshootingStep: string;
      troubleshootingActions: TroubleshootAction[];
      customerTerm: string;
    }) => callApi(routes.troubleshootLog, { body }),
  });
}

/** device/modemlookup, looked up again every few seconds while a modem restarts. */
export function useModems() {
  return useQuery({
    queryKey: modemsKey,
    queryFn: ({ signal }) => callApi(routes.modemLookup, undefined, { signal }),
    refetchInterval: (query) =>
      query.state.data?.modems.some((m) => m.status === 'restarting') ? RESTART_POLL_MS : false,
  });
}

/** device/modemreset; a retry of a failed attempt sends the same Idempotency-Key. */
export function useResetModem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { macAddress: string; idempotencyKey: string }) =>
      callApi(
        routes.modemReset,
        { body: { macAddress: input.macAddress } },
        { idempotencyKey: input.idempotencyKey },
      ),
    onSuccess: (modem: ModemView) => {
      queryClient.setQueryData(modemsKey, (old: { modems: ModemView[] } | undefined) => ({
        modems: (old?.modems ?? [modem]).map((m) => (m.macAddress === modem.macAddress ? modem : m)),
      }));
    },
  });
}

/** rightnow/reportserviceissue. */
export function useReportIssue() {
  return useMutation({
    mutationFn: (input: { body: TroubleshootReport; idempotencyKey: string }) =>
      callApi(routes.reportServiceIssue, { body: input.body }, { idempotencyKey: input.idempotencyKey }),
  });
}

/** log/servicestatus: a service problem; with confirmOutage, the account's outage is answered instead. */
export function useServiceStatus() {
  return useMutation({
    mutationFn: (body: {
      symptom: ServiceStatusSymptom;
      services: TroubleshootService[];
      confirmOutage: boolean;
    }) => callApi(routes.serviceStatusLog, { body }),
  });
}

const consentKey = ['support', 'consent'] as const;

/** GET temporary consent: the access code while it is valid, else null. */
export function useConsent() {
  return useQuery({
    queryKey: consentKey,
    queryFn: ({ signal }) => callApi(routes.consentGet, undefined, { signal }),
  });
}

/** POST temporary consent: a new access code, which replaces any earlier one. */
export function useGrantConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.consentGrant, {}),
    onSuccess: (consent) => queryClient.setQueryData(consentKey, { consent }),
  });
}

/** Withdraws the consent: the code stops working at once. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.consentWithdraw, {}),
    onSuccess: () => queryClient.setQueryData(consentKey, { consent: null }),
  });
}
