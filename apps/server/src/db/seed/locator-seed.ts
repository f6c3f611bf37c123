import type { Transaction } from 'kysely';
import { DEFAULT_MAP_CENTER, haversineMiles, type HotspotItemType, type LatLon } from '@coax/domain';
import type { Database } from '../schema.ts';
import type { LocatorCategoriesTable, LocatorPlacesTable } from '../schema-locator.ts';
import { Prng } from './vod/prng.ts';

/**
 * The locator map's demo places (issue 18 item 6): a few hundred hotspots, stores, payment
 * centres and business offices around the seed's default centre (40.65 / -73.95, Flatbush,
 * Brooklyn), generated from a fixed seed so every machine gets the same map. A few stores sit
 * further out (Hicksville for the default ZIP 11801, Queens, the Bronx, Manhattan, Jersey City),
 * and one shopping centre has seven hotspots at the same spot (the "more" of a same-location list).
 */

export const LOCATOR_CATEGORIES: LocatorCategoriesTable[] = [
  { name: 'NONE', label_en: 'Other', label_es: 'Otro', position: 0 },
  { name: 'CAFE', label_en: 'Cafés', label_es: 'Cafeterías', position: 1 },
  { name: 'RESTAURANT', label_en: 'Restaurants', label_es: 'Restaurantes', position: 2 },
  { name: 'RETAIL', label_en: 'Shops', label_es: 'Tiendas', position: 3 },
  { name: 'PARK', label_en: 'Parks', label_es: 'Parques', position: 4 },
  {
    name: 'TRANSIT',
    label_en: 'Train and bus stations',
    label_es: 'Estaciones de tren y autobús',
    position: 5,
  },
  { name: 'LIBRARY', label_en: 'Libraries', label_es: 'Bibliotecas', position: 6 },
  { name: 'HOTEL', label_en: 'Hotels', label_es: 'Hoteles', position: 7 },
];

/** ZIP codes around the centre with their middles: a place takes the nearest one's ZIP. */
const AREA_ZIPS: ReadonlyArray<readonly [string, number, number]> = [
  ['11226', 40.6467, -73.957],
  ['11210', 40.6281, -73.9467],
  ['11225', 40.6628, -73.9546],
  ['11203', 40.6505, -73.9349],
  ['11218', 40.6424, -73.9758],
  ['11230', 40.6225, -73.965],
  ['11215', 40.6669, -73.9828],
  ['11238', 40.679, -73.9644],
  ['11213', 40.67, -73.9367],
  ['11212', 40.6625, -73.9145],
  ['11234', 40.6205, -73.9239],
  ['11229', 40.6011, -73.9475],
  ['11204', 40.6179, -73.9856],
  ['11219', 40.6336, -73.996],
  ['11232', 40.6521, -74.0018],
  ['11216', 40.6794, -73.9496],
  ['11236', 40.6407, -73.9028],
];

const STREETS = [
  'Flatbush Ave',
  'Church Ave',
  'Nostrand Ave',
  'Ocean Ave',
  'Cortelyou Rd',
  'Coney Island Ave',
  'Bedford Ave',
  'Rogers Ave',
  'Newkirk Ave',
  'Ditmas Ave',
  'Caton Ave',
  'Parkside Ave',
  'Linden Blvd',
  'Utica Ave',
  'Kings Hwy',
  'Avenue J',
  'Avenue M',
  'Foster Ave',
  'Beverley Rd',
  'Clarendon Rd',
  'Prospect Park SW',
  'Eastern Pkwy',
  'Empire Blvd',
  'Fort Hamilton Pkwy',
];

const NAME_PARTS: Record<string, { first: readonly string[]; second: readonly string[] }> = {
  CAFE: {
    first: ['Cortelyou', 'Parkside', 'Ditmas', 'Little', 'Sunrise', 'Corner', 'Maple'],
    second: ['Coffee', 'Café', 'Espresso Bar', 'Bakery', 'Tea House'],
  },
  RESTAURANT: {
    first: ['Flatbush', 'Caribbean', 'Golden', 'Brooklyn', 'Ocean', 'Kings'],
    second: ['Diner', 'Kitchen', 'Grill', 'Pizza', 'Bistro', 'Taqueria'],
  },
  RETAIL: {
    first: ['Church Ave', 'Nostrand', 'Bedford', 'Avenue J', 'Prospect'],
    second: ['Pharmacy', 'Market', 'Books', 'Hardware', 'Outfitters'],
  },
  PARK: {
    first: ['Prospect Park', 'Parade Ground', 'Marine Park', 'Kolbert Park', 'Wingate Park'],
    second: ['Lawn', 'Playground', 'Boathouse', 'Picnic Area', 'Field'],
  },
  TRANSIT: {
    first: ['Church Av', 'Beverley Rd', 'Cortelyou Rd', 'Newkirk Plaza', 'Avenue H', 'Kings Hwy'],
    second: ['Station', 'Bus Terminal', 'Platform'],
  },
  LIBRARY: {
    first: ['Flatbush', 'Clarendon', 'Midwood', 'Crown Heights', 'Kensington'],
    second: ['Library'],
  },
  HOTEL: { first: ['Parkside', 'Kings', 'Prospect', 'Flatbush'], second: ['Inn', 'Hotel', 'Suites'] },
  NONE: { first: ['Community', 'Neighborhood', 'Brooklyn'], second: ['Center', 'Hall', 'Hub'] },
};

const PARTNERS = ['Metro Free WiFi', 'CityNet Partners', 'Borough Connect'];
const ACCOUNT_TYPES = ['residential', 'business', 'all'];

type Place = LocatorPlacesTable;
const ALWAYS_OPEN = {
  weekday_open: null,
  weekday_close: null,
  saturday_open: null,
  saturday_close: null,
  sunday_open: null,
  sunday_close: null,
};
const h = (hour: number) => hour * 60;

function zipOf(at: LatLon): string {
  let best = AREA_ZIPS[0]!;
  for (const z of AREA_ZIPS) {
    if (haversineMiles(at, { lat: z[1], lon: z[2] }) < haversineMiles(at, { lat: best[1], lon: best[2] })) {
      best = z;
    }
  }
  return best[0];
}

/** A point within `spread` degrees of the centre, nearer the middle more often. */
function around(rng: Prng, center: LatLon, spread: number): LatLon {
  const r = spread * Math.sqrt(rng.next());
  const a = rng.next() * 2 * Math.PI;
  const lat = center.lat + r * Math.sin(a);
  const lon = center.lon + (r * Math.cos(a)) / Math.cos((center.lat * Math.PI) / 180);
  return { lat: Math.round(lat * 1e6) / 1e6, lon: Math.round(lon * 1e6) / 1e6 };
}

const address = (rng: Prng) => `${rng.int(1, 28) * 100 + rng.int(1, 99)} ${rng.pick(STREETS)}`;

function hotspotType(rng: Prng, category: string): HotspotItemType {
  const outdoor = category === 'PARK' || (category === 'TRANSIT' && rng.chance(0.5));
  const partner = rng.chance(0.25);
  if (outdoor) return partner ? 'PARTNER_OUTDOOR' : 'OUTDOOR';
  return partner ? 'PARTNER_INDOOR' : 'INDOOR';
}

/** A store of the brand: open Monday to Saturday, shorter on Sunday. */
function store(id: string, name: string, street: string, city: string, zip: string, at: LatLon): Place {
  return {
    id,
    kind: 'store',
    item_type: 'primary',
    name,
    street,
    city,
    state: 'NY',
    zip,
    lat: at.lat,
    lon: at.lon,
    category: null,
    provider_name: null,
    account_type: null,
    outdoor: 0,
    weekday_open: h(10),
    weekday_close: h(20),
    saturday_open: h(10),
    saturday_close: h(18),
    sunday_open: h(11),
    sunday_close: h(17),
  };
}

/** Every demo place, in a fixed order. */
export function generatePlaces(): Place[] {
  const rng = new Prng(0x10ca7e);
  const places: Place[] = [];
  const categories = LOCATOR_CATEGORIES.map((c) => c.name);

  for (let i = 1; i <= 300; i++) {
    const category = rng.weighted(
      categories.map((c) => [c, c === 'NONE' ? 1 : c === 'CAFE' || c === 'RESTAURANT' ? 4 : 2] as const),
    );
    // most within a mile and a half of the centre, the rest out to about four miles
    const at = around(rng, DEFAULT_MAP_CENTER, i <= 220 ? 0.022 : 0.06);
    const parts = NAME_PARTS[category] ?? NAME_PARTS.NONE!;
    const type = hotspotType(rng, category);
    places.push({
      id: `hs-${i}`,
      kind: 'hotspot',
      item_type: type,
      name: `${rng.pick(parts.first)} ${rng.pick(parts.second)}`,
      street: address(rng),
      city: 'Brooklyn',
      state: 'NY',
      zip: zipOf(at),
      lat: at.lat,
      lon: at.lon,
      category,
      provider_name: type.startsWith('PARTNER') ? rng.pick(PARTNERS) : null,
      account_type: rng.pick(ACCOUNT_TYPES),
      outdoor: type.endsWith('OUTDOOR') ? 1 : 0,
      ...ALWAYS_OPEN,
    });
  }
  // Kings Plaza-style centre: seven hotspots at one spot, so its list shows five and "more".
  const mall = { lat: 40.6512, lon: -73.9489 };
  [
    'Food Court',
    'North Entrance',
    'South Entrance',
    'Cinema Lobby',
    'Level 2 Atrium',
    'Garage Level 1',
    'Rooftop Terrace',
  ].forEach((part, n) => {
    places.push({
      id: `hs-mall-${n + 1}`,
      kind: 'hotspot',
      item_type: n === 6 ? 'OUTDOOR' : 'INDOOR',
      name: `Flatbush Junction Mall ${part}`,
      street: '2200 Flatbush Ave',
      city: 'Brooklyn',
      state: 'NY',
      zip: zipOf(mall),
      ...mall,
      category: 'RETAIL',
      provider_name: null,
      account_type: 'all',
      outdoor: n === 6 ? 1 : 0,
      ...ALWAYS_OPEN,
    });
  });

  const stores: [string, string, string, string, LatLon][] = [
    ['Flatbush', '901 Flatbush Ave', 'Brooklyn', '11226', { lat: 40.6489, lon: -73.9581 }],
    ['Church Avenue', '2010 Church Ave', 'Brooklyn', '11226', { lat: 40.6503, lon: -73.9551 }],
    ['Kings Highway', '1601 Kings Hwy', 'Brooklyn', '11229', { lat: 40.6089, lon: -73.9573 }],
    ['Crown Heights', '1200 Eastern Pkwy', 'Brooklyn', '11213', { lat: 40.6688, lon: -73.9325 }],
    ['Bay Ridge', '8620 5th Ave', 'Brooklyn', '11209', { lat: 40.6224, lon: -74.0251 }],
    ['Canarsie', '9402 Avenue L', 'Brooklyn', '11236', { lat: 40.6393, lon: -73.8996 }],
    ['Park Slope', '245 5th Ave', 'Brooklyn', '11215', { lat: 40.6755, lon: -73.9813 }],
    ['Downtown Brooklyn', '445 Fulton St', 'Brooklyn', '11201', { lat: 40.6907, lon: -73.9856 }],
    ['Hicksville', '385 Broadway', 'Hicksville', '11801', { lat: 40.7634, lon: -73.5251 }],
    ['Hempstead', '175 Fulton Ave', 'Hempstead', '11550', { lat: 40.7062, lon: -73.6206 }],
    ['Flushing', '136-20 Roosevelt Ave', 'Flushing', '11354', { lat: 40.7596, lon: -73.8301 }],
    ['Jamaica', '165-10 Jamaica Ave', 'Jamaica', '11432', { lat: 40.7052, lon: -73.7935 }],
    ['Bronx Hub', '2958 3rd Ave', 'Bronx', '10451', { lat: 40.8169, lon: -73.9173 }],
    ['Midtown', '350 W 34th St', 'New York', '10001', { lat: 40.7527, lon: -73.9959 }],
  ];
  stores.forEach(([name, street, city, zip, at], n) =>
    places.push(store(`st-${n + 1}`, name, street, city, zip, at)),
  );

  const shops = [
    'Deli & Grocery',
    'Pharmacy',
    'Check Cashing',
    'Supermarket',
    'Convenience Store',
    'Wireless Shop',
  ];
  for (let i = 1; i <= 45; i++) {
    const at = around(rng, DEFAULT_MAP_CENTER, 0.09);
    places.push({
      id: `pc-${i}`,
      kind: 'paymentCenter',
      item_type: 'secondary',
      name: `${rng.pick(STREETS).split(' ')[0]} ${rng.pick(shops)}`,
      street: address(rng),
      city: 'Brooklyn',
      state: 'NY',
      zip: zipOf(at),
      lat: at.lat,
      lon: at.lon,
      category: null,
      provider_name: null,
      account_type: null,
      outdoor: 0,
      weekday_open: h(rng.int(7, 9)),
      weekday_close: h(rng.int(19, 22)),
      saturday_open: h(9),
      saturday_close: h(20),
      sunday_open: rng.chance(0.6) ? h(10) : null,
      sunday_close: null,
    });
    const last = places.at(-1)!;
    if (last.sunday_open !== null) last.sunday_close = h(18);
  }

  for (let i = 1; i <= 6; i++) {
    const at = around(rng, DEFAULT_MAP_CENTER, 0.08);
    places.push({
      id: `bz-${i}`,
      kind: 'business',
      item_type: 'primary',
      name: `Business Solutions Center ${['Flatbush', 'Midwood', 'Sunset Park', 'Crown Heights', 'Kensington', 'East Flatbush'][i - 1]}`,
      street: address(rng),
      city: 'Brooklyn',
      state: 'NY',
      zip: zipOf(at),
      lat: at.lat,
      lon: at.lon,
      category: null,
      provider_name: null,
      account_type: 'business',
      outdoor: 0,
      weekday_open: h(8),
      weekday_close: h(18),
      saturday_open: null,
      saturday_close: null,
      sunday_open: null,
      sunday_close: null,
    });
  }
  return places;
}

export async function seedLocator(trx: Transaction<Database>): Promise<void> {
  await trx.insertInto('locator_categories').values(LOCATOR_CATEGORIES).execute();
  const places = generatePlaces();
  for (let i = 0; i < places.length; i += 100) {
    await trx
      .insertInto('locator_places')
      .values(places.slice(i, i + 100))
      .execute();
  }
}
