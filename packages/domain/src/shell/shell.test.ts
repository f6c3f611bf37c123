import { describe, expect, it } from 'vitest';
import { BROWSER_DEPRECATION_CHECK_INTERVAL_MS } from '../constants.ts';
import { isDeprecatedBrowser, shouldCheckDeprecation } from './browser-deprecation.ts';
import {
  onDemandSearchPath,
  parseSearchHash,
  searchRoute,
  webSearchUrl,
  type SearchCategory,
} from './search-route.ts';
import { TRANSITION_TV_PATH, tvMenuTarget } from './tv-menu.ts';
import { shouldCloseMobileSearch, viewportClass } from './viewport.ts';
import { DAY_MS } from '../time.ts';

describe('searchRoute (seed 000 §2: /search/#/{category}/{term})', () => {
  it.each<[SearchCategory, string, boolean | undefined, string | null]>([
    ['all-site', 'wifi', undefined, '/search/#/all-site/wifi'],
    ['support', 'wifi password', undefined, '/search/#/support/wifi%20password'],
    ['support', 'wifi', true, '/search/#/support/wifi/true'],
    ['support', 'wifi', false, '/search/#/support/wifi/false'],
    // Only support takes the trailing flag.
    ['all-site', 'wifi', true, '/search/#/all-site/wifi'],
    ['google', ' news ', undefined, '/search/#/google/news'],
    ['tvOnDemand', 'a/b', undefined, '/search/#/tvOnDemand/a%2Fb'],
    // "Search runs only when the term is non-empty."
    ['all-site', '', undefined, null],
    ['support', '   ', true, null],
  ])('%s %j %s -> %s', (category, term, flag, route) => {
    expect(searchRoute(category, term, flag)).toBe(route);
  });
});

describe('parseSearchHash', () => {
  it.each<[string, ReturnType<typeof parseSearchHash>]>([
    ['#/all-site/wifi', { category: 'all-site', term: 'wifi' }],
    ['#/support/wifi%20password/true', { category: 'support', term: 'wifi password', supportFlag: true }],
    ['#/support/wifi/false', { category: 'support', term: 'wifi', supportFlag: false }],
    // A support search for the word "true" itself.
    ['#/support/true', { category: 'support', term: 'true' }],
    ['#/all-site/a/b', { category: 'all-site', term: 'a/b' }],
    ['#/all-site/wifi/true', { category: 'all-site', term: 'wifi/true' }],
    // Only the last part can be the flag; a raw slash before it stays in the term.
    ['#/support/a/b/true', { category: 'support', term: 'a/b', supportFlag: true }],
    ['#/support/wifi/router', { category: 'support', term: 'wifi/router' }],
    ['#/all-site/%20wifi%20', { category: 'all-site', term: 'wifi' }],
    ['#/tvOnDemand/news', { category: 'tvOnDemand', term: 'news' }],
    // seed 001 §2: a director or actor link appends /false to the quoted name
    [
      '#/tvOnDemand/%22Wyn%20Reyes%22/false',
      { category: 'tvOnDemand', term: '"Wyn Reyes"', supportFlag: false },
    ],
    ['#/google/news', { category: 'google', term: 'news' }],
    ['#/elsewhere/wifi', null],
    ['#/all-site/', null],
    ['#/all-site/%E0%A4%A', null],
    ['', null],
    // The hash must start with '#/'.
    ['/#support/wifi', null],
  ])('%s', (hash, request) => {
    // toStrictEqual: a search without a flag carries no supportFlag at all
    expect(parseSearchHash(hash)).toStrictEqual(request);
  });
});

describe('search hand-offs', () => {
  it('hands a tvOnDemand search to the on-demand search page', () => {
    expect(onDemandSearchPath(' the news ')).toBe('/tv/on-demand/#/search/the%20news');
  });

  it('sends a google search to the configured address with the term encoded', () => {
    expect(webSearchUrl('https://www.google.com/search?q=', 'a&b c')).toBe(
      'https://www.google.com/search?q=a%26b%20c',
    );
    expect(webSearchUrl('https://www.google.com/search?q=', '  news  ')).toBe(
      'https://www.google.com/search?q=news',
    );
  });
});

describe('tvMenuTarget (seed 000 §2, §6)', () => {
  const blocked = ['7704', '7799'];
  it.each<[string | null, boolean, string]>([
    ['7702', false, '/tv'],
    ['7799', false, TRANSITION_TV_PATH],
    // "...and the user is not a special-box user"
    ['7799', true, '/tv'],
    ['7704', true, '/tv'],
    [null, false, '/tv'],
    // a corp id with spaces around it is still that corp
    [' 7799 ', false, TRANSITION_TV_PATH],
  ])('corp %s, special box %s -> %s', (corp, box, target) => {
    expect(tvMenuTarget(corp, blocked, box)).toBe(target);
  });

  it('sends blocked corps to the TV transition page of seed 000 §2', () => {
    expect(TRANSITION_TV_PATH).toBe('/pages/transition-tv.html');
  });

  it('goes to the tv root when no corp is blocked', () => {
    expect(tvMenuTarget('7799', [], false)).toBe('/tv');
  });
});

describe('isDeprecatedBrowser (seed 000 §1: old Internet Explorer, Firefox 46 or lower)', () => {
  it.each([
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)', true],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 5.1)', true],
    ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', true],
    ['Mozilla/5.0 (Windows NT 10.0; rv:46.0) Gecko/20100101 Firefox/46.0', true],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:3.6) Gecko/20100101 Firefox/3.6', true],
    ['Mozilla/5.0 (Windows NT 10.0; rv:47.0) Gecko/20100101 Firefox/47.0', false],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', false],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 FxiOS/40.0 Mobile/15E148',
      false,
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      false,
    ],
    ['', false],
  ])('%s -> %s', (ua, deprecated) => {
    expect(isDeprecatedBrowser(ua)).toBe(deprecated);
  });
});

describe('shouldCheckDeprecation (weekly, 604800000 ms)', () => {
  const now = 1_750_000_000_000;
  it('uses the seed interval', () => {
    expect(BROWSER_DEPRECATION_CHECK_INTERVAL_MS).toBe(604_800_000);
  });

  it.each<[number | null, boolean]>([
    [null, true],
    [Number.NaN, true],
    [now, false],
    [now - 604_800_000 + 1, false],
    [now - 604_800_000, true],
    [now - 30 * DAY_MS, true],
    [now + 60_000, true],
  ])('last check %s -> %s', (last, due) => {
    expect(shouldCheckDeprecation(last, now)).toBe(due);
  });
});

describe('viewportClass (seed 000 §9) and the mobile search (978 px)', () => {
  it.each([
    [320, 'phone'],
    [767, 'phone'],
    [768, 'tablet'],
    [979, 'tablet'],
    [980, 'desktop'],
    [1199, 'desktop'],
    [1200, 'large-desktop'],
    [2560, 'large-desktop'],
  ])('%i px is %s', (width, cls) => {
    expect(viewportClass(width)).toBe(cls);
  });

  it.each([
    [977, false],
    [978, true],
    [979, true],
    [375, false],
  ])('%i px closes the mobile search: %s', (width, close) => {
    expect(shouldCloseMobileSearch(width)).toBe(close);
  });
});
