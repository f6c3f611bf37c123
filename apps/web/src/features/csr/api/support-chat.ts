import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportChatRoutes as r, type SupportChatQueue, type SupportChatWithMessages } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

const QUEUE_KEY = ['csr', 'chat', 'queue'] as const;
/** How often the desk looks at the queue for new chats. */
export const CHAT_QUEUE_REFRESH_MS = 5000;

/** The chats waiting and the agent's own (GET /api/support/chat/queue), asked again every few seconds. */
export function useChatQueue() {
  return useQuery({
    queryKey: QUEUE_KEY,
    queryFn: ({ signal }): Promise<SupportChatQueue> => callApi(r.supportChatQueue, {}, { signal }),
    refetchInterval: CHAT_QUEUE_REFRESH_MS,
  });
}

/** Starts, renews or stops the agent's taking of chats. */
export function useChatPresence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (available: boolean) => callApi(r.supportChatPresence, { body: { available } }),
    onSuccess: () => client.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}

export function useTakeChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string): Promise<SupportChatWithMessages> =>
      callApi(r.supportChatTake, { params: { chatId }, body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}

/** One chat the agent holds, with its messages so far. */
export function useAgentChat(chatId: string) {
  return useQuery({
    queryKey: ['csr', 'chat', chatId],
    queryFn: ({ signal }): Promise<SupportChatWithMessages> =>
      callApi(r.supportChatGet, { params: { chatId } }, { signal }),
    staleTime: Infinity,
  });
}

export function useAgentReply() {
  return useMutation({
    mutationFn: (input: { chatId: string; body: string }) =>
      callApi(r.supportChatSend, { params: { chatId: input.chatId }, body: { body: input.body } }),
  });
}

export function useAgentEndChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => callApi(r.supportChatEnd, { params: { chatId }, body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
