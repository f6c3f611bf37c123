import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './app/styles/base.css';
import './app/styles/shell.css';
import './app/styles/ui.css';
import './app/styles/faq-search.css';
import './app/styles/dashboard.css';

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
