import type { FastifyReply, FastifyRequest } from 'fastify';
import { shopRoutes, type ShopCart } from '@coax/contract';
import { SHOP_CART_COOKIE, SHOP_CART_TTL_MS } from '@coax/domain';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { ShopService } from './service.ts';

/**
 * The cart cookie (seed 002 §4, one hour): how many units the cart holds, for the header's cart
 * icon. The server's cart is the record; the cookie ends with it an hour after the last change.
 */
function cartCookie(req: FastifyRequest, reply: FastifyReply, secure: boolean, cart: ShopCart): ShopCart {
  const units = cart.lines.filter((l) => l.type !== 'promo').reduce((n, l) => n + l.quantity, 0);
  const options = { path: '/', sameSite: 'strict' as const, secure: secure || req.protocol === 'https' };
  if (units === 0) reply.clearCookie(SHOP_CART_COOKIE, options);
  else reply.setCookie(SHOP_CART_COOKIE, String(units), { ...options, maxAge: SHOP_CART_TTL_MS / 1000 });
  return cart;
}

export function registerShopRoutes(routes: RouteRegistry, shop: ShopService, cookieSecure: boolean) {
  routes.add(shopRoutes.shopProducts, async ({ input }) => shop.products(input.query.priceType));
  routes.add(shopRoutes.shopProduct, async ({ input }) =>
    shop.product(input.params.productId, input.query.priceType),
  );
  routes.add(shopRoutes.shopCart, async ({ caller, input, req, reply }) =>
    cartCookie(req, reply, cookieSecure, await shop.cart(shop.owner(caller), input.query.zipCode)),
  );
  routes.add(shopRoutes.shopCartSet, async ({ caller, input, req, reply }) =>
    cartCookie(req, reply, cookieSecure, await shop.setItem(shop.owner(caller), input.body)),
  );
  routes.add(shopRoutes.shopCartEmpty, async ({ caller, req, reply }) =>
    cartCookie(req, reply, cookieSecure, await shop.empty(shop.owner(caller))),
  );
  routes.add(shopRoutes.shopSalesTax, async ({ caller, input }) => {
    shop.owner(caller);
    return shop.salesTax(input.body.zipCode, input.body.rateCodes);
  });
}
