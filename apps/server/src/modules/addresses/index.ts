export {
  findCurrentAddress,
  findPostalAddress,
  insertAddress,
  type OrganizationAddress,
  upsertIdentifier,
} from './addresses.repository';
export { registerAddressRoutes } from './addresses.routes';
