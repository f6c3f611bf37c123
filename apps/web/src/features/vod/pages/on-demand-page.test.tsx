import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { RIBBON_MAX_TITLES } from '@coax/domain';
import { renderApp } from '../../../test/render-app.tsx';
import {
  apiError,
  deferred,
  json,
  mockApi,
  type Handlers,
  type MockRequest,
} from '../../../test/fetch-mock.ts';
import {
  createLandingMenus,
  createVodLandingPage,
  createVodRibbon,
  createVodTitleCards,
  createVodTopPicks,
} from '../../../test/vod-landing-factories.ts';

/** The landing's calls: `total` ribbons served 5 at a time, top picks and menus. */
function landingApi(total: number, overrides: Handlers = {}) {
  return mockApi({
    'GET /api/vod/landing': ({ url }: MockRequest) =>
      json(
        200,
        createVodLandingPage(
          Number(url.searchParams.get('offset')),
          Number(url.searchParams.get('count')),
          total,
        ),
      ),
    'GET /api/vod/top-picks': () => json(200, createVodTopPicks()),
    'GET /api/vod/menus': ({ url }: MockRequest) =>
      json(200, createLandingMenus(url.searchParams.get('parentMenuId') ?? undefined)),
    ...overrides,
  });
}

const ribbonHeadings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((text) => text?.startsWith('Ribbon'));

describe('On Demand landing /tv/on-demand/', () => {
  it('shows the page heading and the first 5 ribbons, each a carousel of its titles', async () => {
    const { callsTo } = landingApi(12);
    renderApp('/tv/on-demand/');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'On Demand' })).toBeInTheDocument();
    await within(main).findByRole('heading', { level: 2, name: 'Ribbon 1' });
    expect(ribbonHeadings()).toEqual(['Ribbon 1', 'Ribbon 2', 'Ribbon 3', 'Ribbon 4', 'Ribbon 5']);
    expect(Object.fromEntries(callsTo('GET /api/vod/landing')[0]!.url.searchParams)).toEqual({
      offset: '0',
      count: '5',
    });

    const carousel = within(main).getByRole('region', { name: 'Ribbon 1' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('link', { name: 'R1- title 1' })).toHaveAttribute(
      'href',
      '/tv/asset/#/movie/R1-1',
    );
    expect(within(main).getByRole('link', { name: 'See all Ribbon 1' })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/summary/200101',
    );
    await waitFor(() => expect(document.title).toBe('On Demand · Coax'));
  });

  it('loads 5 more ribbons at a time with show more, and drops the control when all are shown', async () => {
    const { callsTo } = landingApi(12);
    const { user } = renderApp('/tv/on-demand/');
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Show more' }));

    const sixth = await within(main).findByRole('heading', { level: 2, name: 'Ribbon 6' });
    expect(ribbonHeadings()).toHaveLength(10);
    // the keyboard carries on from the first new ribbon
    await waitFor(() => expect(sixth).toHaveFocus());

    await user.click(within(main).getByRole('button', { name: 'Show more' }));
    await within(main).findByRole('heading', { level: 2, name: 'Ribbon 12' });
    expect(ribbonHeadings()).toHaveLength(12);
    expect(within(main).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(callsTo('GET /api/vod/landing').map((r) => r.url.searchParams.get('offset'))).toEqual([
      '0',
      '5',
      '10',
    ]);
  });

  it('offers no show more when the first ribbons are all there are', async () => {
    landingApi(5);
    renderApp('/tv/on-demand/');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 2, name: 'Ribbon 5' });
    expect(within(main).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows at most 20 titles in a ribbon', async () => {
    landingApi(1, {
      'GET /api/vod/landing': () =>
        json(200, {
          status: 'SUCCESS',
          total: 1,
          offset: 0,
          ribbons: [createVodRibbon({ ribbonId: 1, titles: createVodTitleCards(RIBBON_MAX_TITLES + 4) })],
        }),
    });
    renderApp('/tv/on-demand/');
    const carousel = await screen.findByRole('region', { name: 'Ribbon 1' });
    expect(within(carousel).getAllByRole('link')).toHaveLength(RIBBON_MAX_TITLES);
  });

  it('shows the error with Try again when the ribbons fail, and loads them on retry', async () => {
    let calls = 0;
    landingApi(5, {
      'GET /api/vod/landing': () =>
        ++calls === 1
          ? apiError(500, 'INTERNAL', 'Internal error')
          : json(200, createVodLandingPage(0, 5, 5)),
    });
    const { user } = renderApp('/tv/on-demand/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was an error. Please try again later.');
    expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ribbon 1' })).toBeInTheDocument();
    expect(screen.queryByText('Sorry, there was an error. Please try again later.')).not.toBeInTheDocument();
  });

  it('keeps the ribbons shown when show more fails, and retries it', async () => {
    let retried = false;
    landingApi(8, {
      'GET /api/vod/landing': ({ url }: MockRequest) => {
        const offset = Number(url.searchParams.get('offset'));
        return offset === 5 && !retried
          ? apiError(500, 'INTERNAL', 'Internal error')
          : json(200, createVodLandingPage(offset, 5, 8));
      },
    });
    const { user } = renderApp('/tv/on-demand/');
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Show more' }));
    const alert = await within(main).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was an error. Please try again later.');
    expect(ribbonHeadings()).toHaveLength(5);
    retried = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(main).findByRole('heading', { level: 2, name: 'Ribbon 8' });
    expect(ribbonHeadings()).toHaveLength(8);
    expect(within(main).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says it is loading while the first ribbons are on their way', async () => {
    const pending = deferred();
    landingApi(5, { 'GET /api/vod/landing': () => pending.promise });
    renderApp('/tv/on-demand/');
    expect(await screen.findByText('Loading On Demand titles…')).toBeInTheDocument();
    pending.resolve(json(200, createVodLandingPage(0, 5, 5)));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ribbon 1' })).toBeInTheDocument();
    expect(screen.queryByText('Loading On Demand titles…')).not.toBeInTheDocument();
  });

  it('lists the On Demand categories under the root as links to their pages', async () => {
    const { callsTo } = landingApi(5);
    renderApp('/tv/on-demand/#/');
    const nav = await screen.findByRole('navigation', { name: 'On Demand categories' });
    expect(within(nav).getByRole('link', { name: 'Movies' })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/summary/200001',
    );
    expect(within(nav).getByRole('link', { name: 'Kids' })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/summary/200003',
    );
    expect(within(nav).getByRole('link', { name: 'Adult' })).toHaveAttribute(
      'href',
      '/tv/asset/#/adult/200005',
    );
    expect(callsTo('GET /api/vod/menus').map((r) => r.url.searchParams.get('parentMenuId'))).toEqual([
      null,
      '200000',
    ]);
  });

  it('still shows the ribbons when the categories cannot load', async () => {
    landingApi(5, { 'GET /api/vod/menus': () => apiError(500, 'INTERNAL', 'Internal error') });
    renderApp('/tv/on-demand/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ribbon 1' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'On Demand categories' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Spanish under /espanol/, with formal wording', async () => {
    landingApi(12);
    renderApp('/espanol/tv/on-demand/');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 2, name: 'Cinta 1' });
    expect(within(main).getByRole('button', { name: 'Mostrar más' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Ver todo Cinta 1' })).toHaveAttribute(
      'href',
      '/espanol/tv/on-demand/#/summary/200101',
    );
    expect(within(main).getByRole('region', { name: 'Cinta 1' })).toHaveAttribute(
      'aria-roledescription',
      'carrusel',
    );
    expect(await within(main).findByRole('button', { name: 'Pausar diapositivas' })).toBeInTheDocument();
    // the catalogue's own names come in Spanish too, not only the labels
    expect(await screen.findByRole('link', { name: 'Películas' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Movies' })).not.toBeInTheDocument();
  });

  it('shows the Spanish error with its retry', async () => {
    landingApi(5, { 'GET /api/vod/landing': () => apiError(500, 'INTERNAL', 'Internal error') });
    renderApp('/espanol/tv/on-demand/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Lo sentimos, ocurrió un error. Por favor, inténtelo de nuevo más tarde.',
    );
    expect(within(alert).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('shows a category for #/summary/{menuId} instead of the landing', async () => {
    const { callsTo } = mockApi({
      'GET /api/vod/filters': () => apiError(500, 'INTERNAL', 'Internal error'),
      'GET /api/vod/menus/200001/titles': () => apiError(500, 'INTERNAL', 'Internal error'),
    });
    renderApp('/tv/on-demand/#/summary/200001');
    await screen.findByRole('main');
    await waitFor(() => expect(callsTo('GET /api/vod/menus/200001/titles')).not.toHaveLength(0));
    expect(callsTo('GET /api/vod/landing')).toHaveLength(0);
    expect(screen.queryByRole('heading', { level: 1, name: 'On Demand' })).not.toBeInTheDocument();
  });

  it('shows the on-demand search for #/search/{term}/false', async () => {
    const { callsTo } = mockApi({ 'GET /api/vod/search': () => apiError(500, 'INTERNAL', 'Internal error') });
    renderApp('/tv/on-demand/#/search/%22Ines%20Calloway%22/false');
    await screen.findByRole('main');
    await waitFor(() => expect(callsTo('GET /api/vod/search')).not.toHaveLength(0));
    expect(callsTo('GET /api/vod/search')[0]!.url.searchParams.get('q')).toBe('"Ines Calloway"');
    expect(callsTo('GET /api/vod/landing')).toHaveLength(0);
  });

  it('shows the landing for a hash it does not know', async () => {
    landingApi(5);
    renderApp('/tv/on-demand/#/nothing/here');
    expect(await screen.findByRole('heading', { level: 1, name: 'On Demand' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ribbon 1' })).toBeInTheDocument();
  });
});
