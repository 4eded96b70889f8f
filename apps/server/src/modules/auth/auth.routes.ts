/** HTTP of signing in and out, password reset, sessions, one-time codes and passkeys. */
import {
  abandonAuthentication,
  authInformation,
  changePassword as changePasswordRoute,
  checkPasswordToken as checkPasswordTokenRoute,
  completeAuthentication,
  completeRegistration,
  confirmOtpEnrolment as confirmOtpEnrolmentRoute,
  deleteCredential,
  deleteSession,
  listCredentials as listCredentialsRoute,
  listSessions as listSessionsRoute,
  logout as logoutRoute,
  obtainToken as obtainTokenRoute,
  removeOtp as removeOtpRoute,
  resetPassword,
  startAuthentication,
  startOtpEnrolment as startOtpEnrolmentRoute,
  startRegistration,
  updateCredential,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import {
  changePassword,
  checkPasswordToken,
  endSession,
  getAuthInformation,
  listSessions,
  logout,
  obtainToken,
  requestPasswordReset,
} from './auth.service';
import { confirmOtpEnrolment, removeOtp, startOtpEnrolment } from './otp.service';
import {
  abandonPasskeyAuthentication,
  completePasskeyAuthentication,
  completePasskeyRegistration,
  deletePasskey,
  listCredentials,
  renamePasskey,
  startPasskeyAuthentication,
  startPasskeyRegistration,
} from './passkeys.service';
import { configureBreachCheck } from './password-check';

export const registerAuthRoutes: RouteRegistrar = (register, context) => {
  configureBreachCheck(context.config);
  register(obtainTokenRoute, ({ body, info }) => obtainToken(context, body, info));
  register(authInformation, ({ body }) => getAuthInformation(context, body.user));
  register(logoutRoute, async ({ caller }) => logout(context, caller));
  register(resetPassword, async ({ body, info }) => {
    await requestPasswordReset(context, body.email, info);
    return {};
  });
  register(checkPasswordTokenRoute, ({ body }) => checkPasswordToken(context, body.token));
  register(changePasswordRoute, ({ body, caller, info }) => changePassword(context, body, caller, info));
  register(listSessionsRoute, ({ caller, params }) => listSessions(context, caller, params.id));
  register(deleteSession, ({ caller, params }) => endSession(context, caller, params.id, params.sessionId));

  register(startOtpEnrolmentRoute, ({ caller }) => startOtpEnrolment(context, caller));
  register(confirmOtpEnrolmentRoute, ({ caller, body, info }) =>
    confirmOtpEnrolment(context, caller, body, info),
  );
  register(removeOtpRoute, ({ caller, body, info }) => removeOtp(context, caller, body, info));

  register(listCredentialsRoute, ({ caller, apiBase }) => listCredentials(context, caller, apiBase));
  register(updateCredential, ({ caller, params, body, apiBase }) =>
    renamePasskey(context, caller, params.id, body.name, apiBase),
  );
  register(deleteCredential, ({ caller, params, body, info }) =>
    deletePasskey(context, caller, params.id, body.current_password, info),
  );
  register(startRegistration, ({ caller, request, apiBase, body, info }) =>
    startPasskeyRegistration(context, caller, request.headers.origin, apiBase, body.current_password, info),
  );
  register(completeRegistration, ({ caller, params, body, apiBase }) =>
    completePasskeyRegistration(context, caller, params.key, body, apiBase),
  );
  register(startAuthentication, ({ query, request, apiBase }) =>
    startPasskeyAuthentication(context, request.headers.origin, query.opportunistic === 'true', apiBase),
  );
  register(completeAuthentication, ({ params, body, info }) =>
    completePasskeyAuthentication(context, params.key, body, info),
  );
  register(abandonAuthentication, ({ params }) => abandonPasskeyAuthentication(context, params.key));
};
