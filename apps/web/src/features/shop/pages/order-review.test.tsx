import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ShopOrder } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

// getOrdersByStatus (the status filter) and updateReviewStatus (seed 002 §7).

const session = () => json(200, createSessionState({ user: createSessionUser({ id: 'jsmith' }) }));

/** The order as the server keeps it: the review answer sticks. */
function orderStore(first: ShopOrder) {
  let current = first;
  return {
    get: () => json(200, current),
    review: ({ body }: { body: unknown }) => {
      const b = body as { status: 'reviewed' | 'dismissed'; rating?: number };
      current = { ...current, review: { status: b.status, rating: b.rating ?? null } };
      return json(200, current);
    },
  };
}

const order = (over: Partial<ShopOrder> = {}): ShopOrder => ({
  number: 'K7M3-Q9XD',
  placedAt: Date.UTC(2026, 10, 20, 17, 0),
  status: 'delivered',
  paid: true,
  lines: [
    {
      sku: 'GW-AX6',
      type: 'product',
      name: { en: 'WiFi 6 Gateway', es: 'Puerta de enlace WiFi 6' },
      option: { en: 'Standard', es: 'Estándar' },
      quantity: 1,
      unitPrice: 14999,
      cost: 14999,
      discount: 0,
      returned: 0,
    },
  ],
  beforeTax: 14999,
  tax: 1294,
  discount: 0,
  total: 16293,
  address: { line1: '12 Elm St', line2: null, city: 'Hicksville', state: 'NY', zip: '11801' },
  paidWith: { last4: '4242' },
  review: { status: 'pending', rating: null },
  returnable: false,
  returnBy: Date.UTC(2026, 11, 23, 17, 0),
  returns: [],
  ...over,
});

describe('/shop/orders?status= (getOrdersByStatus)', () => {
  it('asks the server for one status, marks the filter, and says when none has it', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': () => session(),
      'GET /api/shop/orders': ({ url }) =>
        json(200, { orders: url.searchParams.get('status') === 'shipped' ? [] : [order()] }),
    });
    const { user } = renderApp('/shop/orders?status=delivered');
    expect(await screen.findByRole('link', { name: 'Order K7M3-Q9XD' })).toBeInTheDocument();
    const filter = screen.getByRole('navigation', { name: 'Show orders' });
    expect(within(filter).getByRole('link', { name: 'Delivered' })).toHaveAttribute('aria-current', 'page');
    expect(callsTo('GET /api/shop/orders')[0]!.url.searchParams.get('status')).toBe('delivered');

    await user.click(within(filter).getByRole('link', { name: 'Shipped' }));
    expect(await screen.findByText('No orders are shipped right now.')).toBeInTheDocument();

    await user.click(within(filter).getByRole('link', { name: 'All' }));
    expect(await screen.findByRole('link', { name: 'Order K7M3-Q9XD' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('GET /api/shop/orders').at(-1)!.url.searchParams.has('status')).toBe(false),
    );
  });

  it('ignores a status it does not know and lists every order', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': () => session(),
      'GET /api/shop/orders': () => json(200, { orders: [order()] }),
    });
    renderApp('/shop/orders?status=lost');
    expect(await screen.findByRole('link', { name: 'Order K7M3-Q9XD' })).toBeInTheDocument();
    expect(callsTo('GET /api/shop/orders')[0]!.url.searchParams.has('status')).toBe(false);
  });
});

describe('/shop/orders/:number review (updateReviewStatus)', () => {
  it('asks for stars on a delivered order, refuses none chosen, and sends the rating', async () => {
    const kept = orderStore(order());
    const { callsTo } = mockApi({
      'GET /api/session': () => session(),
      'GET /api/shop/orders/K7M3-Q9XD': kept.get,
      'POST /api/shop/orders/K7M3-Q9XD/review': kept.review,
    });
    const { user } = renderApp('/shop/orders/K7M3-Q9XD');
    expect(await screen.findByRole('heading', { name: 'How was your order?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Choose from one to five stars.')).toBeInTheDocument();
    expect(callsTo('POST /api/shop/orders/K7M3-Q9XD/review')).toHaveLength(0);
    await user.click(screen.getByLabelText('4 of 5 stars'));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('You rated this order 4 of 5 stars. Thank you.')).toBeInTheDocument();
    expect(callsTo('POST /api/shop/orders/K7M3-Q9XD/review')[0]!.body).toEqual({
      status: 'reviewed',
      rating: 4,
    });
    await user.click(screen.getByRole('button', { name: 'Change my rating' }));
    expect(screen.getByLabelText('4 of 5 stars')).toBeChecked();
  });

  it('takes no thanks, and says so in Spanish', async () => {
    const kept = orderStore(order());
    const { callsTo } = mockApi({
      'GET /api/session': () => session(),
      'GET /api/shop/orders/K7M3-Q9XD': kept.get,
      'POST /api/shop/orders/K7M3-Q9XD/review': kept.review,
    });
    const { user } = renderApp('/espanol/shop/orders/K7M3-Q9XD');
    await user.click(await screen.findByRole('button', { name: 'No, gracias' }));
    expect(await screen.findByText('Eligió no calificar este pedido.')).toBeInTheDocument();
    expect(callsTo('POST /api/shop/orders/K7M3-Q9XD/review')[0]!.body).toEqual({ status: 'dismissed' });
  });

  it('asks nothing before delivery', async () => {
    mockApi({
      'GET /api/session': () => session(),
      'GET /api/shop/orders/SHIP-0001': () => json(200, order({ number: 'SHIP-0001', status: 'shipped' })),
    });
    renderApp('/shop/orders/SHIP-0001');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Shipped');
    expect(screen.queryByRole('heading', { name: 'How was your order?' })).toBeNull();
  });

  it('says why a refused answer was refused', async () => {
    mockApi({
      'GET /api/session': () => session(),
      'GET /api/shop/orders/K7M3-Q9XD': () => json(200, order()),
      'POST /api/shop/orders/K7M3-Q9XD/review': () =>
        apiError(409, 'CONFLICT', 'x', { reason: 'shop.order.review-not-delivered' }),
    });
    const { user } = renderApp('/shop/orders/K7M3-Q9XD');
    await user.click(await screen.findByLabelText('5 of 5 stars'));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(
      await screen.findByText('You can review an order once it has been delivered.'),
    ).toBeInTheDocument();
  });
});
