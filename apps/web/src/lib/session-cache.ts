import type { QueryClient } from '@tanstack/react-query';
import type { SessionState } from '@coax/contract';

/** The session is read by every area, so its cache key is shared code, not one feature's. */
export const SESSION_QUERY_KEY = ['session'] as const;
/** Operator configuration does not depend on who is signed in. */
export const CONFIG_QUERY_KEY = ['config'] as const;

/**
 * Who a session is, for the keys of answers that depend on it (alerts, outage status): the
 * subscriber, else the agent not yet acting, else 'anonymous'.
 */
export function sessionWho(session: SessionState | undefined): string {
  return session?.user?.id ?? (session?.agent ? `agent:${session.agent.id}` : 'anonymous');
}

const identityFree = new Set<unknown>([SESSION_QUERY_KEY[0], CONFIG_QUERY_KEY[0]]);

/**
 * After sign-in, sign-out, act-for or release the session belongs to someone else: store the new
 * session (or refetch it) and reset every other query so no previous user's data stays on screen.
 */
export async function applySessionChange(queryClient: QueryClient, next?: SessionState): Promise<void> {
  // A session read still in flight was asked before this change; its answer is stale and must
  // not land on top of the new session (it would, for example, sign a fresh sign-in back out).
  await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
  if (next) queryClient.setQueryData(SESSION_QUERY_KEY, next);
  await Promise.all([
    next ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    queryClient.resetQueries({ predicate: (query) => !identityFree.has(query.queryKey[0]) }),
  ]);
}
