/**
 * Signing in and out, password reset by mailed link, and sessions.
 * Every failure a user can cause answers with a German message, never a 500.
 */
import type { Session } from '@kollekta/contract';
import {
  AUTH_MESSAGES,
  checkPasswordPolicy,
  decideLoginThrottle,
  LOGIN_THROTTLE_WINDOW_MS,
  PASSWORD_POLICY_REFUSAL,
  type RoleType,
  usernameKey,
} from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { DomainError } from '../../platform/errors';
import { cachedRead, replaceCached } from '../../platform/read-cache';
import type { AuthenticatedCaller, CallerInfo } from '../../platform/request-context';
import { appendAudit } from '../audit';
import {
  findActiveUsersByEmail,
  findUserById,
  findUserByUsername,
  recordLastLogin,
  type UserRow,
  updatePasswordHash,
} from '../users';
import {
  deleteOtherSessionsOfUser,
  deleteSession,
  findRecentFailures,
  findSessionByTokenHash,
  findSessionsOfUser,
  findUsableResetToken,
  insertAuthToken,
  insertLoginAttempt,
  insertResetToken,
  markResetTokenUsed,
  touchSession,
} from './auth.repository';
import { checkOtpOrRecoveryCode } from './otp.service';
import { checkPasswordAtSignIn, isKnownBreached } from './password-check';
import { getDecoyHash, hashPassword, verifyPassword } from './password-hashing';
import { takeRequestSlots } from './request-limits';
import { renderResetMail, renderWelcomeMail } from './reset-mail';
import { generateSecretToken, hashSecretToken } from './secret-tokens';
import { announceSessionsEnded } from './session-events';

/** A session lives 30 days after its last use. */
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen is written at most once a minute, not on every request. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
export const RESET_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A new user may not read the mail the same day. */
export const WELCOME_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export async function obtainToken(
  context: AppContext,
  input: { username: string; password: string; otp?: string | undefined },
  info: CallerInfo,
): Promise<{ auth_token: string }> {
  const now = context.clock.now();
  // Failures are counted per account, whichever look-alike spelling the guesser types.
  const username = usernameKey(input.username);
  await refuseWhenThrottled(context, username, info.ipAddress, now);
  const user = await findUserByUsername(context.db, input.username);
  const passwordMatches = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyPassword(await getDecoyHash(), input.password).then(() => false);
  // A missing or wrong one-time code answers like a wrong password and counts as a failure,
  // so the answer never tells that the password alone was right.
  const otpMatches =
    user?.is_active && passwordMatches && user.otp_secret
      ? input.otp !== undefined && (await checkOtpOrRecoveryCode(context, user, input.otp))
      : true;
  if (!user?.is_active || !passwordMatches || !otpMatches) {
    await insertLoginAttempt(context.db, { username, ipAddress: info.ipAddress, succeeded: false, at: now });
    throw new DomainError('validation', AUTH_MESSAGES.loginFailed, {
      fieldErrors: { non_field_errors: [AUTH_MESSAGES.loginFailed] },
    });
  }
  const status = await checkPasswordAtSignIn(context, user, input.password);
  // A password found in a breach list gets one warned session (the layout's dialog asks to change
  // it); from then on it no longer signs in where that dialog is shown (production).
  if (
    context.config.deployment === 'production' &&
    user.pw_check_status === 'insecure' &&
    status === 'insecure'
  ) {
    throw new DomainError('validation', AUTH_MESSAGES.passwordBreached, {
      fieldErrors: { non_field_errors: [AUTH_MESSAGES.passwordBreached] },
    });
  }
  await insertLoginAttempt(context.db, { username, ipAddress: info.ipAddress, succeeded: true, at: now });
  await recordLastLogin(context.db, user.id, now);
  return { auth_token: await startSession(context, user.id, info.userAgent) };
}

/** `username` is the account's key (usernameKey), as login_attempt stores it. */
async function refuseWhenThrottled(context: AppContext, username: string, ipAddress: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_THROTTLE_WINDOW_MS);
  const [accountAndAddress, account, address] = await Promise.all([
    findRecentFailures(context.db, { username, ipAddress }, since),
    findRecentFailures(context.db, { username }, since),
    findRecentFailures(context.db, { ipAddress }, since),
  ]);
  const decision = decideLoginThrottle({ accountAndAddress, account, address }, now.getTime());
  if (!decision.allowed) {
    throw new DomainError('too_many_requests', AUTH_MESSAGES.tooManyAttempts, {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
}

export async function startSession(
  context: AppContext,
  userId: number,
  userAgent: string,
  impersonatorId?: number,
): Promise<string> {
  const now = context.clock.now();
  const token = generateSecretToken();
  await insertAuthToken(context.db, {
    userId,
    tokenHash: hashSecretToken(token),
    userAgent,
    now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    ...(impersonatorId === undefined ? {} : { impersonatorId }),
  });
  return token;
}

/** Resolves `Authorization: Token {token}` to the caller, or null when there is no valid token. */
export async function authenticateToken(
  context: AppContext,
  token: string,
): Promise<AuthenticatedCaller | null> {
  const now = context.clock.now();
  // the session with its roles is read by every request: cached for a moment, forgotten on every write
  const tokenHash = hashSecretToken(token);
  const cacheKey = `session:${tokenHash}`;
  const session = await cachedRead(context, cacheKey, () => findSessionByTokenHash(context.db, tokenHash));
  if (!session?.is_active || new Date(session.expires_at) <= now) return null;
  if (now.getTime() - new Date(session.last_seen).getTime() > SESSION_TOUCH_INTERVAL_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await touchSession(context.db, session.token_id, now, expiresAt);
    replaceCached(context, cacheKey, { ...session, last_seen: now, expires_at: expiresAt });
  }
  const roles = session.roles;
  return {
    userId: session.user_id,
    username: session.username,
    tokenId: session.token_id,
    impersonatorId: session.impersonator_id,
    isSuperuser: session.is_superuser,
    grants: roles.map((role) => ({
      role: role.role as RoleType,
      organizationPath: role.path.split('/').filter(Boolean).map(Number),
    })),
  };
}

export async function logout(context: AppContext, caller: AuthenticatedCaller): Promise<void> {
  await deleteSession(context.db, caller.tokenId);
  announceSessionsEnded({ tokenId: caller.tokenId });
}

/**
 * Asks again for the current password before a change that would hand the account to whoever
 * holds a stolen token (password, e-mail address, one-time codes, passkeys). Wrong answers count
 * as failed sign-ins of the account and are throttled like them, so a token is no way to guess
 * the password either.
 */
export async function confirmCurrentPassword(
  context: AppContext,
  caller: AuthenticatedCaller,
  currentPassword: string | undefined,
  info: CallerInfo,
): Promise<void> {
  if (!currentPassword) throw currentPasswordError(AUTH_MESSAGES.currentPasswordRequired);
  const confirmed = await checkIdentityUnderThrottle(context, caller, info, async (user) =>
    user.password_hash ? verifyPassword(user.password_hash, currentPassword) : false,
  );
  if (!confirmed) throw currentPasswordError(AUTH_MESSAGES.currentPasswordWrong);
}

/**
 * Runs a check of the signed-in caller's own credentials (password, one-time code) under the
 * sign-in throttle: refused with 429 while the account or address waits, a false answer counted
 * as a failed sign-in.
 */
export async function checkIdentityUnderThrottle(
  context: AppContext,
  caller: AuthenticatedCaller,
  info: CallerInfo,
  check: (user: UserRow) => Promise<boolean>,
): Promise<boolean> {
  const user = await findUserById(context.db, caller.userId);
  if (!user) throw new DomainError('unauthenticated');
  const now = context.clock.now();
  const account = usernameKey(user.username);
  await refuseWhenThrottled(context, account, info.ipAddress, now);
  if (await check(user)) return true;
  await insertLoginAttempt(context.db, {
    username: account,
    ipAddress: info.ipAddress,
    succeeded: false,
    at: now,
  });
  return false;
}

function currentPasswordError(message: string) {
  return new DomainError('validation', message, { fieldErrors: { current_password: [message] } });
}

/**
 * Ends the sessions of a user, all or all but one (the caller's own when they changed their own
 * password): after a password is set, a stolen token must stop working.
 */
export async function endSessionsOfUser(db: Kysely<Database>, userId: number, keepTokenId: number | null) {
  await deleteOtherSessionsOfUser(db, userId, keepTokenId);
  announceSessionsEnded({ userId });
}

export async function getAuthInformation(
  context: AppContext,
  username: string,
): Promise<{ has_otp: boolean }> {
  const user = await findUserByUsername(context.db, username);
  return { has_otp: Boolean(user?.is_active && user.otp_secret) };
}

/**
 * Mails a reset link to every active user with that address. Answers the same either way: the
 * rate limits (per client address, per e-mail address) count every request, known address or not.
 */
export async function requestPasswordReset(
  context: AppContext,
  email: string,
  info: CallerInfo,
): Promise<void> {
  const address = email.trim();
  const hasAt = address.includes('@');
  await takeRequestSlots(context, [
    { bucket: 'passwordResetPerAddress', key: info.ipAddress },
    ...(hasAt ? [{ bucket: 'passwordResetPerEmail' as const, key: address.toLowerCase() }] : []),
  ]);
  if (!hasAt) return;
  for (const user of await findActiveUsersByEmail(context.db, address)) {
    await sendPasswordLink(context, user, 'reset');
  }
}

/**
 * Mails a link to set a password: the reset mail, or the welcome mail of a new user (whose
 * password is set through the same link mechanism, administration.md §4).
 */
export async function sendPasswordLink(
  context: AppContext,
  user: { id: number; name: string; username: string; email: string },
  kind: 'reset' | 'welcome',
): Promise<void> {
  const now = context.clock.now();
  const token = generateSecretToken();
  await insertResetToken(context.db, {
    userId: user.id,
    tokenHash: hashSecretToken(token),
    now,
    expiresAt: new Date(
      now.getTime() + (kind === 'welcome' ? WELCOME_LINK_LIFETIME_MS : RESET_LINK_LIFETIME_MS),
    ),
  });
  const link = `${context.config.publicUrl}/#/auth/recover/${token}`;
  const values = { name: user.name, username: user.username, link };
  await context.mail.send({
    to: user.email,
    ...(kind === 'welcome' ? renderWelcomeMail(values) : renderResetMail(values)),
  });
}

export async function checkPasswordToken(context: AppContext, token: string): Promise<{ valid: boolean }> {
  const found = await findUsableResetToken(context.db, hashSecretToken(token), context.clock.now());
  return { valid: Boolean(found) };
}

/**
 * Sets a new password, either for the signed-in caller or through a reset link. A reset ends every
 * session of the user; a change while signed in keeps only the current one.
 */
export async function changePassword(
  context: AppContext,
  input: { password: string; token?: string | undefined; current_password?: string | undefined },
  caller: AuthenticatedCaller | null,
  info: CallerInfo,
): Promise<{ valid: true }> {
  const now = context.clock.now();
  const reset = input.token
    ? await findUsableResetToken(context.db, hashSecretToken(input.token), now)
    : undefined;
  if (input.token && !reset) {
    throw new DomainError('validation', 'Der Link ist abgelaufen oder ungültig.', {
      fieldErrors: { token: ['Der Link ist abgelaufen oder ungültig.'] },
    });
  }
  const userId = reset?.user_id ?? caller?.userId;
  if (userId === undefined) throw new DomainError('unauthenticated');
  // The mailed link proves the owner; a signed-in caller proves it with the current password.
  if (!reset && caller) await confirmCurrentPassword(context, caller, input.current_password, info);
  const user = await findUserById(context.db, userId);
  if (!user) throw new DomainError('unauthenticated');

  if (
    !checkPasswordPolicy(input.password, { username: user.username, name: user.name, email: user.email })
      .allowed
  ) {
    throw new DomainError('validation', PASSWORD_POLICY_REFUSAL, {
      fieldErrors: { password: [PASSWORD_POLICY_REFUSAL] },
    });
  }
  if (await isKnownBreached(input.password)) {
    throw new DomainError('validation', PASSWORD_POLICY_REFUSAL, {
      fieldErrors: { password: [PASSWORD_POLICY_REFUSAL] },
    });
  }
  const passwordHash = await hashPassword(input.password);
  await context.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash, now);
    if (reset) await markResetTokenUsed(trx, reset.id, now);
    await endSessionsOfUser(trx, user.id, reset ? null : (caller?.tokenId ?? null));
  });
  return { valid: true };
}

export async function listSessions(
  context: AppContext,
  caller: AuthenticatedCaller,
  userId: number,
): Promise<Session[]> {
  // Sessions are private: one's own, or any for a superuser.
  if (userId !== caller.userId && !caller.isSuperuser) throw new DomainError('not_found');
  const rows = await findSessionsOfUser(context.db, userId, context.clock.now());
  return rows.map((row) => ({
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    last_seen: new Date(row.last_seen).toISOString(),
    current: row.id === caller.tokenId,
    details: { user_agent: row.user_agent },
  }));
}

/** Ends one session of a user: one's own, or any for a superuser. */
export async function endSession(
  context: AppContext,
  caller: AuthenticatedCaller,
  userId: number,
  sessionId: number,
): Promise<void> {
  if (userId !== caller.userId && !caller.isSuperuser) throw new DomainError('not_found');
  const sessions = await findSessionsOfUser(context.db, userId, context.clock.now());
  if (!sessions.some((session) => session.id === sessionId)) throw new DomainError('not_found');
  await deleteSession(context.db, sessionId);
  announceSessionsEnded({ tokenId: sessionId });
  await appendAudit(context.db, {
    actorUserId: caller.userId,
    impersonatorUserId: caller.impersonatorId,
    action: 'user.session_ended',
    objectType: 'user',
    objectId: userId,
    data: { session: sessionId },
  });
}
