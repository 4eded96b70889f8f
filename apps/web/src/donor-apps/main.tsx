/**
 * Entry of the donor web apps (`donor.html`, served at /p/{id} and /o/{id}): a page of its own, so
 * a parish website's iframe never loads the administration app.
 */
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
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
