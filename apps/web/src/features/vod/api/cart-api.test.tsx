import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { json, mockApi } from '../../../test/fetch-mock.ts';
import { createVodCart } from '../../../test/vod-factories.ts';
import { createVodCartChange, createVodCartRemoveMany } from '../../../test/vod-cart-factories.ts';
import { useAddToCart } from './add-to-cart.ts';
import { useCartContains } from './get-cart-contains.ts';
import { useVodCart } from './get-cart.ts';
import { useRemoveFromCart } from './remove-from-cart.ts';
import { useRemoveManyFromCart } from './remove-many-from-cart.ts';

function wrapper() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

const flags = { status: 'SUCCESS', kind: 'cart', titles: [] };

describe('cart api hooks (seed 001 §4: loaded once, shared, reloaded after a change)', () => {
  it('loads the cart once for callers that ask at the same time', async () => {
    const { callsTo } = mockApi({ 'GET /api/vod/cart': () => json(200, createVodCart()) });
    const { result } = renderHook(() => [useVodCart(), useVodCart(), useVodCart()] as const, {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    expect(callsTo('GET /api/vod/cart')).toHaveLength(1);
    expect(result.current[2].data?.items[0]?.title).toBe('The Lantern Keeper');
  });

  it('asks for the flags of several titles in one comma-separated query, and not for none', async () => {
    const { callsTo } = mockApi({ 'GET /api/vod/cart/contains': () => json(200, flags) });
    const { result } = renderHook(
      () => ({ some: useCartContains(['T1', 'T2']), none: useCartContains([]) }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.some.isSuccess).toBe(true));
    expect(callsTo('GET /api/vod/cart/contains').map((r) => r.url.search)).toEqual(['?titleIds=T1%2CT2']);
    expect(result.current.none.fetchStatus).toBe('idle');
  });

  it('does not ask while disabled (a visitor has no cart)', async () => {
    const { callsTo } = mockApi();
    const { result } = renderHook(() => useVodCart({ enabled: false }), { wrapper: wrapper() });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(callsTo('GET /api/vod/cart')).toHaveLength(0);
  });

  it('reloads the list and the flags after an add, a remove and a bulk removal', async () => {
    const { callsTo } = mockApi({
      'GET /api/vod/cart': () => json(200, createVodCart()),
      'GET /api/vod/cart/contains': () => json(200, flags),
      'POST /api/vod/cart/add': () => json(200, createVodCartChange({ inCart: true })),
      'POST /api/vod/cart/remove': () => json(200, createVodCartChange()),
      'POST /api/vod/cart/remove-multiple': () => json(200, createVodCartRemoveMany({ removedIds: [1] })),
    });
    const { result } = renderHook(
      () => ({
        cart: useVodCart(),
        contains: useCartContains(['T100001']),
        add: useAddToCart(),
        remove: useRemoveFromCart(),
        removeMany: useRemoveManyFromCart(),
      }),
      { wrapper: wrapper() },
    );
    await waitFor(() =>
      expect(result.current.cart.isSuccess && result.current.contains.isSuccess).toBe(true),
    );

    await act(() => result.current.add.mutateAsync({ assetId: 200001, tracking: 'title-page' }));
    expect(callsTo('GET /api/vod/cart')).toHaveLength(2);
    expect(callsTo('GET /api/vod/cart/contains')).toHaveLength(2);
    expect(callsTo('POST /api/vod/cart/add')[0]!.body).toEqual({ assetId: 200001, tracking: 'title-page' });

    await act(() => result.current.remove.mutateAsync({ assetId: 200001 }));
    expect(callsTo('GET /api/vod/cart')).toHaveLength(3);
    expect(callsTo('POST /api/vod/cart/remove')[0]!.body).toEqual({ assetId: 200001 });

    await act(() => result.current.removeMany.mutateAsync({ assetIds: [1] }));
    expect(callsTo('GET /api/vod/cart')).toHaveLength(4);
    expect(callsTo('GET /api/vod/cart/contains')).toHaveLength(4);
  });

  it('sends the anti-forgery header with a change', async () => {
    document.cookie = 'coax_csrf=token-123; path=/';
    const { callsTo } = mockApi({
      'GET /api/vod/cart': () => json(200, createVodCart()),
      'POST /api/vod/cart/add': () => json(200, createVodCartChange({ inCart: true })),
    });
    const { result } = renderHook(() => useAddToCart(), { wrapper: wrapper() });
    await act(() => result.current.mutateAsync({ assetId: 5 }));
    expect(callsTo('POST /api/vod/cart/add')[0]!.headers.get('x-csrf-token')).toBe('token-123');
  });
});
