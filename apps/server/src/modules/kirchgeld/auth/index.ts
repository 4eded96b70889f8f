export { registerKgAuthRoutes } from './auth.routes';
export {
  authenticateKirchgeldToken,
  issueKirchgeldToken,
  KIRCHGELD_TOKEN_LIFETIME_MS,
  revokeKirchgeldToken,
} from './kirchgeld-tokens';
