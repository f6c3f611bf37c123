import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { webmailRoutes, type MailboxList, type MailboxMessage } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Every webmail query lives under this key. */
export const webmailQueryKey = ['webmail'] as const;
export const mailboxListQueryKey = ['webmail', 'list'] as const;
export const mailboxMessageQueryKey = (id: string) => ['webmail', 'message', id] as const;

/**
 * The home dashboard's E-mail module reads its list under this key (features/dashboard
 * get-webmail.ts; features do not import each other). A change here refetches it.
 */
export const DASHBOARD_WEBMAIL_QUERY_KEY = ['dashboard', 'webmail'] as const;

export function getMailbox(signal?: AbortSignal): Promise<MailboxList> {
  return callApi(webmailRoutes.webmailList, {}, { signal });
}

export function getMailboxMessage(id: string, signal?: AbortSignal): Promise<MailboxMessage> {
  return callApi(webmailRoutes.webmailMessage, { params: { id } }, { signal });
}

export function useMailbox(enabled: boolean) {
  return useQuery({ queryKey: mailboxListQueryKey, queryFn: ({ signal }) => getMailbox(signal), enabled });
}

export function useMailboxMessage(id: string) {
  return useQuery({
    queryKey: mailboxMessageQueryKey(id),
    queryFn: ({ signal }) => getMailboxMessage(id, signal),
  });
}

async function afterChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: mailboxListQueryKey }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_WEBMAIL_QUERY_KEY }),
  ]);
}

/** Marks an unseen message seen once it is opened; the list and the dashboard follow. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(webmailRoutes.webmailMarkSeen, { params: { id }, body: {} }),
    onSuccess: (summary) =>
      queryClient.setQueryData<MailboxMessage>(mailboxMessageQueryKey(summary.id), (m) =>
        m ? { ...m, status: summary.status } : m,
      ),
    onSettled: () => afterChange(queryClient),
  });
}

export function useDeleteMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(webmailRoutes.webmailDelete, { params: { id }, body: {} }),
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: mailboxMessageQueryKey(id) }),
    onSettled: () => afterChange(queryClient),
  });
}
