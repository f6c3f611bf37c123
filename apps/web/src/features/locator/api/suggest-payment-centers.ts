import { useQuery } from '@tanstack/react-query';
import { locatorRoutes, type PaymentCenterSuggestions } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useLocatorT } from '../i18n/use-locator-t.ts';

/** Payment centres for the payment-centre autocomplete (GET /api/locator/payment-centers). */
export function usePaymentCenterSuggestions(q: string) {
  const { lang } = useLocatorT();
  const term = q.trim();
  return useQuery({
    queryKey: ['locator', 'payment-centers', term, lang],
    enabled: term.length >= 2,
    queryFn: ({ signal }): Promise<PaymentCenterSuggestions> =>
      callApi(locatorRoutes.locatorPaymentCenters, { query: { q: term, lang } }, { signal }),
  });
}
