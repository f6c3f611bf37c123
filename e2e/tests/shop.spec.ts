import { expect, noHorizontalScroll, test } from './fixtures.ts';

// The store (issue 19 items 1–3): the catalogue, a product page, the cart with its bundle
// discount and the sales tax for the service ZIP. jsmith by keyboard at 1280 px; mgarcia on a
// phone at 375 px in Spanish; a visitor is asked to sign in. Each journey empties its cart at
// the end, so the demo data is left as found.

test.describe('the store at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('jsmith fills his cart by keyboard and sees the tax for his ZIP', async ({ page, signIn, axe }) => {
    await signIn('jsmith');
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await axe('shop');

    const addByKeyboard = async (product: string, model: string | null, quantity: string | null) => {
      await page.goto('/shop');
      await page.getByRole('link', { name: `Details of ${product}` }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
      if (model) await page.getByRole('radio', { name: new RegExp(`^${model}`) }).check();
      if (quantity) {
        await page.getByLabel('Quantity').focus();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(quantity);
      }
      await page.getByRole('button', { name: 'Add to cart' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Added to your cart.')).toBeVisible();
    };
    await addByKeyboard('Smart WiFi Gateway', 'WiFi 6 ', '2');
    await axe('product page');
    await addByKeyboard('Whole-Home Mesh Kit', '2-pack', null);
    await addByKeyboard('Home Security Monitoring', null, null);

    await page.getByRole('link', { name: 'View cart' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByText('Bundle discount: Whole-Home Mesh Kit (2-pack)')).toBeVisible();
    await expect(page.getByText('Sales tax (ZIP 11801)')).toBeVisible();
    // 8.625% in Hicksville: 25.87 + 21.56 + 1.72
    await expect(page.getByTestId('cart-tax')).toHaveText('$49.15');
    // 569.96 + 49.15 − 37.50
    await expect(page.getByTestId('cart-total')).toHaveText('$581.61');
    await axe('cart');

    for (const name of [
      'Smart WiFi Gateway (WiFi 6)',
      'Whole-Home Mesh Kit (2-pack)',
      'Home Security Monitoring (Monthly)',
    ]) {
      await page.getByRole('button', { name: `Remove ${name}` }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: `Remove ${name}` })).toHaveCount(0);
    }
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('a visitor browses the shop and is asked to sign in to buy', async ({ page, axe }) => {
    await page.goto('/shop/product/101');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart WiFi Gateway' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to buy' })).toBeVisible();
    await axe('product page, visitor');
    await page.goto('/shop/cart');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('the store at 375 px, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('mgarcia adds a camera and sees the tax for the Bronx', async ({ page, signIn, axe }) => {
    await signIn('mgarcia');
    await page.goto('/espanol/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeInViewport();
    await noHorizontalScroll(page);
    await axe('tienda');
    await page.getByRole('link', { name: 'Detalles de Cámara para exteriores' }).tap();
    await expect(page.getByRole('button', { name: 'Añadir al carrito' })).toBeVisible();
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: 'Añadir al carrito' }).tap();
    await expect(page.getByText('Se añadió a su carrito.')).toBeVisible();
    await axe('producto');
    await page.getByRole('link', { name: 'Ver carrito' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Su carrito' })).toBeInViewport();
    await expect(page.getByText('Impuesto sobre las ventas (código postal 10451)')).toBeVisible();
    // 129.99 at 8.875% = 11.536 → 11.54
    await expect(page.getByTestId('cart-tax')).toHaveText('$11.54');
    await noHorizontalScroll(page);
    await axe('carrito');
    await page.getByRole('button', { name: 'Quitar Cámara para exteriores (Negra)' }).tap();
    await expect(page.getByText('Su carrito está vacío.')).toBeVisible();
  });
});
