import { useEffect, useState } from 'react';
import { DEFAULT_MAP_CENTER, DEFAULT_ZIP, ZIP_COOKIE, type LatLon } from '@coax/domain';
import { readCookie } from '../../lib/cookies.ts';
import { getZipLocation } from './api/get-zip-location.ts';

/** How long the browser may take to answer where it is before the default ZIP is used. */
const GEOLOCATION_WAIT_MS = 8000;

export interface StartPoint {
  at: LatLon;
  /** the ZIP code or town the point came from, when it came from one */
  place: string | null;
}

function browserPosition(): Promise<LatLon | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
      () => resolve(null),
      { timeout: GEOLOCATION_WAIT_MS, maximumAge: 600_000 },
    );
  });
}

async function zipPoint(zip: string): Promise<StartPoint | null> {
  try {
    const z = await getZipLocation(zip);
    return { at: z.location.latLon, place: `${z.city}, ${z.state} ${z.zip}` };
  } catch {
    return null;
  }
}

/**
 * Seed 001 §7: where the map starts: the ZIP cookie's ZIP, else the browser's position, else the
 * default ZIP 11801. Until one answers (and if none does), the default centre 40.65 / -73.95.
 */
export function useStartPoint(): StartPoint & { settled: boolean } {
  const [point, setPoint] = useState<StartPoint & { settled: boolean }>({
    at: DEFAULT_MAP_CENTER,
    place: null,
    settled: false,
  });
  useEffect(() => {
    let live = true;
    void (async () => {
      const cookieZip = readCookie(ZIP_COOKIE);
      const fromCookie = cookieZip && /^\d{5}$/.test(cookieZip) ? await zipPoint(cookieZip) : null;
      const position = fromCookie ? null : await browserPosition();
      const found = fromCookie ?? (position ? { at: position, place: null } : await zipPoint(DEFAULT_ZIP));
      if (live) setPoint({ ...(found ?? { at: DEFAULT_MAP_CENTER, place: null }), settled: true });
    })();
    return () => {
      live = false;
    };
  }, []);
  return point;
}
