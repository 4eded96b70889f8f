/**
 * HTTP of the church-tax area's bank (devices-income-kirchgeld.md §7): `{tenant}bank_account/`,
 * `{tenant}bank_statement/` (upload and list), `…/query/`, `{camtFileUrl}assign/` and `unassign/`,
 * `…/suggestions/` and `…/apply_suggestions/`.
 */
import { kgBankRoutes as routes } from '@kollekta/contract';
import type { RouteRegistrar } from '../../../platform/http-app';
import { readMultipartUpload } from '../../../platform/multipart-upload';
import { createKgBankAccount, listKgBankAccounts } from './bank-accounts.service';
import {
  assignKgBankTransaction,
  queryKgBankTransactions,
  unassignKgBankTransaction,
} from './bank-reconciliation.service';
import { CAMT_LIMIT_BYTES, listKgBankStatements, uploadKgBankStatement } from './bank-statements.service';
import { applyKgBankSuggestions, listKgBankSuggestions } from './bank-suggestions.service';

export const registerKgBankRoutes: RouteRegistrar = (register, context) => {
  register(routes.kgListBankAccounts, ({ caller, params, query, apiBase }) =>
    listKgBankAccounts(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgCreateBankAccount, ({ caller, params, body, apiBase }) =>
    createKgBankAccount(context, caller, params.tenant, body, apiBase),
  );
  register(routes.kgListBankStatements, ({ caller, params, query, apiBase }) =>
    listKgBankStatements(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgUploadBankStatement, ({ caller, params, request, apiBase }) =>
    uploadKgBankStatement(
      context,
      caller,
      params.tenant,
      async () => (await readMultipartUpload(request, { maxFileBytes: CAMT_LIMIT_BYTES, maxFields: 5 })).file,
      apiBase,
    ),
  );
  register(routes.kgQueryBankTransactions, ({ caller, params, query, apiBase }) =>
    queryKgBankTransactions(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgAssignBankTransaction, ({ caller, params, body, apiBase }) =>
    assignKgBankTransaction(context, caller, params.tenant, params.id, body, apiBase),
  );
  register(routes.kgUnassignBankTransaction, ({ caller, params, body, apiBase }) =>
    unassignKgBankTransaction(context, caller, params.tenant, params.id, body, apiBase),
  );
  register(routes.kgListBankSuggestions, ({ caller, params, query, apiBase }) =>
    listKgBankSuggestions(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgApplyBankSuggestions, ({ caller, params, body, apiBase }) =>
    applyKgBankSuggestions(context, caller, params.tenant, body, apiBase),
  );
};
