import { describe, expect, it } from 'vitest';
import { safeReferer } from './safe-referer.ts';

const origin = 'https://portal.example.test';

describe('safeReferer', () => {
  it.each([
    ['/pay-bill/', '/pay-bill/'],
    ['/tv/asset/#/movie/42', '/tv/asset/#/movie/42'],
    ['/espanol/profile/?tab=ids', '/espanol/profile/?tab=ids'],
  ])('follows the same-site path %s', (referer, expected) => {
    expect(safeReferer(referer, origin)).toBe(expected);
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/pay-bill/'],
    ['/\\evil.com'],
    ['https://evil.com/'],
    ['javascript:alert(1)'],
    ['pay-bill/'],
    ['/\tevil'],
    ['/login/'],
    ['/espanol/login'],
    // a path that normalises to another host: '/..//evil.example' is '//evil.example' once resolved
    ['/..//evil.example'],
    ['/./\\evil.example'],
    ['/a/../..//evil.example/pay-bill/'],
    [''],
  ])('refuses %j', (referer) => {
    expect(safeReferer(referer, origin)).toBeUndefined();
  });

  it('refuses a missing referer', () => {
    expect(safeReferer(null, origin)).toBeUndefined();
  });
});
