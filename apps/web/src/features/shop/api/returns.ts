import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopReturnRoutes, type ShopCreateReturnBody } from '@coax/contract';
import { buildPath, buildQuery, callApi } from '../../../lib/api-client.ts';

/** Returns items of an order; the key stays the same for retries of one submit. */
export function useCreateReturn(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: ShopCreateReturnBody; idempotencyKey: string }) =>
      callApi(
        shopReturnRoutes.shopCreateReturn,
        { params: { number }, body: v.body },
        { idempotencyKey: v.idempotencyKey },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['shop', 'orders'] });
    },
  });
}

/** Where a return's packing slip or label downloads, in the reader's language. */
export function returnDocumentHref(rma: string, doc: 'packing-slip' | 'label', lang: 'en' | 'es'): string {
  const route = doc === 'label' ? shopReturnRoutes.shopReturnLabel : shopReturnRoutes.shopReturnPackingSlip;
  return buildPath(route.path, { rma }) + buildQuery({ lang });
}
