/** What other features may use of 'Lastschriftdateien'; the page itself is loaded by the router. */
export { directDebitFilesQuery } from './api';
