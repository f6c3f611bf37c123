import { useQuery } from '@tanstack/react-query';
import { locatorRoutes, type PlaceSuggestions } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export function suggestPlaces(q: string, signal?: AbortSignal): Promise<PlaceSuggestions> {
  return callApi(locatorRoutes.locatorPlaces, { query: { q } }, { signal });
}

/** US towns and ZIP codes for the address autocomplete (GET /api/locator/places). */
export function usePlaceSuggestions(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['locator', 'places', term],
    enabled: term.length >= 2,
    staleTime: Infinity,
    queryFn: ({ signal }) => suggestPlaces(term, signal),
  });
}
