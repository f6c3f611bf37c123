import zipcodes from 'zipcodes';
import { AUTOCOMPLETE_COUNTRY, AUTOCOMPLETE_LIMIT } from '@coax/domain';

/** A US ZIP code and its town, from the `zipcodes` dataset that ships with the server. */
export interface UsPlace {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

let usPlaces: UsPlace[] | undefined;

/** Seed 001 §5 "Map autocomplete limited to the US": the dataset's US rows, sorted by ZIP. */
function allUsPlaces(): UsPlace[] {
  usPlaces ??= Object.values(zipcodes.codes)
    .filter((z) => z.country === AUTOCOMPLETE_COUNTRY && /^\d{5}$/.test(z.zip))
    .map((z) => ({ zip: z.zip, city: z.city, state: z.state, lat: z.latitude, lon: z.longitude }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  return usPlaces;
}

/** One US ZIP code, or undefined when the dataset does not know it. */
export function usZip(zip: string): UsPlace | undefined {
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== AUTOCOMPLETE_COUNTRY) return undefined;
  return { zip: found.zip, city: found.city, state: found.state, lat: found.latitude, lon: found.longitude };
}

/**
 * Address suggestions: ZIP codes that start with the digits typed, or towns whose name starts
 * with the words typed ("hicks", "brooklyn, ny"), one row per town and state.
 */
export function suggestUsPlaces(term: string): UsPlace[] {
  const q = term.trim().toLowerCase();
  if (/^\d+$/.test(q)) {
    return allUsPlaces()
      .filter((p) => p.zip.startsWith(q))
      .slice(0, AUTOCOMPLETE_LIMIT);
  }
  const [cityPart = '', statePart = ''] = q.split(',').map((s) => s.trim());
  const seen = new Set<string>();
  const out: UsPlace[] = [];
  for (const p of allUsPlaces()) {
    if (!p.city.toLowerCase().startsWith(cityPart)) continue;
    if (statePart && !p.state.toLowerCase().startsWith(statePart)) continue;
    const key = `${p.city}|${p.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  // exact town names first, then by name
  return out
    .sort(
      (a, b) =>
        Number(b.city.toLowerCase() === cityPart) - Number(a.city.toLowerCase() === cityPart) ||
        a.city.localeCompare(b.city) ||
        a.state.localeCompare(b.state),
    )
    .slice(0, AUTOCOMPLETE_LIMIT);
}
