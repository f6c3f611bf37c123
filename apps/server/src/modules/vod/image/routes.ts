import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { IMAGE_SIZES, NO_IMAGE_FOUND, POSTER_SIZE, type ImageSize } from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import { dropSetCookie } from '../../../platform/http/route-registry.ts';
import { posterSeries, posterTitle } from '../repository.ts';
import { drawLogo, drawPoster, type PosterFacts } from './poster.ts';

// GET /vod/api/getImage.jpg?name=&size=&alt_size=&lang= (seed 001 §7): poster art for a title or
// a series (`lang=es` writes a title's genre in Spanish), drawn on first request and kept in a
// bounded cache. Outside the contract because the answer is a picture, not JSON; it is public and
// the same for everyone asking the same address, so a CDN may keep it.
// Whatever the query holds, the answer is a picture: an unknown or odd name gets 'No Image Found'.
// The guide's names are drawn too (SharedServices.linearArt): a logo per callsign, wide, and art
// per program, shaped like a poster.

export const IMAGE_PATH = '/vod/api/getImage.jpg';
/**
 * Image names are short letters, digits, '-' and '_' (t{titleId}, s{menuId}, logo-{callsign},
 * linear-{id}); nothing else is looked up.
 */
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** A drawn poster is kept a day by browsers and a CDN; the fallback an hour, in case the title arrives. */
const CACHE_FOUND = 'public, max-age=86400';
const CACHE_FALLBACK = 'public, max-age=3600';
/** Posters kept in memory (about 15 KB each at the largest size). */
const LRU_ENTRIES = 1000;

/** A map that forgets its least recently used entry past `max`. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }
  get size(): number {
    return this.map.size;
  }
}

/** What the guide names and the image call draws: a channel logo or a program's art. */
export interface LinearArtFacts {
  kind: 'logo' | 'program';
  title: string;
  footer: string;
}

/** The guide's side of the image call: the facts of a logo or program image name, or null. */
export interface LinearArt {
  find(name: string): Promise<LinearArtFacts | null>;
}

/** A logo is twice as wide as it is high: the asked width, half as high. */
const logoHeight = (width: number) => Math.max(1, Math.round(width / 2));

const isSize = (v: unknown): v is ImageSize =>
  typeof v === 'string' && (IMAGE_SIZES as readonly string[]).includes(v);

/** The size to draw: `size` when it is one we draw, else `alt_size`, else the poster size. */
export function chooseSize(
  size: unknown,
  altSize: unknown,
): { width: number; height: number; name: ImageSize } {
  const name = isSize(size) ? size : isSize(altSize) ? altSize : POSTER_SIZE;
  const [w, h] = name.split('x').map(Number);
  return { width: w ?? 140, height: h ?? 210, name };
}

type Drawable = PosterFacts & { logo?: boolean };

/** The languages a poster's words come in; anything else asked for is English. */
type PosterLang = 'en' | 'es';
const langOf = (v: unknown): PosterLang => (v === 'es' ? 'es' : 'en');

/**
 * A title poster's footer: the network, else the first genre in the asked language and the year
 * ("CRIME 2024", "CRIMEN 2024" when drawn, which capitalises it).
 */
export function posterFooter(
  t: { network: string | null; genres: string; genres_es: string; release_year: number },
  lang: PosterLang,
): string {
  if (t.network) return t.network;
  const genre = (lang === 'es' ? t.genres_es : t.genres).split('|')[0] ?? '';
  return `${genre} ${t.release_year}`;
}

/** What a picture shows, or null when the name is no title, series, logo or program art. */
async function factsOf(
  db: Kysely<Database>,
  art: LinearArt | undefined,
  name: string,
  lang: PosterLang,
): Promise<Drawable | null> {
  const title = await posterTitle(db, name);
  if (title) {
    const footer = posterFooter(title, lang);
    return {
      seed: name,
      title: title.episode_title ?? title.title,
      footer: title.episode_title ? title.title : footer,
    };
  }
  const series = await posterSeries(db, name);
  if (series) return { seed: name, title: series.title, footer: series.network ?? '' };
  const linear = art ? await art.find(name) : null;
  if (!linear) return null;
  return { seed: name, title: linear.title, footer: linear.footer, logo: linear.kind === 'logo' };
}

function draw(facts: Drawable, size: ReturnType<typeof chooseSize>): Buffer {
  return facts.logo
    ? drawLogo(facts, size.width, logoHeight(size.width))
    : drawPoster(facts, size.width, size.height);
}

function send(reply: FastifyReply, body: Buffer, cacheControl: string, found: boolean) {
  return reply
    .code(200)
    .type('image/jpeg')
    .header('cache-control', cacheControl)
    .header('x-image-found', found ? '1' : '0')
    .send(body);
}

export function registerImageRoute(server: FastifyInstance, db: Kysely<Database>, art?: LinearArt): void {
  const cache = new Lru<string, { body: Buffer; found: boolean }>(LRU_ENTRIES);
  const fallback = (size: ReturnType<typeof chooseSize>) => {
    const key = `\u0000${size.name}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = {
        body: drawPoster(
          { seed: 'no-image', title: NO_IMAGE_FOUND, footer: '', plain: true },
          size.width,
          size.height,
        ),
        found: false,
      };
      cache.set(key, hit);
    }
    return hit.body;
  };

  server.get(IMAGE_PATH, { onSend: dropSetCookie }, async (req, reply) => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const size = chooseSize(q.size, q.alt_size);
    const name = typeof q.name === 'string' && NAME.test(q.name) ? q.name : null;
    if (name === null) return send(reply, fallback(size), CACHE_FALLBACK, false);
    const lang = langOf(q.lang);
    const key = `${name}\u0000${size.name}\u0000${lang}`;
    const hit = cache.get(key);
    if (hit) return send(reply, hit.body, hit.found ? CACHE_FOUND : CACHE_FALLBACK, hit.found);
    try {
      const facts = await factsOf(db, art, name, lang);
      const entry = facts ? { body: draw(facts, size), found: true } : { body: fallback(size), found: false };
      cache.set(key, entry);
      return send(reply, entry.body, entry.found ? CACHE_FOUND : CACHE_FALLBACK, entry.found);
    } catch (err) {
      // A database that cannot answer still gets the page a picture; nothing is cached.
      req.log.error({ err }, 'poster lookup failed');
      return send(reply, fallback(size), 'no-store', false);
    }
  });
}
