import type { Prng } from './prng.ts';
import {
  ADJECTIVES,
  DESCRIPTION_GOALS,
  DESCRIPTION_OPENERS,
  DESCRIPTION_SETTINGS,
  EPISODE_NOUNS,
  FIRST_NAMES,
  LAST_NAMES,
  NOUNS,
  PLACES,
} from './words.ts';

/** A movie title from a handful of patterns that read like real ones. */
export function movieTitle(rng: Prng): string {
  const adj = rng.pick(ADJECTIVES);
  const noun = rng.pick(NOUNS);
  const place = rng.pick(PLACES);
  switch (rng.int(0, 9)) {
    case 0:
      return `The ${adj} ${noun}`;
    case 1:
      return `${noun} of ${place}`;
    case 2:
      return `${adj} ${noun}`;
    case 3:
      return `${rng.pick(FIRST_NAMES)}'s ${noun}`;
    case 4:
      return `Return to ${place}`;
    case 5:
      return `The Last ${noun}`;
    case 6:
      return `${noun} at ${rng.pick(['Midnight', 'Dawn', 'Sea', 'Noon', 'the Edge', 'Dusk'])}`;
    case 7:
      return `A ${adj} ${noun}`;
    case 8:
      return `${place}`;
    default:
      return `${noun}`;
  }
}

/** A series title. */
export function seriesTitle(rng: Prng, genre: string): string {
  const place = rng.pick(PLACES);
  const noun = rng.pick(NOUNS);
  switch (genre) {
    case 'Cooking':
      return rng.pick([`${place} Kitchen`, `The ${noun} Table`, `Cooking with ${rng.pick(FIRST_NAMES)}`]);
    case 'Home and Garden':
      return rng.pick([`${place} Renovation`, `Dream ${noun}`, `Yard to Table`]);
    case 'Travel':
      return rng.pick([`Roads of ${place}`, `Passport: ${place}`, `The ${noun} Trail`]);
    case 'Sports':
      return rng.pick([`${place} Sports Night`, `Game Day ${place}`, `The ${noun} League`]);
    case 'Crime':
      return rng.pick([`${place} P.D.`, `The ${noun} Files`, `Case ${noun}`]);
    case 'Kids':
      return rng.pick([`${rng.pick(FIRST_NAMES)} and the ${noun}`, `Little ${noun}s`, `${place} Pals`]);
    case 'Reality':
      return rng.pick([`Life in ${place}`, `${place} Rescue`, `The ${noun} House`]);
    default:
      return rng.pick([place, `${rng.pick(ADJECTIVES)} ${noun}s`, `The ${noun}`, `${noun} Street`]);
  }
}

export function episodeTitle(rng: Prng, episode: number, last: boolean): string {
  if (episode === 1) return 'Pilot';
  if (last) return 'Finale';
  return rng.pick(EPISODE_NOUNS);
}

export function description(rng: Prng): string {
  return `${rng.pick(DESCRIPTION_OPENERS)} ${rng.pick(DESCRIPTION_GOALS)} ${rng.pick(DESCRIPTION_SETTINGS)}`;
}

/** `count` distinct invented names (at most the lists' product). */
export function peoplePool(rng: Prng, count: number): string[] {
  const max = FIRST_NAMES.length * LAST_NAMES.length;
  const want = Math.min(count, max);
  const seen = new Set<string>();
  // Walk the product in a scrambled order: distinct without retries, deterministic for the seed.
  let step = 7919;
  while (gcd(step, max) !== 1) step += 2;
  let at = rng.int(0, max - 1);
  while (seen.size < want) {
    const first = FIRST_NAMES[at % FIRST_NAMES.length] ?? 'Ava';
    const last = LAST_NAMES[Math.floor(at / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Lindqvist';
    seen.add(`${first} ${last}`);
    at = (at + step) % max;
  }
  return [...seen];
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
