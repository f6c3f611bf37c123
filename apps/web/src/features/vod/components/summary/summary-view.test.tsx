import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allowConsoleError } from '../../../../test/console-guard.ts';
import { apiError, deferred, json, mockApi } from '../../../../test/fetch-mock.ts';
import {
  createVodFilters,
  createVodMenuItem,
  createVodMenus,
  createVodSummary,
} from '../../../../test/vod-summary-factories.ts';
import { queryOf, renderSummary, summaryAnswer } from './summary-test-utils.tsx';
import { SUMMARY_LAYOUT_KEY } from './use-summary-layout.ts';

const GRID = 'GET /api/vod/menus/200001/titles';

function mockGrid(total = 95) {
  return mockApi({
    'GET /api/vod/filters': () => json(200, createVodFilters()),
    [GRID]: summaryAnswer(total),
  });
}

afterEach(() => window.localStorage.clear());

describe('category grid on a desktop', () => {
  it('shows the category, its breadcrumbs and the first 20 titles in the default order', async () => {
    const { callsTo } = mockGrid();
    renderSummary();
    expect(await screen.findByRole('heading', { level: 1, name: 'Movies' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–20 of 95 titles')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.querySelector('.vod-tile'))).toHaveLength(20);
    expect(screen.getByText('Title 1').closest('a')).toHaveAttribute('href', '/tv/asset/#/movie/T1');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'On Demand' })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/',
    );
    expect(within(crumbs).getByText('Movies')).toHaveAttribute('aria-current', 'page');
    expect(queryOf(callsTo(GRID)[0])).toEqual({
      page: '1',
      pageSize: '20',
      sort: 'alphabetical',
      filter: '0',
    });
  });

  it('shows a Movies A-Z group under its range when the address carries the caption', async () => {
    mockApi({
      'GET /api/vod/filters': () => json(200, createVodFilters()),
      'GET /api/vod/menus/200161/titles': summaryAnswer(30, {
        menu: createVodMenuItem({ menuId: '200161', caption: 'ABCDE', displayCaption: 'A-E' }),
      }),
    });
    renderSummary('/tv/on-demand/#/summary/200161/ABCDE', { menuId: '200161', caption: 'ABCDE' });
    // the heading is known from the address before the grid answers
    expect(screen.getByRole('heading', { level: 1, name: 'A-E' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–20 of 30 titles')).toBeInTheDocument();
  });

  it('goes back to page 1 when the sort changes', async () => {
    const { callsTo } = mockGrid();
    const { user, currentPath } = renderSummary('/tv/on-demand/?page=3#/summary/200001');
    expect(await screen.findByText('Showing 41–60 of 95 titles')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Popularity');
    expect(await screen.findByText('Showing 1–20 of 95 titles')).toBeInTheDocument();
    expect(queryOf(callsTo(GRID).at(-1))).toEqual({
      page: '1',
      pageSize: '20',
      sort: 'popularity',
      filter: '0',
    });
    await waitFor(() => expect(currentPath()).toBe('/tv/on-demand/?sort=popularity#/summary/200001'));
  });

  it('keeps a sort chosen just before a filter, before the address has caught up', async () => {
    const { callsTo } = mockGrid();
    const { currentPath } = renderSummary('/tv/on-demand/#/summary/200001');
    expect(await screen.findByText('Showing 1–20 of 95 titles')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    act(() => {
      fireEvent.change(sort, { target: { value: 'releaseYear' } });
      fireEvent.change(filter, { target: { value: '1' } });
    });
    await waitFor(() =>
      expect(currentPath()).toBe('/tv/on-demand/?sort=releaseYear&filter=1#/summary/200001'),
    );
    await waitFor(() =>
      expect(queryOf(callsTo(GRID).at(-1))).toMatchObject({ sort: 'releaseYear', filter: '1' }),
    );
  });

  it('goes back to page 1 when the filter or the page size changes', async () => {
    const { callsTo } = mockGrid();
    const { user, currentPath } = renderSummary('/tv/on-demand/?page=2#/summary/200001');
    expect(await screen.findByText('Showing 21–40 of 95 titles')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'HD');
    await waitFor(() => expect(queryOf(callsTo(GRID).at(-1))).toMatchObject({ page: '1', filter: '1' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queryOf(callsTo(GRID).at(-1))).toMatchObject({ page: '3', filter: '1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Titles per page' }), 'Show 50');
    await waitFor(() =>
      expect(queryOf(callsTo(GRID).at(-1))).toEqual({
        page: '1',
        pageSize: '50',
        sort: 'alphabetical',
        filter: '1',
      }),
    );
    expect(await screen.findByText('Showing 1–50 of 95 titles')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/tv/on-demand/?pageSize=50&filter=1#/summary/200001'));
  });

  it('pages with seven page slots and ellipses, marks the current page, and moves focus to the results', async () => {
    const { callsTo } = mockGrid(1000); // 50 pages of 20
    const { user, currentPath } = renderSummary();
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    const numbers = () =>
      within(pages)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(numbers()).toEqual(['Previous', '1', '2', '3', '4', '5', '50', 'Next']);
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Showing 81–100 of 1,000 titles')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Titles' })).toHaveFocus();
    expect(numbers()).toEqual(['Previous', '1', '4', '5', '6', '50', 'Next']);
    expect(within(pages).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(pages.textContent).toMatch(/1….*…50/);
    await waitFor(() => expect(currentPath()).toBe('/tv/on-demand/?page=5#/summary/200001'));

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queryOf(callsTo(GRID).at(-1))).toMatchObject({ page: '6' }));
    await user.click(within(pages).getByRole('button', { name: 'Page 50' }));
    expect(await screen.findByText('Showing 981–1,000 of 1,000 titles')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows a table with a caption and the title, year, rating, price and duration, and remembers the choice', async () => {
    mockGrid();
    const { user } = renderSummary('/tv/on-demand/?page=2#/summary/200001');
    await screen.findByText('Showing 21–40 of 95 titles');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Movies: page 2 of 5' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Year', 'Rating', 'Price', 'Duration']);
    const row = within(table).getByRole('row', { name: /Title 21/ });
    expect(within(row).getByRole('link', { name: 'Title 21' })).toHaveAttribute(
      'href',
      '/tv/asset/#/movie/T21',
    );
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2001', 'PG-13 3.5 of 4 stars', '$4.99', '1 h 52 min']);
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(SUMMARY_LAYOUT_KEY)).toBe('table');
  });

  it('opens in the layout chosen on any other category grid', async () => {
    window.localStorage.setItem(SUMMARY_LAYOUT_KEY, 'table');
    mockGrid();
    renderSummary();
    expect(await screen.findByRole('table', { name: 'Movies: page 1 of 5' })).toBeInTheDocument();
  });

  it('calls a free title Free', async () => {
    mockApi({
      'GET /api/vod/filters': () => json(200, createVodFilters()),
      [GRID]: (request) => {
        const answer = summaryAnswer(1)(request);
        return answer.json().then((body: { titles: { price: number }[] }) => {
          body.titles[0]!.price = 0;
          return json(200, body);
        });
      },
    });
    renderSummary();
    expect(await screen.findByText('2001 · Free')).toBeInTheDocument();
  });

  it('says when a filter matches nothing, and drops it on request', async () => {
    const { callsTo } = mockApi({
      'GET /api/vod/filters': () => json(200, createVodFilters()),
      [GRID]: (request) => summaryAnswer(request.url.searchParams.get('filter') === '4' ? 0 : 95)(request),
    });
    const { user } = renderSummary('/tv/on-demand/?filter=4#/summary/200001');
    expect(await screen.findByText('No titles match the filter “Last chance”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all titles' }));
    expect(await screen.findByText('Showing 1–20 of 95 titles')).toBeInTheDocument();
    expect(queryOf(callsTo(GRID).at(-1))).toMatchObject({ filter: '0', page: '1' });
  });

  it('lists the sub-categories of a category as links, Movies A-Z groups with their caption', async () => {
    mockApi({
      'GET /api/vod/filters': () => json(200, createVodFilters()),
      [GRID]: summaryAnswer(95, { menu: createVodMenuItem({ childrenCount: 3, thisMenuCount: 95 }) }),
      'GET /api/vod/menus': () =>
        json(
          200,
          createVodMenus({
            menus: [
              createVodMenuItem({
                menuId: '200101',
                caption: 'Action',
                displayCaption: 'Action',
                thisMenuCount: 12,
              }),
              createVodMenuItem({
                menuId: '200161',
                caption: 'ABCDE',
                displayCaption: 'A-E',
                thisMenuCount: 30,
              }),
              createVodMenuItem({
                menuId: '200501',
                caption: 'Empty',
                displayCaption: 'Empty',
                thisMenuCount: 0,
              }),
            ],
          }),
        ),
    });
    renderSummary();
    const nav = await screen.findByRole('navigation', { name: 'Categories in Movies' });
    expect(within(nav).getByRole('link', { name: /Action/ })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/summary/200101',
    );
    expect(within(nav).getByRole('link', { name: /A-E/ })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/summary/200161/ABCDE',
    );
    expect(within(nav).getByRole('link', { name: /A-E/ })).toHaveTextContent('30 titles');
    expect(within(nav).queryByRole('link', { name: /Empty/ })).not.toBeInTheDocument();
  });

  it('shows the error and loads again with Try again', async () => {
    allowConsoleError(/Failed to load|500/);
    let fail = true;
    mockApi({
      'GET /api/vod/filters': () => json(200, createVodFilters()),
      [GRID]: (request) => (fail ? apiError(500, 'INTERNAL', 'boom') : summaryAnswer(95)(request)),
    });
    const { user } = renderSummary();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, there was an error. Please try again later.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–20 of 95 titles')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says plainly that a category it does not have is not found, with no futile Try again', async () => {
    mockApi({
      'GET /api/vod/filters': () => json(200, createVodFilters()),
      [GRID]: () => apiError(404, 'NOT_FOUND', 'We could not find that category.'),
    });
    renderSummary();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find that category.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse On Demand' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the titles load', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockApi({
      'GET /api/vod/filters': () => json(200, createVodFilters()),
      [GRID]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderSummary();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading titles…');
    answer(json(200, createVodSummary()));
    expect(await screen.findByText('Showing 1–20 of 95 titles')).toBeInTheDocument();
  });

  it('shows the whole page in one paint once the titles, the controls and the sub-categories are known', async () => {
    const filters = deferred();
    const subMenus = deferred();
    mockApi({
      'GET /api/vod/filters': () => filters.promise,
      [GRID]: summaryAnswer(95, { menu: createVodMenuItem({ childrenCount: 2 }) }),
      'GET /api/vod/menus': () => subMenus.promise,
    });
    renderSummary();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading titles…');
    filters.resolve(json(200, createVodFilters()));
    // the titles and controls are known (the heading comes from the titles' answer), but nothing
    // is shown that the sub-categories would push down when they arrive
    expect(await screen.findByRole('heading', { level: 1, name: 'Movies' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    subMenus.resolve(json(200, createVodMenus()));
    expect(await screen.findByText('Showing 1–20 of 95 titles')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.queryByText('Loading titles…')).not.toBeInTheDocument();
  });

  it('speaks Spanish under /espanol', async () => {
    mockGrid();
    renderSummary('/espanol/tv/on-demand/#/summary/200001');
    expect(await screen.findByText('Se muestran 1–20 de 95 títulos')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Alfabético');
    expect(screen.getByRole('link', { name: 'On Demand' })).toHaveAttribute(
      'href',
      '/espanol/tv/on-demand/#/',
    );
  });
});
