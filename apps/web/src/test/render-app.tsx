import { useEffect } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppProviders } from '../lib/providers.tsx';
import { AppRoutes } from '../app/routes.tsx';

/** Reports the location once React has committed it (a render alone may still be discarded). */
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/** Renders the whole app at `path` in a memory router, with a fresh cache and no retries. */
export function renderApp(path = '/', opts: { beforeRender?: (queryClient: QueryClient) => void } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  // as main.tsx does before the first render (the shell's first read)
  opts.beforeRender?.(queryClient);
  let current: Location | undefined;
  const onChange = (location: Location) => {
    current = location;
  };
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
        <LocationProbe onChange={onChange} />
      </AppProviders>
    </MemoryRouter>,
  );
  return {
    ...utils,
    user,
    queryClient,
    /** where the router is now: path + search + hash */
    currentPath: () => (current ? current.pathname + current.search + current.hash : ''),
    currentLocation: () => current,
  };
}
