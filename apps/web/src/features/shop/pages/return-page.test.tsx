import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ShopOrder, ShopReturn } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, deferred, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const signedIn = () => json(200, createSessionState({ user: createSessionUser({ id: 'jsmith' }) }));

/** A delivered order of two gateways, an extender with its bundle promo, and a subscription. */
function createOrder(overrides: Partial<ShopOrder> = {}): ShopOrder {
  return {
    number: 'K7M3Q9XD',
    placedAt: Date.UTC(2026, 10, 20, 17, 0),
    status: 'delivered',
    paid: true,
    lines: [
      {
        sku: 'GW-AX6',
        type: 'product',
        name: { en: 'WiFi 6 Gateway', es: 'Puerta de enlace WiFi 6' },
        option: { en: 'Standard', es: 'Estándar' },
        quantity: 2,
        unitPrice: 14999,
        cost: 29998,
        discount: 0,
        returned: 0,
      },
      {
        sku: 'MK-2',
        type: 'product',
        name: { en: 'Mesh extender', es: 'Extensor de malla' },
        option: { en: '2-pack', es: 'Paquete de 2' },
        quantity: 1,
        unitPrice: 24999,
        cost: 24999,
        discount: 0,
        returned: 1,
      },
      {
        sku: 'SUB-SEC',
        type: 'subscription',
        name: { en: 'Home security', es: 'Seguridad del hogar' },
        option: { en: 'Monthly', es: 'Mensual' },
        quantity: 1,
        unitPrice: 1999,
        cost: 1999,
        discount: 0,
        returned: 0,
      },
    ],
    beforeTax: 56996,
    tax: 4917,
    discount: 0,
    total: 61913,
    address: { line1: '12 Elm St', line2: null, city: 'Hicksville', state: 'NY', zip: '11801' },
    paidWith: { last4: '4242' },
    review: { status: 'reviewed', rating: 5 },
    returnable: true,
    returnBy: Date.UTC(2026, 11, 23, 17, 0),
    returns: [],
    ...overrides,
  };
}

function createReturn(overrides: Partial<ShopReturn> = {}): ShopReturn {
  return {
    rma: 'RMA-Q4RT7ZX2MN',
    orderNumber: 'K7M3Q9XD',
    createdAt: Date.UTC(2026, 10, 26, 17, 0),
    status: 'label-issued',
    reason: 'defective',
    lines: [
      {
        sku: 'GW-AX6',
        name: { en: 'WiFi 6 Gateway', es: 'Puerta de enlace WiFi 6' },
        option: { en: 'Standard', es: 'Estándar' },
        quantity: 1,
        refund: 16293,
      },
    ],
    refund: 16293,
    refundedAt: null,
    refundConfirmation: null,
    ...overrides,
  };
}

describe('/shop/orders/:number/return (seed 002 §7 createRMA, createOnlineReturn)', () => {
  it('returns one item with one key, then shows the RMA and the packing slip and label to download', async () => {
    const made = createReturn();
    const { callsTo } = mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/orders/K7M3Q9XD': () => json(200, createOrder()),
      'POST /api/shop/orders/K7M3Q9XD/returns': () =>
        json(200, { return: made, message: 'Your return is ready.' }),
    });
    const { user, currentPath } = renderApp('/shop/orders/K7M3Q9XD');
    await user.click(await screen.findByRole('link', { name: 'Return items' }));
    await waitFor(() => expect(currentPath()).toBe('/shop/orders/K7M3Q9XD/return'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Return items from order K7M3Q9XD' }),
    ).toBeInTheDocument();
    // only what can go back: not the subscription, nor the extender already returned
    expect(screen.queryByLabelText(/Home security/)).toBeNull();
    expect(screen.queryByLabelText(/Mesh extender/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/How many of WiFi 6 Gateway/), '1');
    await user.selectOptions(screen.getByLabelText('Reason for the return'), 'defective');
    await user.click(screen.getByRole('button', { name: 'Create return' }));

    expect(await screen.findByText(/Your return is ready/)).toBeInTheDocument();
    const card = within(screen.getByRole('region', { name: 'Return RMA-Q4RT7ZX2MN' }));
    expect(card.getByTestId('return-status')).toHaveTextContent('Label issued');
    expect(card.getByText('$162.93')).toBeInTheDocument();
    expect(card.getByText('Refund to the card ending 4242')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Packing slip (PDF)' })).toHaveAttribute(
      'href',
      '/api/shop/returns/RMA-Q4RT7ZX2MN/packing-slip?lang=en',
    );
    expect(card.getByRole('link', { name: 'Return label (PDF)' })).toHaveAttribute(
      'href',
      '/api/shop/returns/RMA-Q4RT7ZX2MN/label?lang=en',
    );
    const [post] = callsTo('POST /api/shop/orders/K7M3Q9XD/returns');
    expect(post!.body).toEqual({ lines: [{ sku: 'GW-AX6', quantity: 1 }], reason: 'defective' });
    expect(post!.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it('asks for an item and a reason before sending anything', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/orders/K7M3Q9XD': () => json(200, createOrder()),
    });
    const { user } = renderApp('/shop/orders/K7M3Q9XD/return');
    await user.click(await screen.findByRole('button', { name: 'Create return' }));
    expect(screen.getByText('Please choose at least one item to return.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a reason for the return.')).toBeInTheDocument();
    expect(callsTo('POST /api/shop/orders/K7M3Q9XD/returns')).toHaveLength(0);
  });

  it('sends the same key again when the same return is retried after a failure', async () => {
    let calls = 0;
    const { callsTo } = mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/orders/K7M3Q9XD': () => json(200, createOrder()),
      'POST /api/shop/orders/K7M3Q9XD/returns': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL', 'x') : json(200, { return: createReturn(), message: 'ok' }),
    });
    const { user } = renderApp('/shop/orders/K7M3Q9XD/return');
    await user.selectOptions(await screen.findByLabelText(/How many of WiFi 6 Gateway/), '1');
    await user.selectOptions(screen.getByLabelText('Reason for the return'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create return' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create return' }));
    expect(await screen.findByRole('region', { name: 'Return RMA-Q4RT7ZX2MN' })).toBeInTheDocument();
    const [first, second] = callsTo('POST /api/shop/orders/K7M3Q9XD/returns');
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
  });

  it('words a refusal in Spanish', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/orders/K7M3Q9XD': () => json(200, createOrder()),
      'POST /api/shop/orders/K7M3Q9XD/returns': () =>
        apiError(400, 'BAD_REQUEST', 'x', { reason: 'shop.return.window-closed' }),
    });
    const { user } = renderApp('/espanol/shop/orders/K7M3Q9XD/return');
    await user.selectOptions(await screen.findByLabelText(/Cuántos de Puerta de enlace WiFi 6/), '2');
    await user.selectOptions(screen.getByLabelText('Motivo de la devolución'), 'damaged');
    await user.click(screen.getByRole('button', { name: 'Crear la devolución' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los artículos se pueden devolver dentro de los 30 días posteriores a la entrega',
    );
  });

  it('shows loading, then says when nothing can be returned', async () => {
    const answer = deferred();
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/orders/K7M3Q9XD': () => answer.promise,
    });
    renderApp('/shop/orders/K7M3Q9XD/return');
    expect(await screen.findByText('Loading your order…')).toBeInTheDocument();
    answer.resolve(json(200, createOrder({ returnable: false })));
    expect(await screen.findByText('Nothing in this order can be returned now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create return' })).toBeNull();
  });

  it('offers a retry when the order cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/orders/K7M3Q9XD': () =>
        fail ? apiError(500, 'INTERNAL', 'x') : json(200, createOrder()),
    });
    const { user } = renderApp('/shop/orders/K7M3Q9XD/return');
    expect(await screen.findByText('We could not load your order. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('button', { name: 'Create return' })).toBeInTheDocument();
  });

  it("names an order that is not the subscriber's", async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/orders/ZZZZ9999': () =>
        apiError(404, 'NOT_FOUND', 'x', { reason: 'shop.order.not-found' }),
    });
    renderApp('/shop/orders/ZZZZ9999/return');
    expect(await screen.findByText('That order is not among your orders.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create return' })).toBeNull();
  });
});

describe('an order with returns', () => {
  it('lists its returns with status, refund confirmation and Spanish document links', async () => {
    const refunded = createReturn({
      status: 'refunded',
      refundedAt: Date.UTC(2026, 11, 2, 17, 0),
      refundConfirmation: 'K7M2Q9XHT4',
    });
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/orders/K7M3Q9XD': () =>
        json(200, createOrder({ returnable: false, returns: [refunded] })),
    });
    renderApp('/espanol/shop/orders/K7M3Q9XD');
    const card = within(await screen.findByRole('region', { name: 'Devolución RMA-Q4RT7ZX2MN' }));
    expect(card.getByTestId('return-status')).toHaveTextContent('Reembolsada');
    expect(card.getByText(/confirmación K7M2Q-9XHT4/)).toBeInTheDocument();
    expect(card.getByText('No funciona')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Etiqueta de devolución (PDF)' })).toHaveAttribute(
      'href',
      '/api/shop/returns/RMA-Q4RT7ZX2MN/label?lang=es',
    );
    expect(screen.queryByRole('link', { name: 'Devolver artículos' })).toBeNull();
  });
});
