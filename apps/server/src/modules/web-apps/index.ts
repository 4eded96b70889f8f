export { registerWebAppRoutes } from './web-apps.routes';
export {
  type DonorAppState,
  donorAppAmountBounds,
  isWebAppAvailable,
  loadDonorAppState,
} from './web-apps.service';
