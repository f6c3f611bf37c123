import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PaymentMethod, ShopCart, ShopOrder } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

// openpgp cannot run under jsdom (its Uint8Array is another realm's); the real encryption is
// tested on the server (card-encryption.test.ts, orders-card.test.ts). Here: what the page sends.
const encryptCard = vi.hoisted(() =>
  vi.fn(async (key: string | null, card: { number: string }) =>
    key ? `-----BEGIN PGP MESSAGE-----\n\n${card.number.length}\n-----END PGP MESSAGE-----` : null,
  ),
);
vi.mock('../checkout/encrypt-card.ts', () => ({ encryptCard }));

const signedIn = () => json(200, createSessionState({ user: createSessionUser({ id: 'jsmith' }) }));

const cart: ShopCart = {
  lines: [
    {
      productId: 101,
      name: { en: 'WiFi 6 Gateway', es: 'Puerta de enlace WiFi 6' },
      option: { en: 'Standard', es: 'Estándar' },
      sku: 'GW-AX6',
      type: 'product',
      price: 14999,
      salePrice: null,
      promoPrice: null,
      quantity: 1,
      maxQuantity: 5,
      ratecode: 'HW',
      priceType: 'regular',
      tax: 1294,
      cost: 14999,
      discount: 0,
      image: null,
    },
  ],
  zipCode: '11801',
  beforeTax: 14999,
  tax: 1294,
  discount: 0,
  total: 16293,
  expiresAt: Date.UTC(2026, 10, 26, 18, 0),
};

const method = {
  id: 'pm_1',
  payMethodName: 'Visa',
  last4: '4242',
} as PaymentMethod;

const order: ShopOrder = {
  number: 'K7M3-Q9XD',
  placedAt: Date.UTC(2026, 10, 26, 17, 0),
  status: 'processing',
  paid: true,
  lines: [
    {
      sku: 'GW-AX6',
      type: 'product',
      name: cart.lines[0]!.name,
      option: cart.lines[0]!.option,
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
  returnBy: Date.UTC(2026, 11, 29, 17, 0),
  returns: [],
};

const base = {
  'GET /api/session': signedIn,
  'GET /api/shop/cart': () => json(200, cart),
  'GET /api/billing/payment-methods': () => json(200, { methods: [method] }),
};

describe('/shop/checkout (seed 002 §2 checkout, order summary, order success)', () => {
  it('reviews, places the order with one key, and shows the order number with the cart checked', async () => {
    const { callsTo } = mockApi({
      ...base,
      'POST /api/shop/orders': () => json(200, { order, message: 'Your order has been placed.' }),
      'GET /api/shop/orders/K7M3-Q9XD': () => json(200, order),
    });
    const { user } = renderApp('/shop/checkout');
    expect(await screen.findByText('Cart, locked while you check out')).toBeInTheDocument();
    expect(await screen.findByLabelText('Saved: Visa ending 4242')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order summary' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$162.93');
    // the money as the cart page writes it: before tax, tax, total
    expect(screen.getByText('Before tax')).toBeInTheDocument();
    expect(screen.getByText('Sales tax')).toBeInTheDocument();
    expect(screen.getByText('Cart, locked while you check out')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Your order number is K7M3-Q9XD.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, order placed' })).toHaveAttribute('href', '/shop/cart');
    const [post] = callsTo('POST /api/shop/orders');
    expect(post!.body).toEqual({
      address: { kind: 'service' },
      payment: { kind: 'saved', methodId: 'pm_1' },
    });
    expect(post!.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it('keeps what was typed when the person goes back from the summary', async () => {
    mockApi(base);
    const { user } = renderApp('/shop/checkout');
    await user.click(await screen.findByLabelText('Another shipping address'));
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Hicksville');
    await user.selectOptions(screen.getByLabelText('State'), 'NY');
    await user.type(screen.getByLabelText('ZIP code'), '11801');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByText('1 Main St, Hicksville, NY 11801')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByLabelText('Street address')).toHaveValue('1 Main St');
  });

  it('checks a shipping address and a new card before the summary', async () => {
    mockApi(base);
    const { user } = renderApp('/shop/checkout');
    await user.click(await screen.findByLabelText('Another shipping address'));
    await user.click(screen.getByLabelText('A new card'));
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByText('Please enter a street address')).toBeInTheDocument();
    expect(screen.getByText('Please select a state')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid card number.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order summary' })).toBeNull();
  });

  it('encrypts a new card with the public key; the number is never sent in clear', async () => {
    const { callsTo } = mockApi({
      ...base,
      'GET /api/shop/checkout-key': () => json(200, { armoredKey: 'PUBLIC KEY' }),
      'POST /api/shop/orders': () => json(200, { order, message: 'Your order has been placed.' }),
      'GET /api/shop/orders/K7M3-Q9XD': () => json(200, order),
    });
    const { user } = renderApp('/shop/checkout');
    await user.click(await screen.findByLabelText('A new card'));
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Name on card'), 'Pat Smith');
    await user.type(screen.getByLabelText('Expiry month (MM)'), '12');
    await user.type(screen.getByLabelText('Expiry year (YYYY)'), '2030');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByText('Paid with')).toBeInTheDocument();
    expect(screen.getByText('the new card ending 4242')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Your order number is K7M3-Q9XD.')).toBeInTheDocument();
    const sent = JSON.stringify(callsTo('POST /api/shop/orders')[0]!.body);
    expect(sent).toContain('-----BEGIN PGP MESSAGE-----');
    expect(sent).not.toContain('4242424242424242');
    expect(encryptCard).toHaveBeenCalledWith('PUBLIC KEY', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      name: 'Pat Smith',
    });
  });

  it("refuses a new card it cannot encrypt with the seed's message, sending nothing", async () => {
    const { callsTo } = mockApi({
      ...base,
      'GET /api/shop/checkout-key': () => json(200, { armoredKey: null }),
    });
    const { user } = renderApp('/shop/checkout');
    await user.click(await screen.findByLabelText('A new card'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Name on card'), 'Pat Smith');
    await user.type(screen.getByLabelText('Expiry month (MM)'), '12');
    await user.type(screen.getByLabelText('Expiry year (YYYY)'), '2030');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not encrypt your card details. Please try again or use a saved payment method.',
    );
    expect(callsTo('POST /api/shop/orders')).toHaveLength(0);
  });

  it('words a declined payment in Spanish', async () => {
    mockApi({
      ...base,
      'POST /api/shop/orders': () => apiError(400, 'BAD_REQUEST', 'x', { reason: 'shop.order.declined' }),
    });
    const { user } = renderApp('/espanol/shop/checkout');
    await user.click(await screen.findByRole('button', { name: 'Revisar el pedido' }));
    await user.click(await screen.findByRole('button', { name: 'Hacer el pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El emisor de la tarjeta o el banco rechazó el pago.',
    );
  });

  it('says when the cart is empty', async () => {
    mockApi({ ...base, 'GET /api/shop/cart': () => json(200, { ...cart, lines: [], total: 0 }) });
    renderApp('/shop/checkout');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });
});

describe('/shop/orders', () => {
  it('lists the orders with their status, and opens one', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/orders': () => json(200, { orders: [{ ...order, status: 'shipped' }] }),
      'GET /api/shop/orders/K7M3-Q9XD': () => json(200, { ...order, status: 'shipped' }),
    });
    const { user } = renderApp('/shop/orders');
    await user.click(await screen.findByRole('link', { name: 'Order K7M3-Q9XD' }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Shipped');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$162.93');
  });

  it("says so for an order that is not the subscriber's, and when there are none", async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/orders': () => json(200, { orders: [] }),
      'GET /api/shop/orders/ZZZZ-ZZZZ': () =>
        apiError(404, 'NOT_FOUND', 'x', { reason: 'shop.order.not-found' }),
    });
    renderApp('/shop/orders/ZZZZ-ZZZZ');
    expect(await screen.findByText('That order is not among your orders.')).toBeInTheDocument();
    renderApp('/shop/orders');
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });
});
