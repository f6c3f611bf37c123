import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './lib/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
import { detectLang, readLangCookie } from './i18n/language.ts';
import { loadSpanish } from './i18n/use-t.ts';
import { createQueryClient } from './lib/query-client.ts';
import './app/styles/base.css';
import './app/styles/shell.css';
import './app/styles/ui.css';
import './app/styles/faq-search.css';
import './app/styles/dashboard.css';
import './app/styles/title-page.css';

// A page that opens in Spanish starts fetching its messages now, alongside the first render.
if (detectLang(window.location.pathname, readLangCookie()) === 'es') {
  void loadSpanish().catch(() => undefined);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders queryClient={createQueryClient()}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
