export { healthQuery, staticConfigurationQuery, useStaticConfiguration } from './api';
export { EnvironmentMarker } from './components/EnvironmentMarker';
export { ProductLogo } from './components/ProductLogo';
export {
  DEFAULT_APPEARANCE,
  type Deployment,
  type EnvironmentAppearance,
  environmentAppearance,
  type ProductVariant,
} from './environment-appearance';
export { CONFIGURATION_MESSAGES } from './messages';
export { useAppearance } from './use-appearance';
