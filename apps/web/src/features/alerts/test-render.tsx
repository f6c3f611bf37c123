import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../lib/providers.tsx';

/** Renders a shell widget on its own, as the shell will mount it, at `path`. */
export function renderWidget(ui: ReactNode, path = '/home') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <main id="main" tabIndex={-1}>
          {ui}
        </main>
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, user, queryClient };
}
