import { useQuery } from '@tanstack/react-query';
import { dashboardRoutes, type VoicemailCounter } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const voicemailCounterQueryKey = ['dashboard', 'voicemail'] as const;

/** Seed 000 §7 Voicemail counter: the new messages on the account's line. */
export function getVoicemailCounter(signal?: AbortSignal): Promise<VoicemailCounter> {
  return callApi(dashboardRoutes.voicemailCounter, {}, { signal });
}

/** Only asked for once the module is activated and the user has phone service. */
export function useVoicemailCounter(enabled: boolean) {
  return useQuery({
    queryKey: voicemailCounterQueryKey,
    queryFn: ({ signal }) => getVoicemailCounter(signal),
    enabled,
  });
}
