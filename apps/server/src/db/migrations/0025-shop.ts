import type { Kysely } from 'kysely';

// The store (issue 19): the catalogue (seed 002 §3 "Shop product"), the sales tax table by ZIP and
// rate code that the operator fills (§7 salesTaxByProducts), the service addresses the cart is
// taxed for, and the carts kept on the server for one hour (§4). Money in integer cents, instants
// in ms, lists as comma-separated text. Portable schema only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_es', 'text', (c) => c.notNull())
    .addColumn('max_quantity', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('bundle_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bundle_skus', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('max_discounted_per_order', 'integer')
    .addColumn('images', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('shop_models')
    .addColumn('sku', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('shop_products.id'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('sale_price_cents', 'integer')
    .addColumn('promo_price_cents', 'integer')
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shop_models_product_idx').on('shop_models').column('product_id').execute();
  await db.schema
    .createTable('shop_model_pricing')
    .addColumn('sku', 'text', (c) => c.notNull().references('shop_models.sku'))
    .addColumn('price_type', 'text', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('ratecode', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_model_pricing_pk', ['sku', 'price_type'])
    .execute();
  await db.schema
    .createTable('shop_tax_rates')
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('ratecode', 'text', (c) => c.notNull())
    .addColumn('rate_ppm', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_tax_rates_pk', ['zip', 'ratecode'])
    .execute();
  await db.schema
    .createTable('shop_service_addresses')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('shop_carts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('shop_cart_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('shop_carts.user_id'))
    .addColumn('sku', 'text', (c) => c.notNull().references('shop_models.sku'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_cart_items_pk', ['user_id', 'sku'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_cart_items').execute();
  await db.schema.dropTable('shop_carts').execute();
  await db.schema.dropTable('shop_service_addresses').execute();
  await db.schema.dropTable('shop_tax_rates').execute();
  await db.schema.dropTable('shop_model_pricing').execute();
  await db.schema.dropIndex('shop_models_product_idx').execute();
  await db.schema.dropTable('shop_models').execute();
  await db.schema.dropTable('shop_products').execute();
}
