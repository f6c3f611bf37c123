import { describe, expect, it } from 'vitest';
import { assetIdOf, parseAssetHash } from './asset-route.ts';

describe('parseAssetHash', () => {
  it.each([
    ['#/movie/100001', { kind: 'movie', id: '100001', searchType: null }],
    ['#/movie/100001/search', { kind: 'movie', id: '100001', searchType: 'search' }],
    ['#/episode/102101', { kind: 'episode', id: '102101', searchType: null }],
    ['#/series/SH00000001', { kind: 'series', menuId: 'SH00000001', callsign: null }],
    ['#/series/300002/HBRT', { kind: 'series', menuId: '300002', callsign: 'HBRT' }],
    ['#/adult/200005', { kind: 'adult', menuId: '200005' }],
  ])('reads %s', (hash, expected) => {
    expect(parseAssetHash(hash)).toEqual(expected);
  });

  it('keeps the kind but no id when the id is missing, so the page can say so', () => {
    expect(parseAssetHash('#/movie/')).toEqual({ kind: 'movie', id: null, searchType: null });
    expect(parseAssetHash('#/movie')).toEqual({ kind: 'movie', id: null, searchType: null });
    expect(parseAssetHash('#/series/')).toEqual({ kind: 'series', menuId: null, callsign: null });
  });

  it('decodes escaped segments and ignores a query after the path', () => {
    expect(parseAssetHash('#/movie/T%201?x=1')).toEqual({ kind: 'movie', id: 'T 1', searchType: null });
  });

  it.each(['', '#', '#/', '#/nothing/1'])('treats %j as the fallback page', (hash) => {
    expect(parseAssetHash(hash)).toEqual({ kind: 'none' });
  });

  it.each([
    ['#/tvprogram/5001/105/true', ['tvprogram', '5001', '105', 'true']],
    ['#/tvprogram/EV1/HBRT', ['tvprogram', 'EV1', 'HBRT']],
    ['#/movie/5001/105/false', ['movie', '5001', '105', 'false']],
    ['#/movie/5001/WNET/13', ['movie', '5001', 'WNET', '13']],
    ['#/tvprograms/record/1/2/WNET/true', ['tvprograms', 'record', '1', '2', 'WNET', 'true']],
  ])('hands the linear form %j to the TV area', (hash, segments) => {
    expect(parseAssetHash(hash)).toEqual({ kind: 'linear', segments });
  });

  it('reads an asset id only when the search type names one and it is digits', () => {
    expect(assetIdOf(parseAssetHash('#/movie/4000002/asset'))).toBe(4000002);
    expect(assetIdOf(parseAssetHash('#/episode/4000003/asset'))).toBe(4000003);
    expect(assetIdOf(parseAssetHash('#/movie/4000002'))).toBeNull();
    expect(assetIdOf(parseAssetHash('#/movie/abc/asset'))).toBeNull();
    expect(assetIdOf(parseAssetHash('#/series/4000002/asset'))).toBeNull();
  });
});
