export { registerInformationRequestRoutes } from './information-requests.routes';
