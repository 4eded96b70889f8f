export { findLocationsOf, insertLocation } from './locations.repository';
export { registerLocationRoutes } from './locations.routes';
