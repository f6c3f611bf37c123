import type { LocatorType, MapItemType } from '@coax/domain';
import type { Reason } from '@coax/contract';
import { createAreaT } from '../../../i18n/area-t.ts';
import { locatorEn } from './en.ts';
import { locatorEs } from './es.ts';

export type LocatorKey = keyof typeof locatorEn;

/** `t` for the locator map; its messages load with the map's code. */
export const useLocatorT = createAreaT<LocatorKey>({ en: locatorEn, es: locatorEs });

export const TYPE_LABELS: Record<LocatorType, LocatorKey> = {
  hotspots: 'locator.type.hotspots',
  stores: 'locator.type.stores',
  storesAndPaymentCenters: 'locator.type.storesAndPaymentCenters',
  business: 'locator.type.business',
};

export const TITLES: Record<LocatorType, LocatorKey> = {
  hotspots: 'locator.title.hotspots',
  stores: 'locator.title.stores',
  storesAndPaymentCenters: 'locator.title.storesAndPaymentCenters',
  business: 'locator.title.business',
};

/** Each item type's name (seed 001 §3 "Item types"). */
export const ITEM_TYPE_LABELS: Record<MapItemType, LocatorKey> = {
  INDOOR: 'locator.item.INDOOR',
  OUTDOOR: 'locator.item.OUTDOOR',
  PARTNER_INDOOR: 'locator.item.PARTNER_INDOOR',
  PARTNER_OUTDOOR: 'locator.item.PARTNER_OUTDOOR',
  primary: 'locator.item.primary',
  secondary: 'locator.item.secondary',
  nearestStore: 'locator.item.nearestStore',
};

/** The words for each of the area's refusals. */
export const LOCATOR_REASON_TEXT: Partial<Record<Reason, LocatorKey>> = {
  'locator.type.unknown': 'locator.unknownType',
  'locator.zip.not-found': 'locator.zipNotFound',
  'locator.bounds.order': 'locator.boundsOrder',
};
