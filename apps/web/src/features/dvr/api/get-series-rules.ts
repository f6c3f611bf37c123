import { useQuery } from '@tanstack/react-query';
import { dvrRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const dvrSeriesRulesQueryKey = ['dvr', 'series-rules'] as const;

/** The session's series rules, with how many episodes each has scheduled and recorded. */
export function getSeriesRules(signal?: AbortSignal) {
  return callApi(dvrRoutes.dvrSeriesRules, {}, { signal });
}

export function useSeriesRules() {
  return useQuery({ queryKey: dvrSeriesRulesQueryKey, queryFn: ({ signal }) => getSeriesRules(signal) });
}
