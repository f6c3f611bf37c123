import { useQuery } from '@tanstack/react-query';
import { phoneRoutes, type VoicemailInbox } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const voicemailQueryKey = ['phone', 'voicemail'] as const;

/** Where the server plays a message from. */
export const voicemailAudioUrl = (id: string) =>
  phoneRoutes.voicemailAudio.path.replace(':id', encodeURIComponent(id));

export function getVoicemail(signal?: AbortSignal): Promise<VoicemailInbox> {
  return callApi(phoneRoutes.voicemailList, {}, { signal });
}

export function useVoicemail(enabled: boolean) {
  return useQuery({ queryKey: voicemailQueryKey, queryFn: ({ signal }) => getVoicemail(signal), enabled });
}
