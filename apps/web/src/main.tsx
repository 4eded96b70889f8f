/** Entry of the administration app: one cache, bound to the login state, and one router. */
// Latin and Latin Extended cover German and the names of Europe; Cyrillic, Greek and Vietnamese
// faces would only add weight to the first page
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-ext-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { bindSessionToCache } from './app/session-cache';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

const queryClient = createQueryClient();
bindSessionToCache(queryClient);
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
