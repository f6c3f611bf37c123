import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createVodCart, createVodCartItem, createVodTitleCard } from '../../../test/vod-factories.ts';
import { createVodCartItems, signedInSession } from '../../../test/vod-cart-factories.ts';
import { readCartItems, readNewOnDemand } from './dashboard-readers.ts';

const newlyAdded = () =>
  json(200, {
    status: 'SUCCESS',
    titles: [
      createVodTitleCard({ titleId: 'T1', title: 'First Light', imageName: 't1' }),
      createVodTitleCard({
        titleId: 'T2',
        title: 'Harbor Watch',
        isEpisode: true,
        episodeTitle: 'Low Tide',
        imageName: null,
      }),
      createVodTitleCard({ titleId: 'T3', title: 'Third' }),
      createVodTitleCard({ titleId: 'T4', title: 'Fourth' }),
    ],
  });

describe('home module readers (seed 000 §7 dashboard data, §9 three items)', () => {
  it('reads the 3 newest On Demand titles with their art and pages', async () => {
    const { callsTo } = mockApi({ 'GET /api/vod/newly-added': newlyAdded });
    const items = await readNewOnDemand(new AbortController().signal, 'en');
    expect(callsTo('GET /api/vod/newly-added')[0]!.url.searchParams.get('limit')).toBe('3');
    expect(items).toEqual([
      {
        id: 'T1',
        title: 'First Light',
        artwork: '/vod/api/getImage.jpg?name=t1&size=140x210',
        href: '/tv/asset/#/movie/T1',
      },
      { id: 'T2', title: 'Harbor Watch: Low Tide', href: '/tv/asset/#/episode/T2' },
      expect.objectContaining({ id: 'T3', title: 'Third' }),
    ]);
  });

  it("asks for the Spanish poster for a Spanish reader's tiles", async () => {
    mockApi({ 'GET /api/vod/newly-added': newlyAdded });
    const items = await readNewOnDemand(new AbortController().signal, 'es');
    expect(items[0]?.artwork).toBe('/vod/api/getImage.jpg?name=t1&size=140x210&lang=es');
  });

  it('reads the first 3 items of the cart, keeping HD and SD of one title apart', async () => {
    mockApi({
      'GET /api/vod/cart': () =>
        json(
          200,
          createVodCart({
            items: [
              createVodCartItem({
                id: 11,
                titleId: 'T5',
                title: 'Night Ferry',
                quality: 'HD',
                artwork: 't5',
              }),
              createVodCartItem({
                id: 12,
                titleId: 'T5',
                title: 'Night Ferry',
                quality: 'SD',
                artwork: null,
              }),
              ...createVodCartItems(3),
            ],
          }),
        ),
    });
    const items = await readCartItems(new AbortController().signal, 'en');
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      id: '11',
      title: 'Night Ferry (HD)',
      artwork: '/vod/api/getImage.jpg?name=t5&size=140x210',
      href: '/tv/asset/#/movie/T5',
    });
    expect(items[1]).toEqual({ id: '12', title: 'Night Ferry (SD)', href: '/tv/asset/#/movie/T5' });
  });

  it('fills the home page On Demand and Cart modules', async () => {
    mockApi({
      'GET /api/session': () => json(200, signedInSession()),
      'GET /api/dashboard/home-preferences': () =>
        json(200, { homeFunc1: 'New_On_Demand', homeFunc2: 'Cart' }),
      'GET /api/vod/newly-added': newlyAdded,
      'GET /api/vod/cart': () => json(200, createVodCart({ items: createVodCartItems(5) })),
    });
    renderApp('/home');
    const onDemand = await screen.findByRole('list', { name: 'On Demand' });
    expect(
      within(onDemand)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['First Light', 'Harbor Watch: Low Tide', 'Third']);
    const cart = await screen.findByRole('list', { name: 'Cart' });
    expect(
      within(cart)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/tv/asset/#/movie/T600001', '/tv/asset/#/movie/T600002', '/tv/asset/#/movie/T600003']);
  });
});
