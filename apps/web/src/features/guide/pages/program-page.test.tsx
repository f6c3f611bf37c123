import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { GuideProgram } from '@coax/contract';
import { allowConsoleError } from '../../../test/console-guard.ts';
import { apiError, json, mockApi, type Handlers } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createGuideListing, createGuideProgram } from '../../../test/guide-factories.ts';
import { signedInSession } from '../../../test/vod-cart-factories.ts';

const HOUR = 3_600_000;

function programApi(program: GuideProgram, extra: Handlers = {}) {
  return mockApi({
    [`GET /api/guide/programs/${program.eventId}`]: () => json(200, { program }),
    'GET /api/guide/more-like-this': () =>
      json(200, {
        items: [createGuideListing({ eventId: 7001, title: 'Evening Match', callsign: 'SPORTS' })],
      }),
    ...extra,
  });
}

describe('program page /tv/program/{id}/{callSign}/{movie|episode}/{titleSlug}', () => {
  it('shows a linear episode with its §3 fields, record button, more airings and more like this', async () => {
    const program = createGuideProgram(Date.now());
    const { callsTo } = programApi(program);
    renderApp('/tv/program/5001/WNET/episode/harbor-lights');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeInTheDocument();
    expect(within(main).getByText('Episode')).toBeInTheDocument();
    expect(within(main).getByText('Low Tide')).toBeInTheDocument();
    expect(within(main).getByText('Season 1, episode 2')).toBeInTheDocument();
    expect(within(main).getByText('60 min')).toBeInTheDocument();
    expect(within(main).getByText('Rated TV-PG')).toBeInTheDocument();
    expect(within(main).getByText("Critics' rating: 3 out of 4 stars")).toBeInTheDocument();
    expect(within(main).getByText('Drama, Mystery')).toBeInTheDocument();
    expect(within(main).getByText('Ines Calloway, June Adeyemi')).toBeInTheDocument();
    expect(within(main).getByText('A storm keeps the ferry in port.')).toBeInTheDocument();
    const features = within(main).getByRole('list', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['HDTV', 'CC', 'New']);
    const record = within(main).getAllByRole('link', { name: /^Record Harbor Lights/ })[0]!;
    expect(record).toHaveAttribute(
      'href',
      `/tv/asset/#/tvprograms/record/${program.startTime}/${program.endTime}/WNET/true`,
    );
    const where = within(main).getByRole('region', { name: 'Where to watch' });
    expect(
      within(where).getByRole('link', { name: 'Watch On Demand: Harbor Lights: Low Tide' }),
    ).toHaveAttribute('href', '/tv/asset/#/movie/T100001');
    expect(
      within(where)
        .getAllByRole('listitem')
        .filter((li) => li.className === 'tv-airings__item'),
    ).toHaveLength(2);
    const more = within(main).getByRole('region', { name: 'More like this' });
    expect(await within(more).findByRole('link', { name: 'Evening Match' })).toHaveAttribute(
      'href',
      '/tv/program/7001/SPORTS/episode/evening-match',
    );
    expect(callsTo('GET /api/guide/more-like-this')[0]!.url.searchParams.get('eventId')).toBe('5001');
    expect(within(main).getByRole('link', { name: 'Sign in to rate this program.' })).toHaveAttribute(
      'href',
      '/login/?referer=/tv/program/5001/WNET/episode/harbor-lights',
    );
  });

  it('offers an airing button only while the airing has not ended', async () => {
    const now = Date.now();
    const program = createGuideProgram(now, { startTime: now - 3 * HOUR, endTime: now - 2 * HOUR });
    programApi(program);
    renderApp('/tv/program/5001/WNET/episode/harbor-lights');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Harbor Lights' });
    const where = within(main).getByRole('region', { name: 'Where to watch' });
    // the page's own airing has ended: no button; the later airing keeps its button
    expect(within(where).getAllByRole('link', { name: /^Record Harbor Lights/ })).toHaveLength(1);
    expect(within(main).getAllByRole('link', { name: /^Record Harbor Lights/ })).toHaveLength(1);
  });

  it('filters where to watch to On Demand or On TV', async () => {
    programApi(createGuideProgram(Date.now()));
    const { user } = renderApp('/tv/program/5001/WNET/episode/harbor-lights');
    const main = await screen.findByRole('main');
    const where = await within(main).findByRole('region', { name: 'Where to watch' });
    await user.click(within(where).getByRole('radio', { name: 'On TV' }));
    expect(within(where).queryByRole('link', { name: /Watch On Demand/ })).not.toBeInTheDocument();
    expect(within(where).getAllByRole('link', { name: /^Record/ })).toHaveLength(2);
    await user.click(within(where).getByRole('radio', { name: 'On Demand' }));
    expect(within(where).getByRole('link', { name: /Watch On Demand/ })).toBeInTheDocument();
    expect(within(where).queryByRole('link', { name: /^Record/ })).not.toBeInTheDocument();
  });

  it('shows a movie as a linear movie', async () => {
    programApi(
      createGuideProgram(Date.now(), {
        isMovie: true,
        title: 'The Lantern Keeper',
        episodeTitle: null,
        seasonNumber: null,
        episodeNumber: null,
        showType: 'FEATURE FILM',
      }),
    );
    renderApp('/tvprogram/5001/105/true');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'The Lantern Keeper' }),
    ).toBeInTheDocument();
    expect(within(main).getByText('Movie')).toBeInTheDocument();
    expect(within(main).getByText('FEATURE FILM')).toBeInTheDocument();
  });

  it('saves a signed-in rating of 0 to 4 stars', async () => {
    const program = createGuideProgram(Date.now(), { userRating: 1 });
    const { callsTo } = programApi(program, {
      'GET /api/session': () => json(200, signedInSession()),
      'POST /api/guide/ratings': () => json(200, { eventId: 5001, rating: 4 }),
    });
    const { user } = renderApp('/tv/program/5001/WNET/episode/harbor-lights');
    const main = await screen.findByRole('main');
    const stars = await within(main).findByRole('group', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    expect(within(stars).getByRole('radio', { name: '1 star' })).toBeChecked();
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(await within(main).findByText('Your rating is saved.')).toBeInTheDocument();
    expect(callsTo('POST /api/guide/ratings')[0]!.body).toEqual({ eventId: 5001, rating: 4 });
  });

  it('goes to /tv when the program does not exist', async () => {
    allowConsoleError(/404/);
    // as below: the guide /tv opens may start loading its grid before the test ends
    allowConsoleError(/Unmocked request: GET \/api\/guide\//);
    mockApi({ 'GET /api/guide/programs/999': () => apiError(404, 'NOT_FOUND', 'No such event') });
    const { currentPath } = renderApp('/tv/program/999/WNET/episode/gone');
    await waitFor(() => expect(currentPath()).toBe('/tv'));
  });

  it('goes to /tv when the address has no event id', async () => {
    // Only the move is checked here: the guide /tv opens may start loading its grid before the
    // test ends, and its calls are the guide page's own tests' business.
    allowConsoleError(/Unmocked request: GET \/api\/guide\//);
    mockApi();
    const { currentPath } = renderApp('/tvprogram/abc/WNET');
    await waitFor(() => expect(currentPath()).toBe('/tv'));
  });

  it("says 'Unable to load program data' when the call fails, and tries again", async () => {
    allowConsoleError(/500/);
    let fail = true;
    const program = createGuideProgram(Date.now());
    mockApi({
      'GET /api/guide/programs/5001': () =>
        fail ? apiError(500, 'INTERNAL', 'down') : json(200, { program }),
      'GET /api/guide/more-like-this': () => json(200, { items: [] }),
    });
    const { user } = renderApp('/tvprogram/5001/WNET');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Unable to load program data')).toBeInTheDocument();
    fail = false;
    await user.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await within(main).findByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeInTheDocument();
  });
});

describe('linear forms of /tv/asset/', () => {
  it.each([
    '#/tvprogram/5001/105/true',
    '#/movie/5001/105/false',
    '#/movie/5001/WNET/13',
    '#/tvprogram/5001/WNET',
  ])('opens the program for %s', async (hash) => {
    programApi(createGuideProgram(Date.now()));
    renderApp(`/tv/asset/${hash}`);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeInTheDocument();
  });

  it('opens the series page for a linear episode named by its series menu', async () => {
    mockApi({ 'GET /api/vod/series/SH00000007': () => apiError(404, 'NOT_FOUND', 'none') });
    allowConsoleError(/404/);
    const { currentPath } = renderApp('/tv/asset/#/program/tId:EP000000070002&mId:SH00000007');
    await waitFor(() =>
      expect(currentPath()).toMatch(/^\/tv\/asset\/#\/series\/SH00000007|^\/tv\/on-demand/),
    );
  });

  it('speaks Spanish under /espanol', async () => {
    programApi(createGuideProgram(Date.now()));
    renderApp('/espanol/tv/program/5001/WNET/episode/harbor-lights');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeInTheDocument();
    expect(within(main).getByRole('region', { name: 'Dónde verlo' })).toBeInTheDocument();
    expect(within(main).getByText('Temporada 1, episodio 2')).toBeInTheDocument();
  });
});
