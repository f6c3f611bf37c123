import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionRoutes, type SessionState } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { applySessionChange } from '../../../lib/session-cache.ts';

export interface LoginInput {
  id: string;
  password: string;
  remember: boolean;
}

export function login(input: LoginInput): Promise<SessionState> {
  return callApi(sessionRoutes.login, { body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (state) => applySessionChange(queryClient, state),
  });
}
