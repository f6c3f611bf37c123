/** Pricing and My services (migration 0026). Instants in ms, money in cents. */
import type { OfferKind, PlanSection, ServiceOrderKind, ServiceOrderStatus } from '@coax/domain';

export interface PricingAreasTable {
  /** the footprint: the accounts' corp */
  corp_id: string;
  name: string;
  /** 1 or 0; null where the operator has not said */
  is_regulated: number | null;
}

export interface ServiceOffersTable {
  code: string;
  section: PlanSection;
  kind: OfferKind;
  business: number;
  rank: number;
  offered: number;
  name_en: string;
  name_es: string;
  blurb_en: string;
  blurb_es: string;
  monthly_cents: number;
}

export interface AccountServicesTable {
  account_number: string;
  code: string;
  monthly_cents: number;
  added_at: number;
}

export interface ServiceOrdersTable {
  id: string;
  account_number: string;
  kind: ServiceOrderKind;
  code: string;
  status: ServiceOrderStatus;
  reason_code: string | null;
  actor_id: string;
  created_at: number;
}

export interface ServiceChargesTable {
  order_id: string;
  account_number: string;
  code: string;
  amount_cents: number;
  billed_at: number | null;
}

export interface ServiceContentTable {
  id: string;
  kind: 'slide' | 'nest' | 'animation' | 'section' | 'offer';
  sort: number;
  title_en: string;
  title_es: string;
  body_en: string;
  body_es: string;
  value: number;
}

/** easyMoveLead (migration 0047): one open per account; instants in ms, the day YYYY-MM-DD. */
export interface MoveLeadsTable {
  id: string;
  reference: string;
  account_number: string;
  /** the id (or agent) who sent it */
  created_by: string;
  move_on: string;
  street: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string;
  served: number;
  created_at: number;
  updated_at: number;
  cancelled_at: number | null;
}

export interface ShopServicesTables {
  move_leads: MoveLeadsTable;
  pricing_areas: PricingAreasTable;
  service_offers: ServiceOffersTable;
  account_services: AccountServicesTable;
  service_orders: ServiceOrdersTable;
  service_charges: ServiceChargesTable;
  service_content: ServiceContentTable;
}

/** Pricing and My services tables, children first. */
export const SHOP_SERVICES_TABLES = [
  'move_leads',
  'service_charges',
  'service_orders',
  'account_services',
  'service_offers',
  'service_content',
  'pricing_areas',
] as const satisfies ReadonlyArray<keyof ShopServicesTables>;
