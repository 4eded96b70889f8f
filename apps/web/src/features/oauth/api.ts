/** The authorize call: allow or refuse; the answer is where the browser goes next. */
import { authorizeOauthClient, type OauthAuthorizeParameters } from '@kollekta/contract';
import { callApi } from '../../lib/api-client';

export function answerAuthorization(parameters: OauthAuthorizeParameters, allow: boolean) {
  return callApi(authorizeOauthClient, { body: { ...parameters, allow } });
}
