import { useQuery } from '@tanstack/react-query';
import { configRoutes, type SupportNumber } from '@coax/contract';
import { callApi } from '../lib/api-client.ts';
import { useConfig } from './get-config.ts';

/** Keyed outside 'config' so a change of session refetches it; the shell's first read seeds it. */
export const SUPPORT_NUMBER_QUERY_KEY = ['support-number'] as const;

/** Seed 000 §7 "Support number | lookup by corp id | header": for the session's corp. */
export function getSupportNumber(signal?: AbortSignal): Promise<SupportNumber> {
  return callApi(configRoutes.supportNumber, {}, { signal });
}

/**
 * The support phone number to show: the signed-in customer's corp line, or the operator's
 * default while that loads or when it fails. Keyed outside 'config' so a change of session
 * (sign-in, act-for) refetches it.
 */
export function useSupportPhone(): string | undefined {
  const config = useConfig().data;
  const byCorp = useQuery({
    queryKey: SUPPORT_NUMBER_QUERY_KEY,
    queryFn: ({ signal }) => getSupportNumber(signal),
    staleTime: Infinity,
  });
  return byCorp.data?.phone ?? config?.brand.supportPhone;
}
