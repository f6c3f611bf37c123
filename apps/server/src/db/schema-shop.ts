/** The store's tables (migration 0025). Money in cents, instants in ms. */
import type { ShopDiscountType, ShopPriceType, ShopProductType } from '@coax/domain';

export interface ShopProductsTable {
  id: number;
  type: ShopProductType;
  category: string;
  name_en: string;
  name_es: string;
  description_en: string;
  description_es: string;
  max_quantity: number;
  bundle_percent: number;
  /** comma-separated skus */
  bundle_skus: string;
  max_discounted_per_order: number | null;
  /** comma-separated image addresses */
  images: string;
  sort: number;
}

export interface ShopModelsTable {
  sku: string;
  product_id: number;
  name_en: string;
  name_es: string;
  price_cents: number;
  sale_price_cents: number | null;
  promo_price_cents: number | null;
  on_sale: number;
  sort: number;
}

export interface ShopModelPricingTable {
  sku: string;
  price_type: ShopPriceType;
  discount: number;
  discount_type: ShopDiscountType;
  ratecode: string;
}

export interface ShopTaxRatesTable {
  zip: string;
  ratecode: string;
  rate_ppm: number;
}

export interface ShopServiceAddressesTable {
  account_number: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface ShopCartsTable {
  user_id: string;
  updated_at: number;
}

export interface ShopCartItemsTable {
  user_id: string;
  sku: string;
  quantity: number;
  added_at: number;
}

export interface ShopTables {
  shop_products: ShopProductsTable;
  shop_models: ShopModelsTable;
  shop_model_pricing: ShopModelPricingTable;
  shop_tax_rates: ShopTaxRatesTable;
  shop_service_addresses: ShopServiceAddressesTable;
  shop_carts: ShopCartsTable;
  shop_cart_items: ShopCartItemsTable;
}

/** Store tables, children first; they refer to accounts and users, so they go before those. */
export const SHOP_TABLES = [
  'shop_cart_items',
  'shop_carts',
  'shop_service_addresses',
  'shop_tax_rates',
  'shop_model_pricing',
  'shop_models',
  'shop_products',
] as const satisfies ReadonlyArray<keyof ShopTables>;
