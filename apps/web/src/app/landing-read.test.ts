import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { vodTopPicksQueryKey } from '../features/vod/api/get-top-picks.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { apiError, json, mockApi } from '../test/fetch-mock.ts';
import { createVodTitleCards, createVodTopPicks } from '../test/vod-landing-factories.ts';
import { isOnDemandLanding, startLandingRead } from './landing-read.ts';

// Issue 21: the On Demand landing's first poster is fetched beside the page's code.

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) =>
    l.getAttribute('href'),
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe("the On Demand landing's first read", () => {
  it('knows the landing in both languages, and nothing else', () => {
    expect(isOnDemandLanding('/tv/on-demand/', '#/')).toBe(true);
    expect(isOnDemandLanding('/tv/on-demand', '')).toBe(true);
    expect(isOnDemandLanding('/espanol/tv/on-demand/', '#/')).toBe(true);
    expect(isOnDemandLanding('/tv/on-demand/', '#/summary/200001')).toBe(false);
    expect(isOnDemandLanding('/tv/on-demand/movies', '')).toBe(false);
    expect(isOnDemandLanding('/tv/guide', '')).toBe(false);
  });

  it('puts the top picks in the cache and preloads the first poster at the carousel’s size', async () => {
    const picks = createVodTopPicks();
    const { callsTo } = mockApi({ 'GET /api/vod/top-picks': () => json(200, picks) });
    const queryClient = createQueryClient();
    startLandingRead(queryClient, { pathname: '/tv/on-demand/', hash: '#/', lang: 'en' });
    await waitFor(() => expect(preloads()).toHaveLength(1));
    const name = picks.titles[0]?.imageName ?? '';
    expect(preloads()).toEqual([`/vod/api/getImage.jpg?name=${encodeURIComponent(name)}&size=240x360`]);
    expect(queryClient.getQueryData(vodTopPicksQueryKey)).toEqual(picks);
    expect(callsTo('GET /api/vod/top-picks')).toHaveLength(1);
  });

  it('asks for the Spanish poster in Spanish', async () => {
    mockApi({ 'GET /api/vod/top-picks': () => json(200, createVodTopPicks()) });
    startLandingRead(createQueryClient(), { pathname: '/espanol/tv/on-demand/', hash: '', lang: 'es' });
    await waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]).toMatch(/&lang=es$/);
  });

  it('preloads nothing when the carousel will not show, the first pick has no art, or the call fails', async () => {
    const noArt = createVodTitleCards(2, 'Pick').map((t, i) => (i === 0 ? { ...t, imageName: null } : t));
    for (const answer of [
      () => json(200, createVodTopPicks({ showCarouselFlag: false })),
      () => json(200, createVodTopPicks({ titles: noArt })),
      () => apiError(500, 'INTERNAL', 'down'),
    ]) {
      const { callsTo } = mockApi({ 'GET /api/vod/top-picks': answer });
      const queryClient = createQueryClient();
      startLandingRead(queryClient, { pathname: '/tv/on-demand/', hash: '#/', lang: 'en' });
      await waitFor(() => expect(callsTo('GET /api/vod/top-picks').length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(preloads()).toEqual([]);
      // the app's client retries a 500 a second later: not into the next test's calls
      await queryClient.cancelQueries();
    }
  });

  it('reads nothing on another page', () => {
    const { callsTo } = mockApi({});
    startLandingRead(createQueryClient(), { pathname: '/tv/guide', hash: '', lang: 'en' });
    expect(callsTo('GET /api/vod/top-picks')).toHaveLength(0);
    expect(preloads()).toEqual([]);
  });
});
