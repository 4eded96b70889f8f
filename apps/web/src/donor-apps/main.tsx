/**
 * Entry of the donor web apps (`donor.html`, served at /p/{id} and /o/{id}): a page of its own, so
 * a parish website's iframe never loads the administration app.
 */
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
import { DonorApp } from './components/DonorApp';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in donor.html');

createRoot(container).render(
  <StrictMode>
    <DonorApp location={window.location} />
  </StrictMode>,
);
