import type { ShopCart, ShopCartSetBody, ShopProduct, ShopProductList, ShopSalesTax } from '@coax/contract';
import {
  maxQuantityOf,
  optPricingFor,
  priceCart,
  SHOP_CART_MAX_LINES,
  SHOP_CART_TTL_MS,
  ShopMessages,
  unitDiscountOf,
  unitPriceOf,
  type ShopCartItem,
  type ShopModelPricing,
  type ShopPriceType,
  type ShopProductPricing,
} from '@coax/domain';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import * as repo from './repository.ts';

/** Whose cart: the subscriber the session is (or acts for), and their account. */
export interface CartOwner {
  userId: string;
  accountNumber: string;
}

const list = (text: string) => (text ? text.split(',') : []);

function productPricing(p: repo.ProductRow): ShopProductPricing {
  return {
    id: p.id,
    name: p.name_en,
    type: p.type,
    maxQuantity: p.max_quantity,
    bundlePercent: p.bundle_percent,
    bundleSkus: list(p.bundle_skus),
    maxDiscountedPerOrder: p.max_discounted_per_order,
  };
}

function modelPricing(m: repo.ModelRow, pricing: repo.PricingRow[]): ShopModelPricing {
  return {
    sku: m.sku,
    name: m.name_en,
    priceCents: m.price_cents,
    salePriceCents: m.sale_price_cents,
    promoPriceCents: m.promo_price_cents,
    onSale: m.on_sale === 1,
    optPricing: pricing
      .filter((o) => o.sku === m.sku)
      .map((o) => ({
        type: o.price_type,
        discount: o.discount,
        discountType: o.discount_type,
        ratecode: o.ratecode,
      })),
  };
}

function productView(
  p: repo.ProductRow,
  models: repo.ModelRow[],
  pricing: repo.PricingRow[],
  priceType: ShopPriceType,
): ShopProduct {
  const own = models.filter((m) => m.product_id === p.id);
  const views = own.map((m) => {
    const priced = modelPricing(m, pricing);
    const opt = optPricingFor(priced, priceType);
    const unit = unitPriceOf(priced);
    return {
      name: { en: m.name_en, es: m.name_es },
      sku: m.sku,
      price: m.price_cents,
      priceType: opt?.type ?? 'regular',
      opt_pricing: priced.optPricing
        .filter((o) => o.type === priceType)
        .map((o) => ({
          type: o.type,
          discount: o.discount,
          discount_type: o.discountType,
          ratecode: o.ratecode,
        })),
      salePrice: m.sale_price_cents,
      promoPrice: m.promo_price_cents,
      onSale: m.on_sale === 1,
      unitPrice: unit - (opt ? unitDiscountOf(unit, opt.discount, opt.discountType) : 0),
    };
  });
  const first = views[0];
  return {
    id: p.id,
    name: { en: p.name_en, es: p.name_es },
    description: { en: p.description_en, es: p.description_es },
    type: p.type,
    category: p.category,
    options: { models: views },
    max_quantity: p.max_quantity,
    discount_percent_when_offered_with_other_items: p.bundle_percent,
    skus_with_which_this_item_is_offered_as_discounted: list(p.bundle_skus),
    max_discounted_items_per_order: p.max_discounted_per_order,
    salePrice: first?.salePrice ?? null,
    promoPrice: first?.promoPrice ?? null,
    onSale: first?.onSale ?? false,
    images: list(p.images),
  };
}

export function shopService(deps: { db: repo.Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The cart's items, or none once it has gone an hour without a change (seed 002 §4). */
  async function liveItems(trx: repo.Db, userId: string) {
    const cart = await repo.findCart(trx, userId);
    if (!cart) return { items: [], updatedAt: null };
    if (cart.updatedAt + SHOP_CART_TTL_MS <= clock.now()) {
      await repo.deleteCart(trx, userId);
      return { items: [], updatedAt: null };
    }
    return cart;
  }

  async function zipFor(owner: CartOwner, asked: string | undefined): Promise<string> {
    const zip = asked ?? (await repo.serviceZip(db, owner.accountNumber));
    if (!zip || !(await repo.zipHasTax(db, zip))) {
      throw errors.badRequest('shop.tax.zip-not-served', ShopMessages.zipNotServed);
    }
    return zip;
  }

  async function priced(trx: repo.Db, owner: CartOwner, zip: string): Promise<ShopCart> {
    const { items, updatedAt } = await liveItems(trx, owner.userId);
    const models = (await repo.listModels(trx)).filter((m) => items.some((i) => i.sku === m.sku));
    const products = await repo.listProducts(trx);
    const pricing = await repo.listPricing(
      trx,
      models.map((m) => m.sku),
    );
    const cartItems: ShopCartItem[] = [];
    for (const item of items) {
      const m = models.find((x) => x.sku === item.sku);
      const p = m && products.find((x) => x.id === m.product_id);
      if (m && p) {
        cartItems.push({
          product: productPricing(p),
          model: modelPricing(m, pricing),
          quantity: item.quantity,
        });
      }
    }
    const codes = [...new Set(pricing.map((o) => o.ratecode))];
    const rates = Object.fromEntries(
      (await repo.taxRates(trx, zip, codes)).map((r) => [r.ratecode, r.rate_ppm]),
    );
    const totals = priceCart(cartItems, 'regular', rates);
    return {
      lines: totals.lines.map((l) => {
        const p = products.find((x) => x.id === l.productId);
        const m = models.find((x) => x.sku === l.sku);
        return {
          ...l,
          name: { en: p?.name_en ?? l.name, es: p?.name_es ?? l.name },
          option: { en: m?.name_en ?? l.option, es: m?.name_es ?? l.option },
          maxQuantity: p && l.type !== 'promo' ? maxQuantityOf(productPricing(p)) : l.quantity,
          image: p ? (list(p.images)[0] ?? null) : null,
        };
      }),
      zipCode: zip,
      beforeTax: totals.beforeTax,
      tax: totals.tax,
      discount: totals.discount,
      total: totals.total,
      expiresAt: updatedAt === null || items.length === 0 ? null : updatedAt + SHOP_CART_TTL_MS,
    };
  }

  return {
    /** The cart priced for a ZIP inside a transaction (checkout prices it where it places it). */
    pricedWithin: priced,

    /** The ZIP if the tax table serves it; refused otherwise. */
    servedZip: (owner: CartOwner, zip: string) => zipFor(owner, zip),

    /** The subscriber whose cart it is; an agent must be acting for one (seed 002 §6). */
    owner(caller: Caller | null): CartOwner {
      if (!caller) throw errors.noSession();
      if (!caller.subject) {
        throw errors.forbidden('session.choose-subscriber', 'Choose a subscriber to act for first.');
      }
      const account = caller.subject.account;
      if (!account) {
        throw errors.forbidden('session.not-allowed', 'The shop is for subscribers with an account.');
      }
      return { userId: caller.subject.user.id, accountNumber: account.account_number };
    },

    async products(priceType: ShopPriceType = 'regular'): Promise<ShopProductList> {
      const products = await repo.listProducts(db);
      const models = await repo.listModels(db);
      const pricing = await repo.listPricing(
        db,
        models.map((m) => m.sku),
      );
      return { products: products.map((p) => productView(p, models, pricing, priceType)) };
    },

    async product(id: number, priceType: ShopPriceType = 'regular'): Promise<ShopProduct> {
      const p = await repo.findProduct(db, id);
      if (!p) throw errors.notFound('shop.product.not-found', ShopMessages.productNotFound);
      const models = await repo.listModels(db, [id]);
      const pricing = await repo.listPricing(
        db,
        models.map((m) => m.sku),
      );
      return productView(p, models, pricing, priceType);
    },

    async cart(owner: CartOwner, zipCode?: string): Promise<ShopCart> {
      const zip = await zipFor(owner, zipCode);
      return db.transaction().execute((trx) => priced(trx, owner, zip));
    },

    /** Puts a model in the cart (or changes its quantity), capped at its product's maximum. */
    async setItem(owner: CartOwner, body: ShopCartSetBody): Promise<ShopCart> {
      const model = await repo.findModel(db, body.sku);
      const product = model && (await repo.findProduct(db, model.product_id));
      if (!model || !product) throw errors.notFound('shop.model.not-found', ShopMessages.modelNotFound);
      const zip = await zipFor(owner, body.zipCode);
      const quantity = Math.min(body.quantity, maxQuantityOf(productPricing(product)));
      return db.transaction().execute(async (trx) => {
        const { items } = await liveItems(trx, owner.userId);
        const isNew = !items.some((i) => i.sku === body.sku);
        if (isNew && quantity > 0 && items.length >= SHOP_CART_MAX_LINES) {
          throw errors.badRequest('shop.cart.too-many-lines', ShopMessages.tooManyLines);
        }
        const now = clock.now();
        await repo.touchCart(trx, owner.userId, now);
        await repo.setCartItem(trx, owner.userId, body.sku, quantity, now);
        return priced(trx, owner, zip);
      });
    },

    async empty(owner: CartOwner): Promise<ShopCart> {
      await db.transaction().execute((trx) => repo.deleteCart(trx, owner.userId));
      return this.cart(owner);
    },

    /** salesTaxByProducts: the rate of each code for the ZIP; a code the table lacks is not taxed. */
    async salesTax(zipCode: string, rateCodes: string[]): Promise<ShopSalesTax> {
      if (!(await repo.zipHasTax(db, zipCode))) {
        throw errors.badRequest('shop.tax.zip-not-served', ShopMessages.zipNotServed);
      }
      const rows = await repo.taxRates(db, zipCode, rateCodes);
      return {
        zipCode,
        rates: [...new Set(rateCodes)].map((ratecode) => ({
          ratecode,
          ratePpm: rows.find((r) => r.ratecode === ratecode)?.rate_ppm ?? 0,
        })),
      };
    },
  };
}
export type ShopService = ReturnType<typeof shopService>;
