import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AIRING_START, createDvrRecording } from '../../../test/dvr-factories.ts';
import { readDvrRecordings } from './dvr-readers.ts';

const HOUR = 3_600_000;
const upcoming = () =>
  json(200, {
    items: [
      createDvrRecording({
        id: 1,
        Title: 'Harbor Lights',
        EpisodeTitle: 'The Long Night',
        StartTime: AIRING_START,
      }),
      createDvrRecording({
        id: 2,
        Title: 'Evening News',
        EpisodeTitle: null,
        StartTime: AIRING_START + HOUR,
      }),
      createDvrRecording({
        id: 3,
        Title: 'Quiz Night',
        EpisodeTitle: null,
        StartTime: AIRING_START + 2 * HOUR,
      }),
      createDvrRecording({
        id: 4,
        Title: 'Old Movie',
        EpisodeTitle: null,
        StartTime: AIRING_START + 3 * HOUR,
      }),
      createDvrRecording({ id: 5, Title: 'Fifth', EpisodeTitle: null, StartTime: AIRING_START + 4 * HOUR }),
    ],
  });

describe('the DVR module reader (seed 000 §7 web DVR query with limit 4)', () => {
  it('asks for 4 recordings and gives their title, start and the DVR page', async () => {
    const { callsTo } = mockApi({ 'GET /api/dvr/upcoming': upcoming });
    const items = await readDvrRecordings(new AbortController().signal);
    expect(callsTo('GET /api/dvr/upcoming')[0]!.url.searchParams.get('limit')).toBe('4');
    expect(items).toHaveLength(4);
    expect(items[0]).toEqual({
      id: '1',
      title: 'Harbor Lights: The Long Night',
      time: new Date(AIRING_START).toISOString(),
      href: '/tv/dvr/#/scheduled',
    });
    expect(items[1]?.title).toBe('Evening News');
  });

  it('fills the home page DVR module, newest first', async () => {
    mockApi({
      'GET /api/session': () => json(200, createSessionState()),
      'GET /api/dashboard/home-preferences': () => json(200, { homeFunc1: 'DVR', homeFunc2: 'Voicemail' }),
      'GET /api/dvr/upcoming': upcoming,
    });
    renderApp('/home');
    const dvr = await screen.findByRole('region', { name: 'DVR' });
    expect(await within(dvr).findByText('Old Movie')).toBeInTheDocument();
    const titles = within(dvr)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(titles[0]).toContain('Old Movie');
    expect(titles[3]).toContain('Harbor Lights: The Long Night');
    expect(titles.join(' ')).not.toContain('Fifth');
  });
});
