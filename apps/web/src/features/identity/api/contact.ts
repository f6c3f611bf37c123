import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityRoutes, type ContactInfo, type ContactInfoBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const contactQueryKey = ['identity', 'contact'] as const;

/** The signed-in id's contact e-mail and phone (cpc). */
export function getContact(signal?: AbortSignal): Promise<ContactInfo> {
  return callApi(identityRoutes.identityContact, {}, { signal });
}

export function useContact() {
  return useQuery({ queryKey: contactQueryKey, queryFn: ({ signal }) => getContact(signal) });
}

export function setContact(body: ContactInfoBody): Promise<ContactInfo> {
  return callApi(identityRoutes.identityContactSet, { body });
}

export function useSetContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContact,
    onSuccess: (saved) => queryClient.setQueryData(contactQueryKey, saved),
  });
}
