/** Entry of the church-tax app (`kirchgeld.html`, served at /kirchgeld/). */
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in kirchgeld.html');
createRoot(container).render(null);
