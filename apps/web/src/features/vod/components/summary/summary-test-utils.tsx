import { useEffect } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import type { VodSummary } from '@coax/contract';
import { AppProviders } from '../../../../lib/providers.tsx';
import { json, type MockRequest } from '../../../../test/fetch-mock.ts';
import { createVodSummary } from '../../../../test/vod-summary-factories.ts';
import { SummaryView } from './summary-view.tsx';

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/** SummaryView at an address, as the on-demand page's hash router shows it. */
export function renderSummary(
  path = '/tv/on-demand/#/summary/200001',
  props: { menuId: string; caption?: string } = { menuId: '200001' },
) {
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
          <SummaryView {...props} />
        </main>
        <LocationProbe onChange={onChange} />
      </AppProviders>
    </MemoryRouter>,
  );
  return { user, currentPath: () => (current ? current.pathname + current.search + current.hash : '') };
}

const pageSizeOf = (n: number): 20 | 50 | 100 => (n === 50 || n === 100 ? n : 20);

/** Answers the grid query the way the server does, for a category of `total` titles. */
export function summaryAnswer(total = 95, overrides: Partial<VodSummary> = {}) {
  return ({ url }: MockRequest) => {
    const q = url.searchParams;
    const sort = q.get('sort');
    const filter = Number(q.get('filter') ?? 0);
    return json(
      200,
      createVodSummary(
        {
          page: Number(q.get('page') ?? 1),
          pageSize: pageSizeOf(Number(q.get('pageSize') ?? 20)),
          sort: sort === 'popularity' || sort === 'releaseYear' ? sort : 'alphabetical',
          filter: filter === 1 || filter === 2 || filter === 3 || filter === 4 ? filter : 0,
        },
        { total, ...overrides },
      ),
    );
  };
}

/** The query of the n-th grid request, as an object. */
export function queryOf(request: MockRequest | undefined): Record<string, string> {
  return Object.fromEntries(request?.url.searchParams ?? []);
}
