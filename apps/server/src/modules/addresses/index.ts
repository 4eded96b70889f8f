export {
  findCurrentAddress,
  findPostalAddress,
  insertAddress,
  type OrganizationAddress,
} from './addresses.repository';
