/** Locations: the organisation's 'Orte' and the superusers' 'Orte verwalten', cards with QR codes. */
export { AdminLocationsPage } from './components/AdminLocationsPage';
export { LocationsPage } from './components/LocationsPage';
export { LOCATIONS_MESSAGES } from './messages';
