/** HTTP of contracts (`contract/`), their billing (`contract/{id}/billing/`) and billing plans. */
import {
  createBillingPlan as createBillingPlanRoute,
  createContractBilling as createContractBillingRoute,
  createContract as createContractRoute,
  listBillingPlans as listBillingPlansRoute,
  listContractBilling as listContractBillingRoute,
  listContracts as listContractsRoute,
  updateBillingPlan as updateBillingPlanRoute,
  updateContractBilling as updateContractBillingRoute,
  updateContract as updateContractRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { createBillingPlan, listBillingPlans, updateBillingPlan } from './billing-plans.service';
import {
  createContract,
  createContractBilling,
  listContractBilling,
  listContracts,
  updateContract,
  updateContractBilling,
} from './contracts.service';

export const registerContractRoutes: RouteRegistrar = (register, context) => {
  register(listContractsRoute, ({ caller, query, apiBase }) =>
    listContracts(context, caller, query.organization, apiBase),
  );
  register(createContractRoute, ({ caller, body, apiBase }) =>
    createContract(context, caller, body, apiBase),
  );
  register(updateContractRoute, ({ caller, params, body, apiBase }) =>
    updateContract(context, caller, params.id, body, apiBase),
  );
  register(listContractBillingRoute, ({ caller, params, apiBase }) =>
    listContractBilling(context, caller, params.id, apiBase),
  );
  register(createContractBillingRoute, ({ caller, params, body, apiBase }) =>
    createContractBilling(context, caller, params.id, body, apiBase),
  );
  register(updateContractBillingRoute, ({ caller, params, body, apiBase }) =>
    updateContractBilling(context, caller, params.id, body, apiBase),
  );
  register(listBillingPlansRoute, ({ caller, apiBase }) => listBillingPlans(context, caller, apiBase));
  register(createBillingPlanRoute, ({ caller, body, apiBase }) =>
    createBillingPlan(context, caller, body, apiBase),
  );
  register(updateBillingPlanRoute, ({ caller, params, body, apiBase }) =>
    updateBillingPlan(context, caller, params.id, body, apiBase),
  );
};
