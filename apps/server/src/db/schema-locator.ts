/** The locator map's tables (migration 0029). */
import type { MapItemType, PlaceKind } from '@coax/domain';

export interface LocatorCategoriesTable {
  /** the category's name as stored (NONE: no category) */
  name: string;
  label_en: string;
  label_es: string;
  position: number;
}

export interface LocatorPlacesTable {
  id: string;
  kind: PlaceKind;
  item_type: MapItemType;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lon: number;
  category: string | null;
  provider_name: string | null;
  account_type: string | null;
  outdoor: number;
  weekday_open: number | null;
  weekday_close: number | null;
  saturday_open: number | null;
  saturday_close: number | null;
  sunday_open: number | null;
  sunday_close: number | null;
}

export interface LocatorTables {
  locator_categories: LocatorCategoriesTable;
  locator_places: LocatorPlacesTable;
}

/** Locator tables, children first; they refer to no other area's. */
export const LOCATOR_TABLES = ['locator_places', 'locator_categories'] as const satisfies ReadonlyArray<
  keyof LocatorTables
>;
