/** Sign-in, sign-out, password reset and sessions (administration.md §7 "Authentication and profile"). */
import { z } from 'zod';
import { entityId, idParams } from './common';
import { defineRoute } from './route';

export const obtainTokenBody = z.object({
  username: z.string().max(150),
  password: z.string().max(1000),
  otp: z.string().max(20).optional(),
});

export const obtainToken = defineRoute({
  method: 'POST',
  path: 'user/obtain_token/',
  summary: 'Sign in with username and password; answers a token for the Authorization header',
  auth: false,
  body: obtainTokenBody,
  status: 200,
  response: z.object({ auth_token: z.string() }),
});

export const authInformation = defineRoute({
  method: 'POST',
  path: 'user/auth_information/',
  summary: 'Whether the named user signs in with a one-time code',
  auth: false,
  body: z.object({ user: z.string().max(150) }),
  status: 200,
  response: z.object({ has_otp: z.boolean() }),
});

export const logout = defineRoute({
  method: 'POST',
  path: 'user/logout/',
  summary: 'End the session of the token in use',
  auth: true,
  status: 204,
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: 'user/reset_password/',
  summary: 'Mail a reset link; answers the same whether or not the address is known',
  auth: false,
  body: z.object({ email: z.string().max(254) }),
  status: 200,
  response: z.object({}),
});

export const checkPasswordToken = defineRoute({
  method: 'POST',
  path: 'user/check_password_token/',
  summary: 'Whether a reset link is still valid',
  auth: false,
  body: z.object({ token: z.string().max(200) }),
  status: 200,
  response: z.object({ valid: z.boolean() }),
});

export const changePassword = defineRoute({
  method: 'POST',
  path: 'user/change_password/',
  summary: 'Set a new password: signed in (with the current password), or with the token of a reset link',
  auth: false,
  body: z.object({
    password: z.string().max(1000),
    token: z.string().max(200).optional(),
    /** needed when signed in: a stolen token alone must not change the password */
    current_password: z.string().max(1000).optional(),
  }),
  status: 200,
  response: z.object({ valid: z.literal(true) }),
});

export const session = z.object({
  id: z.number().int(),
  last_seen: z.string(),
  created_at: z.string(),
  current: z.boolean(),
  details: z.object({ user_agent: z.string() }),
});
export type Session = z.infer<typeof session>;

export const listSessions = defineRoute({
  method: 'GET',
  path: 'user/:id/sessions/',
  summary: 'The signed-in sessions of a user',
  auth: true,
  params: idParams,
  status: 200,
  response: z.array(session),
});

export const deleteSession = defineRoute({
  method: 'DELETE',
  path: 'user/:id/sessions/:sessionId/',
  summary: 'End one session of a user (sign that browser out)',
  auth: true,
  params: z.object({ id: entityId, sessionId: entityId }),
  status: 204,
});

// One-time codes (TOTP): enrolment on the profile, recovery codes shown once, removal.

export const otpEnrolment = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** the otpauth URL as an SVG QR code, in a data URL for an <img> */
  qr_code: z.string(),
});

export const startOtpEnrolment = defineRoute({
  method: 'POST',
  path: 'user/otp/',
  summary: 'Start enrolling a one-time-code app: a new secret with its QR code, active once confirmed',
  auth: true,
  status: 200,
  response: otpEnrolment,
});

export const confirmOtpEnrolment = defineRoute({
  method: 'POST',
  path: 'user/otp/confirm/',
  summary:
    'Confirm the enrolment with a code from the app and the current password; answers the recovery codes, shown once',
  auth: true,
  body: z.object({ code: z.string().max(20), current_password: z.string().max(1000).optional() }),
  status: 200,
  response: z.object({ recovery_codes: z.array(z.string()) }),
});

export const removeOtp = defineRoute({
  method: 'POST',
  path: 'user/otp/remove/',
  summary: 'Stop signing in with one-time codes; needs the current password or a current code',
  auth: true,
  body: z.object({
    current_password: z.string().max(1000).optional(),
    code: z.string().max(40).optional(),
  }),
  status: 204,
});
