import type { QueryClient } from '@tanstack/react-query';
import { sessionShellRoutes, type ShellRead } from '@coax/contract';
import { faqLanguageCode } from '@coax/domain';
import { getSupportNumber, SUPPORT_NUMBER_QUERY_KEY } from '../config/get-support-number.ts';
import { alertsQueryKey } from '../features/alerts/api/get-alerts.ts';
import { faqProductsQueryKey, getFaqProducts } from '../features/faq/api/get-faq-products.ts';
import { outageStatusQueryKey } from '../features/outage/api/get-outage-status.ts';
import { getSession } from '../features/session/api/get-session.ts';
import { callApi, rememberCsrfToken } from '../lib/api-client.ts';
import { SESSION_QUERY_KEY, sessionWho } from '../lib/session-cache.ts';

export interface ShellReadStart {
  lang: 'en' | 'es';
  /** the page asks for the alert preview (cms_mode=preview): its alerts are read on their own */
  preview: boolean;
}

/**
 * Issue 21 item 4: a first load reads the session, the support number, the alerts, the outage
 * status and the FAQ topics in one request (GET /api/session/shell), and each answer goes into
 * the cache under its own hook's key. The hooks, their invalidations and refetches are
 * unchanged: while the shell read is in flight a mounting hook waits on it instead of asking its
 * own endpoint, and afterwards reads the cache. A part the shell could not read (null), or the
 * whole read failing, falls back to that part's own endpoint.
 */
export function startShellRead(queryClient: QueryClient, { lang, preview }: ShellReadStart): void {
  const shell: Promise<ShellRead | null> = callApi(sessionShellRoutes.getShell, { query: { lang } }).catch(
    () => null,
  );
  const code = faqLanguageCode(lang);

  void queryClient.prefetchQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const answer = await shell;
      if (!answer) return getSession(signal);
      rememberCsrfToken(answer.session.csrfToken);
      // Before the session lands: the alerts and the outage status wait for it, then read these.
      const who = sessionWho(answer.session);
      if (answer.alerts && !preview) {
        queryClient.setQueryData(alertsQueryKey(lang, false, who), answer.alerts);
      }
      if (answer.outageStatus) queryClient.setQueryData(outageStatusQueryKey(who), answer.outageStatus);
      return answer.session;
    },
  });
  void queryClient.prefetchQuery({
    queryKey: SUPPORT_NUMBER_QUERY_KEY,
    queryFn: async ({ signal }) => (await shell)?.supportNumber ?? getSupportNumber(signal),
    staleTime: Infinity,
  });
  void queryClient.prefetchQuery({
    queryKey: faqProductsQueryKey(code),
    queryFn: async ({ signal }) => (await shell)?.faqProducts ?? getFaqProducts(code, signal),
  });
}
