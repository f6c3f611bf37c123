import { useMutation, useQueryClient } from '@tanstack/react-query';
import { csrRoutes, type RouteOutput } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export type LiftSignInBanResult = RouteOutput<typeof csrRoutes.liftSignInBan>;

/** Lifts the sign-in ban strangers' wrong passwords put on a subscriber's id (audited). */
export function liftSignInBan(input: { id: string }): Promise<LiftSignInBanResult> {
  return callApi(csrRoutes.liftSignInBan, { body: input });
}

/** The lookup is asked again afterwards, so its lock badge goes. */
export function useLiftSignInBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftSignInBan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['csr', 'lookup'] }),
  });
}
