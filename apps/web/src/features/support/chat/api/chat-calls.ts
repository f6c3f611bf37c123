import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportChatRoutes as r, type RouteOutput } from '@coax/contract';
import type { SupportChatTopic } from '@coax/domain';
import { callApi } from '../../../../lib/api-client.ts';

export const CURRENT_CHAT_KEY = ['support', 'chat', 'current'] as const;
export type CurrentChat = RouteOutput<typeof r.supportChatCurrent>;

/** The subscriber's open chat, if any (GET /api/support/chat/current). */
export function useCurrentChat(enabled: boolean) {
  return useQuery({
    queryKey: CURRENT_CHAT_KEY,
    queryFn: ({ signal }): Promise<CurrentChat> => callApi(r.supportChatCurrent, {}, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Starts a chat; one key per press, sent again on a retry, so a case is e-mailed once. */
export function useStartChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { topic: SupportChatTopic; message: string; lang: 'en' | 'es'; key: string }) =>
      callApi(
        r.supportChatStart,
        { body: { topic: input.topic, message: input.message, lang: input.lang } },
        { idempotencyKey: input.key },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: CURRENT_CHAT_KEY }),
  });
}

export function useSendChatMessage() {
  return useMutation({
    mutationFn: (input: { chatId: string; body: string }) =>
      callApi(r.supportChatSend, { params: { chatId: input.chatId }, body: { body: input.body } }),
  });
}

export function useEndChat() {
  return useMutation({
    mutationFn: (chatId: string) => callApi(r.supportChatEnd, { params: { chatId }, body: {} }),
  });
}

export function useEmailTranscript() {
  return useMutation({
    mutationFn: (chatId: string) => callApi(r.supportChatTranscript, { params: { chatId }, body: {} }),
  });
}
