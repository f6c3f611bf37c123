import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LanguageProvider } from '../i18n/language-provider.tsx';

/** Renders a primitive with what its texts need around it (a router for the language, the catalogue). */
export function renderWithLanguage(ui: ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider>{ui}</LanguageProvider>
    </MemoryRouter>,
  );
}
