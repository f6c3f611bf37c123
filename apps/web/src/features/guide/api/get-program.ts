import { useQuery } from '@tanstack/react-query';
import { guideRoutes, type GuideProgramAnswer } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const guideProgramQueryKey = (eventId: number) => ['tv', 'program', eventId] as const;

/** Seed 001 §7 eventdetails: a linear program with every §3 field, more airings and on-demand titles. */
export function getGuideProgram(eventId: number, signal?: AbortSignal): Promise<GuideProgramAnswer> {
  return callApi(guideRoutes.guideProgram, { params: { eventId } }, { signal });
}

/** The program of a program page; nothing is asked for without a usable event id. */
export function useGuideProgram(eventId: number | null) {
  return useQuery({
    queryKey: guideProgramQueryKey(eventId ?? 0),
    queryFn: ({ signal }) => getGuideProgram(eventId ?? 0, signal),
    enabled: eventId !== null,
    retry: false,
  });
}
