import { describe, expect, it } from 'vitest';
import {
  FAQ_ALL_PRODUCT_ID,
  faqAnswerPath,
  faqLanguageCode,
  faqRoute,
  parseFaqHash,
  type FaqSearch,
} from './faq-route.ts';

describe('faqRoute (seed 000 §2: list path, /p/{productId}, &{categoryId}, /kw/{keyword})', () => {
  it.each<[FaqSearch, string]>([
    // The seed's own route for the footer and header keyword search.
    [{ keyword: 'dvr' }, '/FAQ#/list/kw/dvr'],
    [{ productId: '2', keyword: 'dvr' }, '/FAQ#/list/p/2/kw/dvr'],
    [{ productId: '2', categoryId: '22', keyword: 'dvr' }, '/FAQ#/list/p/2&22/kw/dvr'],
    [{ productId: '2', categoryId: '22' }, '/FAQ#/list/p/2&22'],
    [{ productId: '2' }, '/FAQ#/list/p/2'],
    // "With no keyword and no product (or the All product) it goes to the FAQ root path."
    [{}, '/FAQ'],
    [{ keyword: '   ' }, '/FAQ'],
    [{ productId: FAQ_ALL_PRODUCT_ID }, '/FAQ'],
    [{ productId: FAQ_ALL_PRODUCT_ID, categoryId: '22' }, '/FAQ'],
    [{ productId: FAQ_ALL_PRODUCT_ID, keyword: 'wifi' }, '/FAQ#/list/kw/wifi'],
    // A category belongs to a product; alone it narrows nothing.
    [{ categoryId: '22', keyword: 'wifi' }, '/FAQ#/list/kw/wifi'],
    // Keywords are trimmed and encoded, so a slash or an ampersand cannot change the route.
    [{ keyword: '  pay my bill ' }, '/FAQ#/list/kw/pay%20my%20bill'],
    [{ keyword: 'a/b & c' }, '/FAQ#/list/kw/a%2Fb%20%26%20c'],
    [{ keyword: 'facturación' }, '/FAQ#/list/kw/facturaci%C3%B3n'],
  ])('%j -> %s', (search, route) => {
    expect(faqRoute(search)).toBe(route);
  });
});

describe('parseFaqHash reads back what faqRoute writes', () => {
  it.each<[string, ReturnType<typeof parseFaqHash>]>([
    ['', { view: 'home' }],
    ['#', { view: 'home' }],
    ['#/', { view: 'home' }],
    ['#/list/kw/dvr', { view: 'list', keyword: 'dvr' }],
    ['#/list/p/2/kw/dvr', { view: 'list', productId: '2', keyword: 'dvr' }],
    ['#/list/p/2&22/kw/dvr', { view: 'list', productId: '2', categoryId: '22', keyword: 'dvr' }],
    ['#/list/p/2&22', { view: 'list', productId: '2', categoryId: '22' }],
    ['#/list/kw/a%2Fb%20%26%20c', { view: 'list', keyword: 'a/b & c' }],
    ['#/list', { view: 'list' }],
    ['#/answers/a_id/2580', { view: 'answer', id: 2580 }],
    ['#/answers/a_id/2580/', { view: 'answer', id: 2580 }],
    ['#/answers/a_id/abc', { view: 'unknown' }],
    ['#/list/kw/%E0%A4%A', { view: 'unknown' }],
    ['#/elsewhere', { view: 'unknown' }],
  ])('%s', (hash, view) => {
    expect(parseFaqHash(hash)).toEqual(view);
  });

  it.each<FaqSearch>([
    { keyword: 'wifi password' },
    { productId: '3', categoryId: '31', keyword: '¿Cómo pago?' },
    { productId: '1' },
  ])('round-trips %j', (search) => {
    const hash = faqRoute(search).slice('/FAQ'.length);
    expect(parseFaqHash(hash)).toEqual({ view: 'list', ...search });
  });
});

describe('FAQ answer paths and languages', () => {
  it('builds the seed path of the DVR-not-entitled answer', () => {
    expect(faqAnswerPath(2580)).toBe('/FAQ#/answers/a_id/2580');
  });

  it.each([
    ['es', 'esp'],
    ['en', 'opt'],
    ['fr', 'opt'],
  ])('portal language %s asks getProducts for %s (seed 000 §7)', (lang, code) => {
    expect(faqLanguageCode(lang)).toBe(code);
  });
});
