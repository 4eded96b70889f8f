/** What other features may use of the device area; its pages are loaded by the router. */
export { devicesQuery } from './api';
