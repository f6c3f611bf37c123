import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allowConsoleError } from '../../../test/console-guard.ts';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createVodTitle } from '../../../test/vod-factories.ts';
import {
  createVodAdultMenus,
  createVodEpisodeCard,
  createVodSeries,
} from '../../../test/vod-title-factories.ts';

const titleAnswer = (overrides: Parameters<typeof createVodTitle>[0] = {}) =>
  json(200, { status: 'SUCCESS', linearData: [], title: createVodTitle(overrides) });

const episode = () =>
  createVodTitle({
    ...createVodEpisodeCard(1, 2),
    tmsTitle: 'Harbor Lights',
    seriesInd: 1,
    showType: 'Episode',
    menuId: 'SH00000007',
    path: createVodSeries().series.path,
  });

describe('movie page /tv/asset/#/movie/{id}', () => {
  it('shows the movie with its facts, details and people', async () => {
    const { callsTo } = mockApi({
      'GET /api/vod/titles/T100001': () =>
        titleAnswer({ indicators: { bits: 13, new: true, dolby: false, sap: true, closedCaptions: true } }),
    });
    renderApp('/tv/asset/#/movie/T100001');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'The Lantern Keeper' }),
    ).toBeInTheDocument();
    expect(within(main).getByText('2019')).toBeInTheDocument();
    expect(within(main).getByText('Rated PG-13')).toBeInTheDocument();
    expect(within(main).getByText("Critics' rating: 3.5 out of 4 stars")).toBeInTheDocument();
    expect(within(main).getAllByText('1 h 52 min').length).toBeGreaterThan(0);
    expect(within(main).getByText('48 hours')).toBeInTheDocument();
    expect(within(main).getByText('$4.99')).toBeInTheDocument();
    expect(within(main).getByText('December 31, 2099')).toBeInTheDocument();
    expect(within(main).getByText('Drama, Mystery')).toBeInTheDocument();
    expect(within(main).getByText('Northlight Pictures')).toBeInTheDocument();
    expect(
      within(main).getByText('A lighthouse keeper finds letters that were never sent.'),
    ).toBeInTheDocument();
    const features = within(main).getByRole('list', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New', 'SAP', 'CC']);
    const crumbs = within(main).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'On Demand' })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/',
    );
    expect(within(crumbs).getByRole('link', { name: 'Drama' })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/summary/M1010',
    );
    expect(within(main).getByRole('link', { name: 'Ines Calloway' })).toHaveAttribute(
      'href',
      '/search/#/tvOnDemand/%22Ines%20Calloway%22/false',
    );
    expect(within(main).getByRole('link', { name: 'June Adeyemi' })).toHaveAttribute(
      'href',
      '/search/#/tvOnDemand/%22June%20Adeyemi%22/false',
    );
    expect(callsTo('GET /api/vod/titles/T100001')).toHaveLength(1);
  });

  it('says a free title is free and shows at most five actors and five directors', async () => {
    const actors = ['A One', 'B Two', 'C Three', 'D Four', 'E Five', 'F Six', 'G Seven'];
    const directors = ['H One', 'I Two', 'J Three', 'K Four', 'L Five', 'M Six'];
    mockApi({ 'GET /api/vod/titles/T100001': () => titleAnswer({ price: 0, actors, directors }) });
    renderApp('/tv/asset/#/movie/T100001');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Free')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'E Five' })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'F Six' })).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'L Five' })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'M Six' })).not.toBeInTheDocument();
  });

  it('moves a movie address that names an episode to the episode page, in place', async () => {
    mockApi({
      'GET /api/vod/titles/E102': () => json(200, { status: 'SUCCESS', linearData: [], title: episode() }),
      'GET /api/vod/series/SH00000007': () => json(200, createVodSeries()),
    });
    const { currentPath } = renderApp('/tv/asset/#/movie/E102');
    await waitFor(() => expect(currentPath()).toBe('/tv/asset/#/episode/E102'));
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Episode 2 of season 1' }),
    ).toBeInTheDocument();
    // the series' name above the episode's, and its breadcrumb, both open the series page
    const seriesLinks = within(main).getAllByRole('link', { name: 'Harbor Lights' });
    expect(seriesLinks.map((a) => a.getAttribute('href'))).toEqual([
      '/tv/asset/#/series/SH00000007',
      '/tv/asset/#/series/SH00000007',
    ]);
    expect(within(main).getByText('Season 1, episode 2')).toBeInTheDocument();
  });

  it('treats a tms id starting EP as an episode even when the series indicator is 0', async () => {
    mockApi({
      'GET /api/vod/titles/E102': () =>
        json(200, { status: 'SUCCESS', linearData: [], title: { ...episode(), seriesInd: 0 } }),
      'GET /api/vod/series/SH00000007': () => json(200, createVodSeries()),
    });
    const { currentPath } = renderApp('/tv/asset/#/movie/E102');
    await waitFor(() => expect(currentPath()).toBe('/tv/asset/#/episode/E102'));
  });

  it('sends an offer past its day of grace to /tv/asset/, which says the title is gone', async () => {
    mockApi({ 'GET /api/vod/titles/T100001': () => titleAnswer({ offerEndDate: '2001-03-01' }) });
    const { currentPath } = renderApp('/tv/asset/#/movie/T100001');
    await waitFor(() => expect(currentPath()).toBe('/tv/asset/'));
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'This title is no longer available' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Browse On Demand' })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/',
    );
  });

  it('shows the error, without asking the server, when the address has no id', async () => {
    const { fetchMock } = mockApi();
    renderApp('/tv/asset/#/movie/');
    const main = await screen.findByRole('main');
    const alert = await within(main).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was an error. Please try again later.');
    expect(alert).toHaveTextContent('The address does not name a title.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/vod/'))).toBe(false);
  });

  it('says plainly that a title it does not have is not found, with a way back and no futile retry', async () => {
    mockApi({ 'GET /api/vod/titles/T9': () => apiError(404, 'NOT_FOUND', 'No such title.') });
    renderApp('/tv/asset/#/movie/T9');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'We could not find that title.' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Browse On Demand' })).toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers Try again after a server failure, and shows the title once it loads', async () => {
    let fail = true;
    mockApi({
      'GET /api/vod/titles/T100001': () => (fail ? apiError(500, 'INTERNAL', 'Boom') : titleAnswer()),
    });
    const { user } = renderApp('/tv/asset/#/movie/T100001');
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was an error. Please try again later.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lantern Keeper' })).toBeInTheDocument();
  });

  it('opens the title of an asset at its own address', async () => {
    mockApi({
      'GET /api/vod/assets/200001': () => titleAnswer(),
      'GET /api/vod/titles/T100001': () => titleAnswer(),
    });
    const { currentPath } = renderApp('/tv/asset/#/movie/200001/asset');
    await waitFor(() => expect(currentPath()).toBe('/tv/asset/#/movie/T100001'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lantern Keeper' })).toBeInTheDocument();
  });

  it('speaks Spanish under /espanol, with links that stay there', async () => {
    mockApi({ 'GET /api/vod/titles/T100001': () => titleAnswer() });
    renderApp('/espanol/tv/asset/#/movie/T100001');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'The Lantern Keeper' });
    expect(within(main).getByText('Clasificación PG-13')).toBeInTheDocument();
    expect(within(main).getByText('Periodo de alquiler')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Agregar HD al carrito' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Ines Calloway' })).toHaveAttribute(
      'href',
      '/espanol/search/#/tvOnDemand/%22Ines%20Calloway%22/false',
    );
  });
});

const airing = (n: number) => ({
  eventId: `${n}0001`,
  callsign: 'HBRT',
  channelNumber: '704',
  startTime: `2099-01-0${n}T01:00:00.000Z`,
  endTime: `2099-01-0${n}T02:00:00.000Z`,
  isHd: false,
  seasonNumber: 1,
  episodeNumber: 2,
  episodeTitle: 'Episode 2 of season 1',
});

describe('episode page /tv/asset/#/episode/{id}', () => {
  it("lists at most three of the episode's own airings, each opening its program page", async () => {
    const { callsTo } = mockApi({
      'GET /api/vod/titles/E102': () =>
        json(200, {
          status: 'SUCCESS',
          title: episode(),
          linearData: [airing(4), airing(1), airing(2), airing(3)],
        }),
    });
    renderApp('/tv/asset/#/episode/E102');
    const where = await screen.findByRole('region', { name: 'Where to watch' });
    const details = within(where).getAllByRole('link', { name: /^Program details/ });
    expect(details.map((a) => a.getAttribute('href'))).toEqual([
      '/tv/asset/#/tvprogram/10001/HBRT',
      '/tv/asset/#/tvprogram/20001/HBRT',
      '/tv/asset/#/tvprogram/30001/HBRT',
    ]);
    expect(within(where).getAllByText('Season 1, episode 2: Episode 2 of season 1')).toHaveLength(3);
    expect(within(where).getByText('This episode is on demand until December 31, 2099.')).toBeInTheDocument();
    expect(callsTo('GET /api/vod/series/SH00000007')).toHaveLength(0);
  });

  it('says there are no airings when the guide has none', async () => {
    mockApi({
      'GET /api/vod/titles/E102': () => json(200, { status: 'SUCCESS', linearData: [], title: episode() }),
    });
    renderApp('/tv/asset/#/episode/E102');
    const where = await screen.findByRole('region', { name: 'Where to watch' });
    expect(await within(where).findByText('There are no airings on TV.')).toBeInTheDocument();
  });
});

describe('where to watch a movie', () => {
  it('shows it on demand and its airings on TV, each linked to its program page', async () => {
    mockApi({
      'GET /api/vod/titles/T100001': () =>
        json(200, {
          status: 'SUCCESS',
          title: createVodTitle(),
          linearData: [{ ...airing(1), seasonNumber: null, episodeNumber: null, episodeTitle: null }],
        }),
    });
    renderApp('/tv/asset/#/movie/T100001');
    const where = await screen.findByRole('region', { name: 'Where to watch' });
    expect(within(where).getByText('This movie is on demand until December 31, 2099.')).toBeInTheDocument();
    expect(within(where).getByText('Channel 704 (HBRT)')).toBeInTheDocument();
    expect(within(where).getByRole('link', { name: /^Program details/ })).toHaveAttribute(
      'href',
      '/tv/asset/#/tvprogram/10001/HBRT',
    );
    await userEvent.click(within(where).getByRole('radio', { name: 'On Demand' }));
    expect(within(where).queryByRole('link', { name: /^Program details/ })).toBeNull();
  });

  it('says so in Spanish, with no airings on TV', async () => {
    mockApi({ 'GET /api/vod/titles/T100001': () => titleAnswer() });
    renderApp('/espanol/tv/asset/#/movie/T100001');
    const where = await screen.findByRole('region', { name: 'Dónde verlo' });
    expect(
      within(where).getByText('Esta película está disponible a pedido hasta el 31 de diciembre de 2099.'),
    ).toBeInTheDocument();
  });
});

describe('the /tv/asset/ fallback page', () => {
  it('is the way into On Demand when reached plainly (the dashboard links here)', async () => {
    // the landing's rows ask for data this test does not provide
    allowConsoleError(/Unmocked request/);
    mockApi();
    renderApp('/tv/asset/');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'On Demand' })).toBeInTheDocument();
    expect(within(main).queryByText('This title is no longer available')).toBeNull();
  });

  it('explains that the title is gone for an address it cannot read, and points to On Demand', async () => {
    mockApi();
    renderApp('/tv/asset/#/nothing/here');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'This title is no longer available' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Browse On Demand' })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/',
    );
  });
});

describe('adult page /tv/asset/#/adult/{menuId}', () => {
  it('shows the breadcrumbs and the adult menus', async () => {
    const { callsTo } = mockApi({ 'GET /api/vod/menus': () => json(200, createVodAdultMenus()) });
    renderApp('/tv/asset/#/adult/200005');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Adult' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'After Hours' })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/summary/200501',
    );
    expect(within(main).getByText('3 titles')).toBeInTheDocument();
    const crumbs = within(main).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Adult')).toHaveAttribute('aria-current', 'page');
    expect(callsTo('GET /api/vod/menus')[0]!.url.searchParams.get('parentMenuId')).toBe('200005');
  });

  it('goes to /tv/asset/ when the second caption of the path is not Adult', async () => {
    mockApi({
      'GET /api/vod/menus': () =>
        json(
          200,
          createVodAdultMenus({
            path: [
              { caption: 'On Demand', captionEs: 'On Demand', menuId: '200000' },
              { caption: 'Movies', captionEs: 'Películas', menuId: '200001' },
            ],
          }),
        ),
    });
    const { currentPath } = renderApp('/tv/asset/#/adult/200001');
    await waitFor(() => expect(currentPath()).toBe('/tv/asset/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This title is no longer available' }),
    ).toBeInTheDocument();
  });

  it('goes to /tv/asset/ when the menus cannot be read', async () => {
    mockApi({ 'GET /api/vod/menus': () => apiError(500, 'INTERNAL', 'Boom') });
    const { currentPath } = renderApp('/tv/asset/#/adult/200005');
    await waitFor(() => expect(currentPath()).toBe('/tv/asset/'));
  });
});

describe('series failure', () => {
  it('goes to the summary page of that menu id when the series cannot be read', async () => {
    // the summary page belongs to another area and asks for data this test does not provide
    allowConsoleError(/Unmocked request/);
    mockApi({ 'GET /api/vod/series/SH00000009': () => apiError(500, 'INTERNAL', 'Boom') });
    const { currentPath } = renderApp('/tv/asset/#/series/SH00000009');
    await waitFor(() => expect(currentPath()).toBe('/tv/on-demand/#/summary/SH00000009'));
  });

  it('says plainly that a series it does not have is not found, in English and Spanish', async () => {
    mockApi({ 'GET /api/vod/series/SH00000009': () => apiError(404, 'NOT_FOUND', 'No such series.') });
    const { currentPath } = renderApp('/tv/asset/#/series/SH00000009');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'We could not find that series.' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Browse On Demand' })).toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/tv/asset/#/series/SH00000009'));
  });

  it('says it in Spanish', async () => {
    mockApi({ 'GET /api/vod/series/SH00000009': () => apiError(404, 'NOT_FOUND', 'No such series.') });
    renderApp('/espanol/tv/asset/#/series/SH00000009');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'No encontramos esa serie.' }),
    ).toBeInTheDocument();
  });
});
