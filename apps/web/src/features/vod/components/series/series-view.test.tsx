import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { createVodAiring, createVodSeries } from '../../../../test/vod-title-factories.ts';
import { airingsOfSeason, episodesOfSeason, seasonChoices } from './series-filters.ts';

const hour = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();

async function openSeries(menuId: string, answer = createVodSeries()) {
  mockApi({ [`GET /api/vod/series/${menuId}`]: () => json(200, answer) });
  const app = renderApp(`/tv/asset/#/series/${menuId}`);
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1, name: answer.series.title });
  return { ...app, main, where: within(main).getByRole('region', { name: 'Where to watch' }) };
}

describe('series page /tv/asset/#/series/{menuId}', () => {
  it('shows the facts, with directors and cast linking to the on-demand search', async () => {
    const { main } = await openSeries('SH00000007');
    expect(within(main).getByText('A coast guard station keeps a small town afloat.')).toBeInTheDocument();
    expect(within(main).getByText('Harbor TV', { selector: 'dd' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Gus Haldane' })).toHaveAttribute(
      'href',
      '/search/#/tvOnDemand/%22Gus%20Haldane%22/false',
    );
    expect(within(main).getByText('3 episodes')).toBeInTheDocument();
  });

  it('shows no more than five actors even if the answer holds more', async () => {
    const answer = createVodSeries({
      series: { actors: ['A One', 'B Two', 'C Three', 'D Four', 'E Five', 'F Six'] },
    });
    const { main } = await openSeries('SH00000007', answer);
    expect(within(main).getByRole('link', { name: 'E Five' })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'F Six' })).not.toBeInTheDocument();
  });

  it('starts a TV series at Show all, with episodes on demand and the (empty) airings', async () => {
    const { where } = await openSeries('SH00000007');
    expect(within(where).getByRole('radio', { name: 'Show all' })).toBeChecked();
    expect(within(where).getByRole('heading', { name: 'Episodes on demand' })).toBeInTheDocument();
    expect(within(where).getByRole('link', { name: 'Episode 1 of season 2' })).toHaveAttribute(
      'href',
      '/tv/asset/#/episode/E201',
    );
    expect(within(where).getByRole('heading', { name: 'On TV' })).toBeInTheDocument();
    expect(within(where).getByText('There are no airings on TV.')).toBeInTheDocument();
  });

  it('starts an on-demand series at On Demand, and On TV shows only airings', async () => {
    const answer = createVodSeries({
      series: { menuId: '300002', isTvSeries: false, whereToWatchDefault: 'onDemand' },
    });
    const { where, user } = await openSeries('300002', answer);
    expect(within(where).getByRole('radio', { name: 'On Demand' })).toBeChecked();
    expect(within(where).queryByRole('heading', { name: 'On TV' })).not.toBeInTheDocument();
    await user.click(within(where).getByRole('radio', { name: 'On TV' }));
    expect(within(where).queryByRole('heading', { name: 'Episodes on demand' })).not.toBeInTheDocument();
    expect(within(where).getByText('There are no airings on TV.')).toBeInTheDocument();
  });

  it('filters by season, and gives notice when the chosen season has no episodes', async () => {
    const answer = createVodSeries({
      linearData: [
        createVodAiring({
          eventId: 'EV3',
          seasonNumber: 3,
          episodeNumber: 1,
          startTime: at(1),
          endTime: at(2),
        }),
      ],
    });
    const { where, user } = await openSeries('SH00000007', answer);
    const season = within(where).getByRole('combobox', { name: 'Season' });
    expect(
      within(season)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Show all', 'Season 1', 'Season 2', 'Season 3']);
    await user.selectOptions(season, 'Season 2');
    expect(within(where).getAllByRole('link', { name: /^Episode \d of season/ })).toHaveLength(1);
    expect(within(where).queryByText(/There are no episodes/)).not.toBeInTheDocument();
    await user.selectOptions(season, 'Season 3');
    expect(await within(where).findByText('There are no episodes for season 3.')).toBeInTheDocument();
    expect(within(where).queryByRole('link', { name: /^Episode \d of season/ })).not.toBeInTheDocument();
    // season 3 airs on TV
    expect(within(where).getAllByRole('link', { name: /^Program details/ })).toHaveLength(1);
    await user.selectOptions(season, 'Show all');
    expect(within(where).getAllByRole('link', { name: /^Episode \d of season/ })).toHaveLength(3);
    expect(within(where).queryByText(/There are no episodes/)).not.toBeInTheDocument();
  });

  it('lists at most five airings, with a button only for those not yet ended', async () => {
    const linearData = [
      createVodAiring({ eventId: 'EV0', startTime: at(-3), endTime: at(-2) }),
      ...[1, 2, 3, 4, 5, 6].map((n) =>
        createVodAiring({ eventId: `EV${n}`, startTime: at(n), endTime: at(n + 1) }),
      ),
    ];
    const { where } = await openSeries('SH00000007', createVodSeries({ linearData }));
    await waitFor(() =>
      expect(
        within(where)
          .getAllByRole('listitem')
          .filter((li) => li.className === 'vod-airings__item'),
      ).toHaveLength(5),
    );
    expect(within(where).getAllByRole('link', { name: /^Program details/ })).toHaveLength(4);
    expect(within(where).getByText('Aired')).toBeInTheDocument();
    expect(within(where).getAllByRole('link', { name: /^Program details/ })[0]).toHaveAttribute(
      'href',
      '/tv/asset/#/tvprogram/EV1/HBRT',
    );
  });
});

describe('series filters', () => {
  const series = createVodSeries();
  it('offers every season on demand or on TV, in order, without Show all', () => {
    const airings = [createVodAiring({ seasonNumber: 4 }), createVodAiring({ seasonNumber: null })];
    expect(
      seasonChoices(
        [
          { seasonNumber: 2, episodeCount: 1 },
          { seasonNumber: 1, episodeCount: 3 },
        ],
        airings,
      ),
    ).toEqual([1, 2, 4]);
  });

  it('keeps everything for Show all (0) and one season otherwise', () => {
    expect(episodesOfSeason(series.titles, 0)).toHaveLength(3);
    expect(episodesOfSeason(series.titles, 1).map((t) => t.titleId)).toEqual(['E101', 'E102']);
    expect(episodesOfSeason(series.titles, 9)).toEqual([]);
    const airings = [
      createVodAiring({ seasonNumber: 1 }),
      createVodAiring({ eventId: 'EV2', seasonNumber: 2 }),
    ];
    expect(airingsOfSeason(airings, 0)).toHaveLength(2);
    expect(airingsOfSeason(airings, 2).map((a) => a.eventId)).toEqual(['EV2']);
  });
});
