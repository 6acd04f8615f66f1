import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import './styles/layout.css';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { getEnv } from './lib/env';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

try {
  getEnv();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
} catch (error) {
  // A misconfigured build says exactly which setting is missing instead of showing a blank page.
  container.textContent = error instanceof Error ? error.message : String(error);
  throw error;
}
