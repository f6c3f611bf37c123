/**
 * The /tv/asset/ page's hash (seed 001 §2): '#/movie/{id}[/{searchtype}]',
 * '#/episode/{id}[/{searchtype}]', '#/series/{menuId}[/{callsign}]' and '#/adult/{menuId}'.
 * Anything else, or no hash at all, is the fallback page for expired or failed titles.
 */
export type AssetRoute =
  | { kind: 'movie' | 'episode'; id: string | null; searchType: string | null }
  | { kind: 'series'; menuId: string | null; callsign: string | null }
  | { kind: 'adult'; menuId: string | null }
  /** a linear program form (#/tvprogram/..., #/program/..., #/tvprograms/record/..., #/movie/{eventId}/{a}/{b}), served by the TV area */
  | { kind: 'linear'; segments: string[] }
  | { kind: 'none' };

/**
 * The search type that names an asset rather than a title: '#/movie/{assetId}/asset' opens the
 * title an HD or SD asset belongs to (the seed's /movie/{asset} and /episode/{asset} links).
 */
export const ASSET_SEARCH_TYPE = 'asset';

function segment(parts: string[], index: number): string | null {
  const raw = parts[index];
  if (raw === undefined) return null;
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    text = raw;
  }
  text = text.trim();
  return text === '' ? null : text;
}

/** Reads the asset page's hash; a kind without its id keeps the kind, so the page can say so. */
export function parseAssetHash(hash: string): AssetRoute {
  const path = hash.replace(/^#/, '').replace(/^\//, '').split('?')[0] ?? '';
  const parts = path.split('/');
  const kind = parts[0];
  switch (kind) {
    case 'movie':
      // three segments after 'movie' name a linear airing: {eventId}/{hubId}/{isHD} or {eventId}/{callSign}/{channelNumber}
      if (segment(parts, 3) !== null) {
        return { kind: 'linear', segments: parts.map((_, i) => segment(parts, i) ?? '') };
      }
      return { kind, id: segment(parts, 1), searchType: segment(parts, 2) };
    case 'episode':
      return { kind, id: segment(parts, 1), searchType: segment(parts, 2) };
    case 'series':
      return { kind, menuId: segment(parts, 1), callsign: segment(parts, 2) };
    case 'adult':
      return { kind, menuId: segment(parts, 1) };
    case 'tvprogram':
    case 'tvprograms':
    case 'program':
      return { kind: 'linear', segments: parts.map((_, i) => segment(parts, i) ?? '') };
    default:
      return { kind: 'none' };
  }
}

/** An asset id in the address, when the search type says the id is one (digits only). */
export function assetIdOf(route: AssetRoute): number | null {
  if ((route.kind !== 'movie' && route.kind !== 'episode') || route.searchType !== ASSET_SEARCH_TYPE) {
    return null;
  }
  return route.id !== null && /^\d{1,9}$/.test(route.id) ? Number(route.id) : null;
}
