import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { alertsRoutes, type AlertsResponse } from '@coax/contract';
import { useCurrentSession } from '../../../session/current-session.ts';
import { useLanguage } from '../../../i18n/language-context.ts';
import { callApi } from '../../../lib/api-client.ts';
import { sessionWho } from '../../../lib/session-cache.ts';

export interface GetAlertsInput {
  lang: 'en' | 'es';
  /** seed 000 §4: cms_mode=preview asks to skip the date and language checks (the server decides) */
  preview: boolean;
}

/** Seed 000 §7 "Alerts": the alerts list and the outage link in one call. */
export function getAlerts(input: GetAlertsInput, signal?: AbortSignal): Promise<AlertsResponse> {
  return callApi(
    alertsRoutes.listAlerts,
    { query: { lang: input.lang, ...(input.preview ? { cms_mode: 'preview' } : {}) } },
    { signal },
  );
}

/** True when the page address asks for the alert preview (seed 000 §4: cms_mode=preview). */
export function wantsPreview(search: string): boolean {
  return new URLSearchParams(search).get('cms_mode') === 'preview';
}

/** The alerts' cache key: the shell's first read seeds it under the same key. */
export const alertsQueryKey = (lang: 'en' | 'es', preview: boolean, who: string) =>
  ['alerts', lang, preview, who] as const;

/**
 * The alerts for the visitor and the page language. The answer depends on who is signed in, so the
 * session's user (or agent) is part of the key: signing in or out fetches them again.
 */
export function useAlerts() {
  const { lang } = useLanguage();
  const { search } = useLocation();
  const { session, isPending } = useCurrentSession();
  const preview = wantsPreview(search);
  return useQuery({
    queryKey: alertsQueryKey(lang, preview, sessionWho(session)),
    queryFn: ({ signal }) => getAlerts({ lang, preview }, signal),
    enabled: !isPending,
    staleTime: 60_000,
  });
}
