import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MapItem, MapSearch } from '@coax/contract';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi, type Handlers } from '../../../test/fetch-mock.ts';

// Leaflet draws on a real page (the journey covers it); here the list is what is tested.
vi.mock('../components/map-view.tsx', () => ({
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

const hours = { weekdays: { open: 600, close: 1200 }, saturday: { open: 600, close: 1080 }, sunday: null };

function item(n: number, over: Partial<MapItem> = {}): MapItem {
  return {
    id: `st-${n}`,
    lat: 40.76 + n / 1000,
    lon: -73.52,
    street: `${n} Broadway`,
    city: 'Hicksville',
    state: 'NY',
    zip: '11801',
    name: `Store ${n}`,
    hours,
    type: 'primary',
    category: null,
    categoryAsInDB: null,
    provider: null,
    accountType: null,
    outdoor: false,
    distance: n,
    ...over,
  };
}

const search = (results: MapItem[], total = results.length, number = 0, size = 8): MapSearch => ({
  mapCenter: { lat: 40.76, lon: -73.52 },
  _embedded: { results },
  categoriesFacet: [],
  page: { number, size, totalElements: total, totalPages: Math.ceil(total / size) },
});

const base: Handlers = {
  'GET /api/locator/settings': () =>
    json(200, { tileUrl: null, tileAttribution: null, storeType: 'Coax Store' }),
  'GET /api/locator/meta/categories': (r) =>
    json(200, {
      categories:
        r.url.searchParams.get('lang') === 'es'
          ? [
              { name: 'CAFE', label: 'Cafeterías' },
              { name: 'PARK', label: 'Parques' },
            ]
          : [
              { name: 'CAFE', label: 'Cafés' },
              { name: 'PARK', label: 'Parks' },
            ],
    }),
  'GET /api/locator/geolocate/zipcode/11801': () =>
    json(200, {
      zip: '11801',
      city: 'Hicksville',
      state: 'NY',
      location: { latLon: { lat: 40.7623, lon: -73.523 } },
    }),
  'GET /api/locator/store/search': (r) => {
    const size = Number(r.url.searchParams.get('pageSize'));
    const page = Number(r.url.searchParams.get('page'));
    const all = Array.from({ length: 10 }, (_, i) => item(i + 1));
    return json(200, search(all.slice(page * size, page * size + size), 10, page, size));
  },
};

describe('the locator map /locator/:type', () => {
  it('starts at the default ZIP, highlights the nearest store on page 0 and hides it further on', async () => {
    let byType: string | null = null;
    mockApi({
      ...base,
      'GET /api/locator/store/search': (r) => {
        byType = r.url.searchParams.get('byType');
        return base['GET /api/locator/store/search']!(r);
      },
    });
    const { user } = renderApp('/locator/stores');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a store' })).toBeInTheDocument();
    expect(await screen.findByText('Showing locations near Hicksville, NY 11801.')).toBeInTheDocument();
    expect(byType).toBe('Coax Store');
    const nearest = await screen.findByRole('heading', { name: 'Nearest store' });
    expect(nearest).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Locations' });
    // legend: four stores to a page
    expect(within(list).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nearest store' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Locations' })).getByRole('button', { name: /Store 5/ }),
    ).toBeInTheDocument();
  });

  it('draws the map under the list on a phone once the list has its stores, beside it at once on a wide screen', async () => {
    for (const width of [375, 1280]) {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      mockApi({
        ...base,
        'GET /api/locator/store/search': async (r) => {
          await held;
          return base['GET /api/locator/store/search']!(r);
        },
      });
      vi.stubGlobal('innerWidth', width);
      try {
        const { unmount } = renderApp('/locator/stores');
        expect(await screen.findByText('Loading locations…')).toBeInTheDocument();
        // on a phone the map would be pushed down the page as the stores came in
        if (width === 375) expect(screen.queryByRole('region', { name: 'Map of the locations' })).toBeNull();
        else expect(await screen.findByRole('region', { name: 'Map of the locations' })).toBeInTheDocument();
        release();
        expect(await screen.findByRole('list', { name: 'Locations' })).toBeInTheDocument();
        expect(await screen.findByRole('region', { name: 'Map of the locations' })).toBeInTheDocument();
        unmount();
      } finally {
        vi.unstubAllGlobals();
      }
    }
  });

  it('selects one store at a time and shows its hours', async () => {
    mockApi(base);
    const { user } = renderApp('/locator/stores');
    const list = await screen.findByRole('list', { name: 'Locations' });
    const second = within(list).getByRole('button', { name: /Store 2/ });
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Monday to Friday')).toBeInTheDocument();
    const third = within(list).getByRole('button', { name: /Store 3/ });
    await user.click(third);
    expect(third).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'false');
  });

  it('says the seed message with the status when the data fails to load, and retries', async () => {
    let fail = true;
    mockApi({
      ...base,
      'GET /api/locator/store/search': (r) =>
        fail ? apiError(503, 'INTERNAL', 'down') : base['GET /api/locator/store/search']!(r),
    });
    const { user } = renderApp('/locator/stores');
    expect(
      await screen.findByText('Sorry, there was a problem loading the map data: Status 503'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Locations' })).toBeInTheDocument();
  });

  it('lists hotspots with their kinds and never selects an outdoor one', async () => {
    mockApi({
      ...base,
      'GET /api/locator/hotspot/search': (r) => {
        expect(r.url.searchParams.get('pageSize')).toBe('100');
        expect(r.url.searchParams.get('distance')).toBe('5');
        expect(r.url.searchParams.get('_')).toMatch(/^\d+$/);
        return json(
          200,
          search([
            item(1, {
              id: 'hs-1',
              name: 'Corner Coffee',
              type: 'INDOOR',
              category: 'Cafés',
              categoryAsInDB: 'CAFE',
              hours: null,
            }),
            item(2, {
              id: 'hs-2',
              name: 'Park Lawn',
              type: 'OUTDOOR',
              category: 'Parks',
              categoryAsInDB: 'PARK',
              hours: null,
              lat: 40.8,
            }),
          ]),
        );
      },
    });
    renderApp('/locator/hotspots');
    const list = await screen.findByRole('list', { name: 'Locations' });
    expect(within(list).getByRole('button', { name: /Corner Coffee/ })).toHaveTextContent('Indoor hotspot');
    expect(within(list).queryByRole('button', { name: /Park Lawn/ })).not.toBeInTheDocument();
    expect(within(list).getByText('Outdoor hotspot: see it on the map')).toBeInTheDocument();
    expect(screen.getByLabelText('Category', { selector: '#locator-category' })).toBeInTheDocument();
  });

  it('shows the noresult state for a place that is not found', async () => {
    mockApi({ ...base, 'GET /api/locator/places': () => json(200, { suggestions: [] }) });
    const { user } = renderApp('/locator/stores');
    await user.type(await screen.findByRole('textbox', { name: /Town, city or ZIP code/ }), 'zzzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('We could not find that place. Check the spelling or try a ZIP code.'),
    ).toBeInTheDocument();
  });

  it('refuses an unknown type and offers the real ones', async () => {
    mockApi(base);
    renderApp('/locator/restaurants');
    const notice = await screen.findByText('There is no map of that kind. Choose one of these:');
    const page = notice.closest('article');
    expect(page).not.toBeNull();
    expect(within(page!).getByRole('link', { name: 'WiFi hotspots' })).toHaveAttribute(
      'href',
      '/locator/hotspots',
    );
  });

  it('speaks Spanish, item types included', async () => {
    mockApi(base);
    renderApp('/espanol/locator/stores');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar una tienda' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Tienda más cercana' })).toBeInTheDocument(),
    );
    const list = await screen.findByRole('list', { name: 'Lugares' });
    expect(within(list).getByRole('button', { name: /Store 1/ })).toHaveTextContent('Tienda');
  });
});
