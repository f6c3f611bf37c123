import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ShopCart, ShopProduct } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const signedIn = () => json(200, createSessionState({ user: createSessionUser({ id: 'jsmith' }) }));

const mesh: ShopProduct = {
  id: 102,
  name: { en: 'Whole-Home Mesh Kit', es: 'Kit de malla para toda la casa' },
  description: { en: 'Mesh points for every corner.', es: 'Puntos de malla para toda la casa.' },
  type: 'product',
  category: 'internet',
  options: {
    models: [
      {
        name: { en: '2-pack', es: 'Paquete de 2' },
        sku: 'MK-2',
        price: 29999,
        priceType: 'regular',
        opt_pricing: [],
        salePrice: 24999,
        promoPrice: null,
        onSale: true,
        unitPrice: 24999,
      },
    ],
  },
  max_quantity: 5,
  discount_percent_when_offered_with_other_items: 15,
  skus_with_which_this_item_is_offered_as_discounted: ['GW-AX6'],
  max_discounted_items_per_order: 2,
  salePrice: 24999,
  promoPrice: null,
  onSale: true,
  images: ['/shop-images/mesh-kit.svg'],
};

const line = {
  productId: 102,
  name: mesh.name,
  option: { en: '2-pack', es: 'Paquete de 2' },
  sku: 'MK-2',
  salePrice: 24999,
  promoPrice: null,
  ratecode: 'HW',
  priceType: 'regular' as const,
  image: null,
};
const cart: ShopCart = {
  lines: [
    {
      ...line,
      type: 'product',
      price: 29999,
      quantity: 1,
      maxQuantity: 5,
      tax: 2156,
      cost: 24999,
      discount: 0,
    },
    {
      ...line,
      type: 'promo',
      price: -3750,
      salePrice: null,
      quantity: 1,
      maxQuantity: 1,
      tax: 0,
      cost: -3750,
      discount: 3750,
    },
  ],
  zipCode: '11801',
  beforeTax: 24999,
  tax: 2156,
  discount: 3750,
  total: 23405,
  expiresAt: Date.UTC(2026, 10, 26, 18, 0),
};

describe('/shop (seed 002 §2 Shop)', () => {
  it('lists the catalogue with sale and bundle notes, and the cart link for a subscriber', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/products': () => json(200, { products: [mesh] }),
    });
    renderApp('/shop');
    expect(await screen.findByRole('link', { name: 'Details of Whole-Home Mesh Kit' })).toHaveAttribute(
      'href',
      '/shop/product/102',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(screen.getByText('$249.99')).toBeInTheDocument();
    expect(screen.getByText('On sale')).toBeInTheDocument();
    expect(screen.getByText('Save 15% with a gateway or other qualifying item')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/shop/cart');
  });

  it('shows loading, then the empty shop', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/products': () => new Promise<Response>((r) => (answer = r)),
    });
    renderApp('/shop');
    expect(await screen.findByText('Loading the shop…')).toBeInTheDocument();
    answer(json(200, { products: [] }));
    expect(await screen.findByText('There is nothing in the shop right now.')).toBeInTheDocument();
  });

  it('says when the shop could not load, and tries again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/products': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL', 'Boom') : json(200, { products: [mesh] }),
    });
    const { user } = renderApp('/shop');
    expect(await screen.findByText('We could not load the shop. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Whole-Home Mesh Kit')).toBeInTheDocument();
  });

  it('reads the catalogue in Spanish under /espanol', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/products': () => json(200, { products: [mesh] }),
    });
    renderApp('/espanol/shop');
    expect(await screen.findByText('Kit de malla para toda la casa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tienda' })).toBeInTheDocument();
  });
});

describe('/shop/product/:id', () => {
  it('adds the chosen model and quantity to the cart', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/products/102': () => json(200, mesh),
      'POST /api/shop/cart/items': () => json(200, cart),
    });
    const { user } = renderApp('/shop/product/102');
    const qty = await screen.findByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
    expect(callsTo('POST /api/shop/cart/items')[0]!.body).toEqual({ sku: 'MK-2', quantity: 2 });
  });

  it('words a refusal in Spanish', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/products/102': () => json(200, mesh),
      'POST /api/shop/cart/items': () =>
        apiError(401, 'NO_SESSION', 'No session. Login required.', { reason: 'session.none' }),
    });
    const { user } = renderApp('/espanol/shop/product/102');
    await user.click(await screen.findByRole('button', { name: 'Añadir al carrito' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay sesión. Debe iniciar sesión.');
  });
});

describe('/shop/cart', () => {
  it('shows the lines, the bundle discount as a credit, the tax for the ZIP and the total', async () => {
    mockApi({ 'GET /api/session': signedIn, 'GET /api/shop/cart': () => json(200, cart) });
    renderApp('/shop/cart');
    expect(await screen.findByText('Whole-Home Mesh Kit (2-pack)')).toBeInTheDocument();
    expect(screen.getByText('Bundle discount: Whole-Home Mesh Kit (2-pack)')).toBeInTheDocument();
    expect(screen.getAllByText('$37.50 credit').length).toBeGreaterThan(0);
    expect(screen.getByText('Sales tax (ZIP 11801)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('$21.56');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$234.05');
  });

  it('retaxes for another ZIP, and words a ZIP without tax', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/cart': (r) =>
        r.url.searchParams.get('zipCode') === '99999'
          ? apiError(400, 'BAD_REQUEST', 'x', { reason: 'shop.tax.zip-not-served' })
          : json(200, cart),
    });
    const { user } = renderApp('/shop/cart');
    const zip = await screen.findByLabelText('ZIP code for sales tax');
    await user.clear(zip);
    await user.type(zip, '99999');
    await user.click(screen.getByRole('button', { name: 'Update tax' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not have sales tax for that ZIP code.');
    await waitFor(() => expect(callsTo('GET /api/shop/cart').length).toBe(2));
  });

  it('says when the cart is empty', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/shop/cart': () =>
        json(200, { ...cart, lines: [], beforeTax: 0, tax: 0, discount: 0, total: 0 }),
    });
    renderApp('/shop/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });
});
