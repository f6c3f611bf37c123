/** Distances and areas on the map: miles on a spherical Earth (haversine). */

export interface LatLon {
  lat: number;
  lon: number;
}

export interface Bounds {
  minLat: number;
  minLon: number;
  maxLat: number;
  maxLon: number;
}

/** The Earth's mean radius in miles. */
export const EARTH_RADIUS_MILES = 3958.8;
/** Miles in one degree of latitude. */
const MILES_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_MILES) / 180;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points, in miles (haversine). */
export function haversineMiles(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The box that holds every point within `miles` of `center`: the cheap first cut an index can
 * answer, before the exact distance. Clamped to the valid ranges.
 */
export function boundsAround(center: LatLon, miles: number): Bounds {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const cosLat = Math.max(Math.cos(rad(center.lat)), 0.01);
  const dLon = Math.min(180, miles / (MILES_PER_DEGREE_LAT * cosLat));
  return {
    minLat: Math.max(-90, center.lat - dLat),
    maxLat: Math.min(90, center.lat + dLat),
    minLon: Math.max(-180, center.lon - dLon),
    maxLon: Math.min(180, center.lon + dLon),
  };
}

/** Where two boxes overlap, or null when they do not. */
export function intersectBounds(a: Bounds, b: Bounds): Bounds | null {
  const out = {
    minLat: Math.max(a.minLat, b.minLat),
    minLon: Math.max(a.minLon, b.minLon),
    maxLat: Math.min(a.maxLat, b.maxLat),
    maxLon: Math.min(a.maxLon, b.maxLon),
  };
  return out.minLat <= out.maxLat && out.minLon <= out.maxLon ? out : null;
}

/** The middle of a box. */
export const boundsCenter = (b: Bounds): LatLon => ({
  lat: (b.minLat + b.maxLat) / 2,
  lon: (b.minLon + b.maxLon) / 2,
});

/** Distances as the list shows them: one decimal. */
export const roundMiles = (miles: number): number => Math.round(miles * 10) / 10;
