import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { DEMO_CATALOG, DEMO_SERVICE_ADDRESSES, DEMO_TAX_RATES } from './shop-catalog.ts';

/** The store's demo rows: the catalogue, the tax table and the service addresses. No carts. */
export async function seedShop(trx: Kysely<Database>): Promise<void> {
  let sort = 0;
  for (const p of DEMO_CATALOG) {
    await trx
      .insertInto('shop_products')
      .values({
        id: p.id,
        type: p.type,
        category: p.category,
        name_en: p.en[0],
        description_en: p.en[1],
        name_es: p.es[0],
        description_es: p.es[1],
        max_quantity: p.maxQuantity ?? 50,
        bundle_percent: p.bundle?.percent ?? 0,
        bundle_skus: (p.bundle?.skus ?? []).join(','),
        max_discounted_per_order: p.bundle?.maxPerOrder ?? null,
        images: p.image,
        sort: sort++,
      })
      .execute();
    for (const m of p.models) {
      await trx
        .insertInto('shop_models')
        .values({
          sku: m.sku,
          product_id: p.id,
          name_en: m.en,
          name_es: m.es,
          price_cents: m.price,
          sale_price_cents: m.sale ?? null,
          promo_price_cents: m.promo ?? null,
          on_sale: m.onSale ? 1 : 0,
          sort: sort++,
        })
        .execute();
      await trx
        .insertInto('shop_model_pricing')
        .values([
          {
            sku: m.sku,
            price_type: 'regular',
            discount: 0,
            discount_type: 'percentage',
            ratecode: m.ratecode,
          },
          {
            sku: m.sku,
            price_type: 'employee',
            discount: m.employee.discount,
            discount_type: m.employee.type,
            ratecode: m.ratecode,
          },
        ])
        .execute();
    }
  }
  for (const [zip, codes] of Object.entries(DEMO_TAX_RATES)) {
    for (const [ratecode, rate_ppm] of Object.entries(codes)) {
      await trx.insertInto('shop_tax_rates').values({ zip, ratecode, rate_ppm }).execute();
    }
  }
  for (const a of DEMO_SERVICE_ADDRESSES) {
    await trx
      .insertInto('shop_service_addresses')
      .values({ ...a, line2: null })
      .execute();
  }
}
