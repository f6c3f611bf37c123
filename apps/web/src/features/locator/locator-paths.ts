import type { LocatorType } from '@coax/domain';

/** The map page's path for a type (seed 001 §2 "Locator map | type"). */
export const locatorPath = (type: LocatorType) => `/locator/${type}`;
