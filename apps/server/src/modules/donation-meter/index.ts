export { registerDonationMeterRoutes } from './donation-meter.routes';
