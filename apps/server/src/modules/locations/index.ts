export { findLocationsOf, insertLocation } from './locations.repository';
