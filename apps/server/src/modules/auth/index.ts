export { registerAuthRoutes } from './auth.routes';
export { authenticateToken, sendPasswordLink, startSession } from './auth.service';
export { isKnownBreached } from './password-check';
export { hashPassword } from './password-hashing';
