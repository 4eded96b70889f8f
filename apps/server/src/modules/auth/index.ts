export { registerAuthRoutes } from './auth.routes';
export {
  authenticateToken,
  confirmCurrentPassword,
  endSessionsOfUser,
  sendPasswordLink,
  startSession,
} from './auth.service';
export { isKnownBreached } from './password-check';
export { hashPassword } from './password-hashing';
export { takeCountedRequest, takeRequestSlots } from './request-limits';
export { generateSecretToken, hashSecretToken } from './secret-tokens';
export { type EndedSessions, findLiveTokens, onSessionsEnded } from './session-events';
