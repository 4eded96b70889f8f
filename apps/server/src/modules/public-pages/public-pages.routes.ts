/** HTTP of the public token pages and of the links' administration: parse, call the service, answer. */
import { routes } from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { readIdempotencyKey } from '../../platform/idempotency';
import { fillAccountingFieldsByToken, getAccountingFieldsByToken } from './accounting-fields.service';
import { getCashSubmissionByToken, submitCashByToken } from './cash-submission.service';
import { createPublicTokenLink, listPublicTokens, revokePublicToken } from './public-tokens.service';
import { getSecureDisbursement, stopCashPaymentsBySecureLink } from './secure-disbursement.service';

export const registerPublicPageRoutes: RouteRegistrar = (register, context) => {
  register(routes.listPublicTokens, ({ caller, params }) => listPublicTokens(context, caller, params.id));
  register(routes.createPublicToken, ({ caller, params, body }) =>
    createPublicTokenLink(context, caller, params.id, body),
  );
  register(routes.revokePublicToken, ({ caller, params }) => revokePublicToken(context, caller, params.id));

  register(routes.getAccountingFieldsByToken, ({ params, info }) =>
    getAccountingFieldsByToken(context, { token: params.token, address: info.ipAddress }),
  );
  register(routes.fillAccountingFieldsByToken, ({ params, info, body }) =>
    fillAccountingFieldsByToken(context, { token: params.token, address: info.ipAddress, body }),
  );
  register(routes.getCashSubmissionByToken, ({ params, info }) =>
    getCashSubmissionByToken(context, { token: params.token, address: info.ipAddress }),
  );
  register(routes.submitCashByToken, ({ params, info, body, request }) =>
    submitCashByToken(context, {
      token: params.token,
      address: info.ipAddress,
      body,
      idempotencyKey: readIdempotencyKey(request),
    }),
  );
  register(routes.getSecureDisbursement, ({ params, info }) =>
    getSecureDisbursement(context, {
      token: params.token,
      organizationId: params.organization_id,
      address: info.ipAddress,
    }),
  );
  register(routes.stopCashPaymentsBySecureLink, ({ params, info }) =>
    stopCashPaymentsBySecureLink(context, {
      token: params.token,
      organizationId: params.organization_id,
      address: info.ipAddress,
    }),
  );
};
