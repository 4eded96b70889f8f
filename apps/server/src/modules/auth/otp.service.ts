/**
 * One-time codes (TOTP, RFC 6238, 30 s, 6 digits): enrolment with a QR code and a confirming
 * code, recovery codes shown once and stored hashed, each usable once, and removal.
 */
import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@kollekta/domain';
import QRCode from 'qrcode';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { lazyPackage } from '../../platform/lazy-package';
import type { AuthenticatedCaller, CallerInfo } from '../../platform/request-context';
import { appendAudit } from '../audit';
import { findUserById, type UserRow, updateOtpState } from '../users';
import { checkIdentityUnderThrottle, confirmCurrentPassword } from './auth.service';
import { replaceRecoveryCodes, useRecoveryCode } from './otp.repository';
import { hashSecretToken } from './secret-tokens';

// only users with one-time codes need it (lazy-package.ts)
const otp = lazyPackage<typeof import('otplib')>('otplib');

const ISSUER = 'Kollekta';
const RECOVERY_CODE_COUNT = 10;
/** One step either way: clocks of phones drift, and typing takes time. */
const EPOCH_TOLERANCE_SECONDS = 30;

export async function startOtpEnrolment(context: AppContext, caller: AuthenticatedCaller) {
  const user = await loadUser(context, caller);
  const secret = otp().generateSecret();
  await updateOtpState(context.db, user.id, { otp_pending_secret: secret });
  const otpauthUrl = otp().generateURI({ issuer: ISSUER, label: user.username, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Saves the enrolment: a code of the new secret, and the current password (a stolen token is not enough). */
export async function confirmOtpEnrolment(
  context: AppContext,
  caller: AuthenticatedCaller,
  input: { code: string; current_password?: string | undefined },
  info: CallerInfo,
) {
  const { code } = input;
  await confirmCurrentPassword(context, caller, input.current_password, info);
  const user = await loadUser(context, caller);
  if (!user.otp_pending_secret) throw invalidCode('code');
  const timeStep = await verifyTotp(context, user.otp_pending_secret, code, null);
  if (timeStep === null) throw invalidCode('code');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await context.db.transaction().execute(async (trx) => {
    await updateOtpState(trx, user.id, {
      otp_secret: user.otp_pending_secret,
      otp_pending_secret: null,
      otp_last_time_step: timeStep,
    });
    await replaceRecoveryCodes(trx, user.id, codes.map(hashRecoveryCode));
    await appendAudit(trx, auditEntry(caller, 'user.otp_enabled'));
  });
  return { recovery_codes: codes };
}

/**
 * Switches one-time codes off, confirmed by the current password or by a current code (one who
 * lost the password but has the app). Wrong passwords are throttled like failed sign-ins.
 */
export async function removeOtp(
  context: AppContext,
  caller: AuthenticatedCaller,
  proof: { current_password?: string | undefined; code?: string | undefined },
  info: CallerInfo,
) {
  const user = await loadUser(context, caller);
  if (!user.otp_secret) return;
  const code = proof.current_password ? undefined : proof.code;
  if (code) {
    const valid = await checkIdentityUnderThrottle(context, caller, info, (current) =>
      checkOtpOrRecoveryCode(context, current, code),
    );
    if (!valid) throw invalidCode('code');
  } else {
    await confirmCurrentPassword(context, caller, proof.current_password, info);
  }
  await context.db.transaction().execute(async (trx) => {
    await updateOtpState(trx, user.id, {
      otp_secret: null,
      otp_pending_secret: null,
      otp_last_time_step: null,
    });
    await replaceRecoveryCodes(trx, user.id, []);
    await appendAudit(trx, auditEntry(caller, 'user.otp_removed'));
  });
}

/**
 * A current code of the user's app (never one already used) or an unused recovery code.
 * Used at sign-in and to remove the enrolment.
 */
export async function checkOtpOrRecoveryCode(
  context: AppContext,
  user: UserRow,
  input: string,
): Promise<boolean> {
  if (!user.otp_secret) return false;
  const code = input.replace(/\s/g, '');
  if (/^\d{6}$/.test(code)) {
    const timeStep = await verifyTotp(context, user.otp_secret, code, user.otp_last_time_step);
    if (timeStep === null) return false;
    await updateOtpState(context.db, user.id, { otp_last_time_step: timeStep });
    return true;
  }
  return useRecoveryCode(context.db, user.id, hashRecoveryCode(code), context.clock.now());
}

/** The time step of a valid code, or null; codes of steps up to `lastUsedStep` are refused (no replay). */
async function verifyTotp(
  context: AppContext,
  secret: string,
  code: string,
  lastUsedStep: number | null,
): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const epoch = Math.floor(context.clock.now().getTime() / 1000);
  const result = await otp().verify({ secret, token, epoch, epochTolerance: EPOCH_TOLERANCE_SECONDS });
  if (!result.valid) return null;
  const timeStep = Math.floor(epoch / 30) + result.delta;
  if (lastUsedStep !== null && timeStep <= lastUsedStep) return null;
  return timeStep;
}

/** 'k7m2-q9xa-wr' style: 10 characters of an alphabet without look-alikes. */
function generateRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8)}`;
}

function hashRecoveryCode(code: string): string {
  return hashSecretToken(
    code
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, ''),
  );
}

async function loadUser(context: AppContext, caller: AuthenticatedCaller): Promise<UserRow> {
  const user = await findUserById(context.db, caller.userId);
  if (!user) throw new DomainError('unauthenticated');
  return user;
}

function invalidCode(field: string) {
  return new DomainError('validation', AUTH_MESSAGES.otpInvalid, {
    fieldErrors: { [field]: [AUTH_MESSAGES.otpInvalid] },
  });
}

function auditEntry(caller: AuthenticatedCaller, action: string) {
  return {
    actorUserId: caller.userId,
    impersonatorUserId: caller.impersonatorId,
    action,
    objectType: 'user',
    objectId: caller.userId,
  };
}
