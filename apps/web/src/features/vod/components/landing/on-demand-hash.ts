/**
 * What /tv/on-demand/ shows, read from its hash (seed 001 §2 links): the landing for '#/' (or no
 * hash), a category for '#/summary/{menuId}' ("for Movies A-Z the caption is appended after the
 * id"), the on-demand search for '#/search/{term}' with an optional trailing '/true' or '/false'.
 * Anything else is the landing.
 */
export type OnDemandView =
  | { view: 'landing' }
  | { view: 'summary'; menuId: string; caption?: string }
  | { view: 'search'; term: string; flag?: boolean };

const LANDING: OnDemandView = { view: 'landing' };

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part).trim();
  } catch {
    return null;
  }
}

export function parseOnDemandHash(hash: string): OnDemandView {
  if (!hash.startsWith('#/')) return LANDING;
  const [name, ...rest] = hash.slice(2).split('/');
  if (name === 'summary') {
    if (rest.length < 1 || rest.length > 2) return LANDING;
    const menuId = decode(rest[0] ?? '');
    if (!menuId) return LANDING;
    const caption = rest[1] === undefined ? null : decode(rest[1]);
    return caption ? { view: 'summary', menuId, caption } : { view: 'summary', menuId };
  }
  if (name === 'search') {
    let flag: boolean | undefined;
    const last = rest.at(-1);
    if (rest.length > 1 && (last === 'true' || last === 'false')) {
      flag = last === 'true';
      rest.pop();
    }
    // A term typed into the address bar may carry a raw slash; it stays part of the term.
    const term = decode(rest.join('/'));
    if (!term) return LANDING;
    return flag === undefined ? { view: 'search', term } : { view: 'search', term, flag };
  }
  return LANDING;
}
