import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { phoneRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { phoneQueryKey } from './get-phone-overview.ts';

/**
 * The home dashboard's Voicemail module reads its count under this key (features/dashboard
 * get-voicemail-counter.ts; features do not import each other). A change here refetches it, so
 * the module and the inbox always show the same number of new messages.
 */
export const DASHBOARD_VOICEMAIL_QUERY_KEY = ['dashboard', 'voicemail'] as const;

async function afterChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: phoneQueryKey }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_VOICEMAIL_QUERY_KEY }),
  ]);
}

export function markVoicemail(id: string, heard: boolean) {
  return callApi(phoneRoutes.voicemailMark, { params: { id }, body: { heard } });
}

export function deleteVoicemail(id: string) {
  return callApi(phoneRoutes.voicemailDelete, { params: { id }, body: {} });
}

/** Marks a message heard or new; both the inbox and the dashboard's counter follow. */
export function useMarkVoicemail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, heard }: { id: string; heard: boolean }) => markVoicemail(id, heard),
    onSettled: () => afterChange(queryClient),
  });
}

export function useDeleteVoicemail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteVoicemail(id),
    onSettled: () => afterChange(queryClient),
  });
}
