import { createContext, useContext } from 'react';
import type { SessionState, SessionUser } from '@coax/contract';
import { useSession } from '../features/session/api/get-session.ts';
import { useReauth } from '../features/session/api/reauth.ts';

/**
 * The session as every area sees it. Features never import each other, so this shared module
 * is the session feature's public face for the other areas.
 */
export interface CurrentSession {
  session: SessionState | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
  /** confirms the password again (unlocks recent-auth calls); rejects with ApiError */
  reauth: (password: string) => Promise<void>;
}

/**
 * Each caller observes the session query itself rather than reading a context copy: TanStack
 * Query tells React about changes a tick later, and a page rendered in between (say, right after
 * sign-in navigates) would see the old session in a context and send the user back to sign in.
 */
export function useCurrentSession(): CurrentSession {
  const { data, isPending, isError, refetch } = useSession();
  const { mutateAsync } = useReauth();
  return {
    session: data,
    isPending,
    isError,
    refetch: () => void refetch(),
    reauth: async (password) => {
      await mutateAsync({ password });
    },
  };
}

/** Set by <RequireUser> once it has established that a subscriber is signed in. */
export const SignedInUserContext = createContext<SessionUser | null>(null);

/** The signed-in subscriber; only valid below <RequireUser>. */
export function useSignedInUser(): SessionUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser must be used below <RequireUser>');
  return user;
}
