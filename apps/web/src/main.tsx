import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './lib/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
import { startLandingRead } from './app/landing-read.ts';
import { startShellRead } from './app/shell-read.ts';
import { wantsPreview } from './features/alerts/api/get-alerts.ts';
import { detectLang, readLangCookie } from './i18n/language.ts';
import { loadSpanish } from './i18n/use-t.ts';
import { createQueryClient } from './lib/query-client.ts';
import './app/styles/base.css';
import './app/styles/shell.css';
import './app/styles/ui.css';
import './app/styles/faq-search.css';
import './app/styles/dashboard.css';
import './app/styles/title-page.css';

const lang = detectLang(window.location.pathname, readLangCookie());
// A page that opens in Spanish starts fetching its messages now, alongside the first render.
if (lang === 'es') {
  void loadSpanish().catch(() => undefined);
}

const queryClient = createQueryClient();
// The session and what the header and footer read with it, in one request, before the first render.
startShellRead(queryClient, { lang, preview: wantsPreview(window.location.search) });
// The On Demand landing's first poster, fetched beside the page's code rather than after it.
startLandingRead(queryClient, { pathname: window.location.pathname, hash: window.location.hash, lang });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
