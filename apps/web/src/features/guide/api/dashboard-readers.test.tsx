import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createGuideListing } from '../../../test/guide-factories.ts';
import { readBestBets } from './dashboard-readers.ts';

const bestBets = () =>
  json(200, {
    items: [
      createGuideListing({ eventId: 1, title: 'Evening Match', start: Date.UTC(2026, 10, 21, 20) }),
      createGuideListing({ eventId: 2, title: 'Harbor Lights', episodeTitle: 'Low Tide', callsign: 'WNET' }),
      createGuideListing({ eventId: 3, title: 'The Lantern Keeper', isMovie: true, callsign: 'HBO' }),
      createGuideListing({ eventId: 4, title: 'Fourth' }),
    ],
  });

describe('TV best bets reader (seed 000 §7 best bets: title, time)', () => {
  it('reads the best bets with their air time and program pages', async () => {
    mockApi({ 'GET /api/guide/best-bets': bestBets });
    const items = await readBestBets(new AbortController().signal);
    expect(items).toHaveLength(4);
    expect(items[0]).toEqual({
      id: '1',
      title: 'Evening Match',
      time: '2026-11-21T20:00:00.000Z',
      href: '/tv/program/1/SPORTS/episode/evening-match',
    });
    expect(items[1]).toMatchObject({
      title: 'Harbor Lights: Low Tide',
      href: '/tv/program/2/WNET/episode/harbor-lights',
    });
    expect(items[2]).toMatchObject({ href: '/tv/program/3/HBO/movie/the-lantern-keeper' });
  });

  it('fills the home page TV best bets module', async () => {
    const { createSessionState, createSessionUser } = await import('../../../test/factories.ts');
    mockApi({
      'GET /api/session': () => json(200, createSessionState({ user: createSessionUser() })),
      'GET /api/guide/best-bets': bestBets,
    });
    renderApp('/home');
    const main = await screen.findByRole('main');
    const list = await within(main).findByRole('list', { name: 'TV best bets' });
    expect(within(list).getByRole('link', { name: 'Evening Match' })).toHaveAttribute(
      'href',
      '/tv/program/1/SPORTS/episode/evening-match',
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });
});
