import { locatorRoutes, type ZipLocation } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Seed 001 §7 map/geolocate/zipcode/{zip}: a ZIP code's centre (GET /api/locator/geolocate/zipcode/:zip). */
export function getZipLocation(zip: string, signal?: AbortSignal): Promise<ZipLocation> {
  return callApi(locatorRoutes.locatorZip, { params: { zip } }, { signal });
}
