import { useMutation, useQuery } from '@tanstack/react-query';
import { supportDeskRoutes, supportTroubleshootRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Service-issue reports, newest first. */
export function useDeskServiceReports() {
  return useQuery({
    queryKey: ['csr', 'service-reports'],
    queryFn: ({ signal }) => callApi(supportDeskRoutes.supportDeskServiceReports, {}, { signal }),
  });
}

/** Cable theft reports, newest first. */
export function useDeskTheftReports() {
  return useQuery({
    queryKey: ['csr', 'theft-reports'],
    queryFn: ({ signal }) => callApi(supportDeskRoutes.supportDeskTheftReports, {}, { signal }),
  });
}

/** Chats that ended, with their transcripts, newest first. */
export function useDeskEndedChats() {
  return useQuery({
    queryKey: ['csr', 'ended-chats'],
    queryFn: ({ signal }) => callApi(supportDeskRoutes.supportDeskEndedChats, {}, { signal }),
  });
}

/** The look at a subscriber's equipment with the access code they read out (audited). */
export function useConsentedEquipment() {
  return useMutation({
    mutationFn: (query: { accountNumber: string; accessCode: string }) =>
      callApi(supportTroubleshootRoutes.consentEquipment, { query }),
  });
}
