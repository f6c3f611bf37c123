/** The store's tables (migration 0025). Money in cents, instants in ms. */
import type { Generated } from 'kysely';
import type {
  ShopDiscountType,
  ShopLineType,
  ShopPriceType,
  ShopProductType,
  ShopReviewStatus,
} from '@coax/domain';

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

/** An order (migration 0044): 'charging' until its charge is confirmed, then 'placed'. */
export interface ShopOrdersTable {
  id: string;
  number: string;
  user_id: string;
  account_number: string;
  state: 'charging' | 'placed';
  placed_at: number;
  before_tax_cents: number;
  tax_cents: number;
  discount_cents: number;
  total_cents: number;
  addr_line1: string;
  addr_line2: string | null;
  addr_city: string;
  addr_state: string;
  addr_zip: string;
  /** the saved method paid with; null for a new card */
  method_id: string | null;
  /** the processor's token (never a card number) */
  gateway_token: string;
  last4: string;
  /** updateReviewStatus (migration 0046) */
  review_status: Generated<ShopReviewStatus>;
  review_rating: number | null;
  reviewed_at: number | null;
}

export interface ShopOrderLinesTable {
  order_id: string;
  line_no: number;
  sku: string;
  type: ShopLineType;
  name_en: string;
  name_es: string;
  option_en: string;
  option_es: string;
  quantity: number;
  unit_price_cents: number;
  cost_cents: number;
  discount_cents: number;
}

export interface ShopTables {
  shop_orders: ShopOrdersTable;
  shop_order_lines: ShopOrderLinesTable;
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
  'shop_order_lines',
  'shop_orders',
  'shop_cart_items',
  'shop_carts',
  'shop_service_addresses',
  'shop_tax_rates',
  'shop_model_pricing',
  'shop_models',
  'shop_products',
] as const satisfies ReadonlyArray<keyof ShopTables>;
