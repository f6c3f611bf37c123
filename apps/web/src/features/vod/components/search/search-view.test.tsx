import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppProviders } from '../../../../lib/providers.tsx';
import { allowConsoleError } from '../../../../test/console-guard.ts';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';
import { createVodSearch, createVodTitleCards } from '../../../../test/vod-summary-factories.ts';
import { SearchView } from './search-view.tsx';

const SEARCH = 'GET /api/vod/search';

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

function renderSearch(term: string, path = `/tv/on-demand/#/search/${encodeURIComponent(term)}`) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  let current: Location | undefined;
  const onChange = (location: Location) => {
    current = location;
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <main>
          <SearchView term={term} />
        </main>
        <LocationProbe onChange={onChange} />
      </AppProviders>
    </MemoryRouter>,
  );
  return { user, currentPath: () => (current ? current.pathname + current.search + current.hash : '') };
}

describe('on-demand search', () => {
  it('shows matching titles, people and genres, each with its link', async () => {
    const { callsTo } = mockApi({
      [SEARCH]: () =>
        json(
          200,
          createVodSearch({
            people: [
              { name: 'Ines Calloway', roles: ['director'], titleCount: 4 },
              { name: 'Marek "Mac" Hollis', roles: ['actor', 'director'], titleCount: 1 },
            ],
            genres: [
              { name: 'Drama', nameEs: 'Drama', menuId: '200105', titleCount: 210 },
              { name: 'Noir', nameEs: 'Cine negro', menuId: null, titleCount: 3 },
            ],
          }),
        ),
    });
    renderSearch('harbor');
    const results = await screen.findByRole('region', { name: 'Results for “harbor”' });
    const titles = await within(results).findByRole('region', { name: 'Titles' });
    expect(within(titles).getByText('The Last Harbor').closest('a')).toHaveAttribute(
      'href',
      '/tv/asset/#/movie/T7',
    );

    const people = within(results).getByRole('region', { name: 'People' });
    // a person's link is a quoted search for the full name, by way of the site search page
    expect(within(people).getByRole('link', { name: 'Ines Calloway' })).toHaveAttribute(
      'href',
      '/search/#/tvOnDemand/%22Ines%20Calloway%22/false',
    );
    expect(within(people).getByRole('link', { name: 'Marek "Mac" Hollis' })).toHaveAttribute(
      'href',
      '/search/#/tvOnDemand/%22Marek%20Mac%20Hollis%22/false',
    );
    expect(within(people).getByText('Actor, Director · 1 title')).toBeInTheDocument();

    const genres = within(results).getByRole('region', { name: 'Genres' });
    expect(within(genres).getByRole('link', { name: 'Drama' })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/summary/200105',
    );
    expect(within(genres).queryByRole('link', { name: 'Noir' })).not.toBeInTheDocument();
    expect(within(genres).getByText('Noir')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(SEARCH)[0]!.url.searchParams)).toEqual({ q: 'harbor' });
  });

  it('sends a quoted term as it is and says it matches the phrase', async () => {
    const { callsTo } = mockApi({
      [SEARCH]: () => json(200, createVodSearch({ term: '"Ines Calloway"', phrase: true })),
    });
    renderSearch('"Ines Calloway"');
    expect(await screen.findByText('Matching the exact phrase or full name.')).toBeInTheDocument();
    expect(callsTo(SEARCH)[0]!.url.searchParams.get('q')).toBe('"Ines Calloway"');
  });

  it('loads more titles after the last one with the answer’s next', async () => {
    const { callsTo } = mockApi({
      [SEARCH]: ({ url }) =>
        url.searchParams.get('after') === '20'
          ? json(200, createVodSearch({ titles: createVodTitleCards(21, 25), more: false, next: null }))
          : json(200, createVodSearch({ titles: createVodTitleCards(1, 20), more: true, next: 20 })),
    });
    const { user } = renderSearch('title');
    await screen.findByText('Title 20');
    await user.click(screen.getByRole('button', { name: 'More titles' }));
    expect(await screen.findByText('Title 25')).toBeInTheDocument();
    expect(screen.getByText('Title 1')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(SEARCH)[1]!.url.searchParams)).toEqual({ q: 'title', after: '20' });
    expect(screen.queryByRole('button', { name: 'More titles' })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    mockApi({ [SEARCH]: () => json(200, createVodSearch({ titles: [], people: [], genres: [] })) });
    renderSearch('zebra');
    expect(await screen.findByText('Nothing On Demand matches “zebra”.')).toBeInTheDocument();
  });

  it('searches again from the box, into the on-demand address', async () => {
    mockApi({ [SEARCH]: () => json(200, createVodSearch()) });
    const { user, currentPath } = renderSearch('harbor');
    const box = await screen.findByRole('searchbox', { name: 'Search On Demand for' });
    expect(box).toHaveValue('harbor');
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter something to search for.')).toBeInTheDocument();
    expect(box).toHaveFocus();
    await user.type(box, 'night train');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentPath()).toBe('/tv/on-demand/#/search/night%20train'));
  });

  it('shows the error with Try again when the search fails', async () => {
    allowConsoleError(/500/);
    let fail = true;
    mockApi({ [SEARCH]: () => (fail ? apiError(500, 'INTERNAL', 'boom') : json(200, createVodSearch())) });
    const { user } = renderSearch('harbor');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, there was an error. Please try again later.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The Last Harbor')).toBeInTheDocument();
  });

  it('speaks Spanish under /espanol, and keeps the prefix when searching again', async () => {
    mockApi({ [SEARCH]: () => json(200, createVodSearch()) });
    const { user, currentPath } = renderSearch('harbor', '/espanol/tv/on-demand/#/search/harbor');
    expect(await screen.findByRole('region', { name: 'Resultados para «harbor»' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Buscar en On Demand' });
    await user.clear(box);
    await user.type(box, 'tren');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(currentPath()).toBe('/espanol/tv/on-demand/#/search/tren'));
  });
});
