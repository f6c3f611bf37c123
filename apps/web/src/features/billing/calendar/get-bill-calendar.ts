import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { billingCalendarRoutes, type BillCalendar } from '@coax/contract';
import { buildQuery, callApi } from '../../../lib/api-client.ts';
import type { Lang } from '../../../i18n/language.ts';

export const billCalendarQueryKey = (month: string | undefined) =>
  ['billing', 'calendar', month ?? 'now'] as const;

/** One month of the money calendar with the next three months' warnings; no month: this one. */
export function getBillCalendar(month: string | undefined, signal?: AbortSignal): Promise<BillCalendar> {
  return callApi(billingCalendarRoutes.calendar, { query: month ? { month } : {} }, { signal });
}

export function useBillCalendar(month: string | undefined) {
  return useQuery({
    queryKey: billCalendarQueryKey(month),
    queryFn: ({ signal }) => getBillCalendar(month, signal),
    // The month shown stays while the next one loads, so the grid does not flash empty.
    placeholderData: keepPreviousData,
  });
}

/** Where the .ics file downloads from: a plain link, so the browser saves the file itself. */
export function billCalendarIcsHref(lang: Lang): string {
  return billingCalendarRoutes.calendarIcs.path + buildQuery({ lang });
}
