/** Entry of the church-tax app (`kirchgeld.html`, served at /kirchgeld/). */
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import { createRoot } from 'react-dom/client';
import { setTokenSource } from '../lib/api-client';
import { KirchgeldApp } from './app/KirchgeldApp';
import { createKgQueryClient } from './app/query-client';
import { createKirchgeldRouter } from './app/router';
import { readToken } from './app/session-store';

setTokenSource(readToken, 'kirchgeld');

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in kirchgeld.html');
createRoot(container).render(
  <KirchgeldApp queryClient={createKgQueryClient()} router={createKirchgeldRouter()} />,
);
