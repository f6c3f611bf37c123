import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  SUMMARY_DEFAULT_PAGE_SIZE,
  VOD_DEFAULT_SORT,
  VOD_FILTER_IDS,
  VOD_SORTS,
  isSummaryPageSize,
  type SummaryPageSize,
  type VodFilterId,
  type VodSort,
} from '@coax/domain';

/** The grid's settings: a change of any of them starts again at page 1. */
export interface SummaryChoice {
  pageSize: SummaryPageSize;
  sort: VodSort;
  filter: VodFilterId;
}

export interface SummaryState extends SummaryChoice {
  page: number;
}

/** The server pages up to this far (contract: page 1-1,000,000). */
const MAX_PAGE = 1_000_000;

const isSort = (value: string | null): value is VodSort =>
  (VOD_SORTS as readonly (string | null)[]).includes(value);
const isFilter = (value: number): value is VodFilterId =>
  (VOD_FILTER_IDS as readonly number[]).includes(value);

/** Reads the grid's settings from the query string; anything missing or unreadable is the default. */
export function readSummaryState(search: string): SummaryState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sort = params.get('sort');
  const filter = Number(params.get('filter') ?? 0);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: isSummaryPageSize(pageSize) ? pageSize : SUMMARY_DEFAULT_PAGE_SIZE,
    sort: isSort(sort) ? sort : VOD_DEFAULT_SORT,
    filter: isFilter(filter) ? filter : 0,
  };
}

/** The query string for a state; defaults are left out so a plain category address stays plain. */
export function writeSummaryState(state: SummaryState): string {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== SUMMARY_DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  if (state.sort !== VOD_DEFAULT_SORT) params.set('sort', state.sort);
  if (state.filter !== 0) params.set('filter', String(state.filter));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The grid's page, size, sort and filter live in the address's query string, in front of the hash
 * (/tv/on-demand/?page=3&sort=popularity#/summary/200001), not in component state: Back from a
 * title returns to the page the visitor left, a grid can be bookmarked or shared, and the hash
 * stays the seed's own route (#/summary/{menuId}), which the page's hash router reads untouched.
 * Moving to another page is a step in the history (Back goes to the page before); changing the
 * size, sort or filter replaces the entry and returns to page 1 (seed 001 §2: "A changed page
 * size, sort or filter resets to the first page"). A link to another category carries no query
 * string, so every category opens at its first page.
 */
export function useSummaryState() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readSummaryState(search), [search]);
  // The router shows a new address a moment after it is asked for one, so a second change made in
  // between (a sort, then at once a filter) builds on the first, not on the address still shown.
  const pending = useRef<SummaryState | null>(null);
  useEffect(() => {
    if (pending.current && writeSummaryState(pending.current) === search) pending.current = null;
  }, [search]);

  const go = useCallback(
    (change: Partial<SummaryState>, replace: boolean) => {
      const next = { ...(pending.current ?? state), ...change };
      pending.current = next;
      void navigate({ pathname, search: writeSummaryState(next), hash }, { replace });
    },
    [navigate, pathname, hash, state],
  );
  const setPage = useCallback((page: number) => go({ page }, false), [go]);
  const choose = useCallback((change: Partial<SummaryChoice>) => go({ ...change, page: 1 }, true), [go]);
  return { state, setPage, choose };
}
