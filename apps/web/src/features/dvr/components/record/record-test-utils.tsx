import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../../../../lib/providers.tsx';
import { AIRING_END, AIRING_START } from '../../../../test/dvr-factories.ts';
import { RecordRoute, type RecordRouteProps } from './record-route.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search + location.hash}</p>;
}

export const RECORD_PATH = `/tv/asset/#/tvprograms/record/${AIRING_START}/${AIRING_END}/WNET/true`;

/** Renders the record route as the asset page does, with a probe of where the router is. */
export function renderRecordRoute(props: Partial<RecordRouteProps> = {}, path = RECORD_PATH) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const all: RecordRouteProps = {
    start: AIRING_START,
    end: AIRING_END,
    callsign: 'WNET',
    isHd: true,
    ...props,
  };
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <Routes>
          <Route path="/tv/asset" element={<RecordRoute {...all} />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, user, queryClient };
}
