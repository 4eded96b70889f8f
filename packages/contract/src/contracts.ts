/**
 * Contracts, billing plans and billing plan associations (administration.md §3, §4 "Contract
 * billing", §7 "Contracts and billing"). Superusers manage plans and associations; whoever may read
 * an organisation's data sees its contract with the current plan.
 */
import { BILLING_PLAN_TYPES, BILLING_SCOPES, CONTRACT_TYPES } from '@kollekta/domain';
import { z } from 'zod';
import { entityId, idParams, isoDay } from './common';
import { defineRoute } from './route';

export const contractType = z.enum(CONTRACT_TYPES);
export const billingPlanType = z.enum(BILLING_PLAN_TYPES);
export const billingScope = z.enum(BILLING_SCOPES);

export const billingCondition = z.object({
  scope: billingScope,
  /** per billing period, e.g. '19.90' */
  base_fee: z.string(),
  /** share of the scope's income in percent, e.g. '2.50' */
  percentage: z.string(),
});

export const billingPlan = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  type: billingPlanType,
  conditions: z.array(billingCondition),
  /** how many contracts use it today */
  contract_count: z.number().int(),
});
export type BillingPlan = z.infer<typeof billingPlan>;

// Free text: the server checks name, type and every condition with German messages at their field.
export const billingPlanBody = z.object({
  name: z.string().max(200),
  type: z.string().max(20),
  conditions: z
    .array(
      z.object({ scope: z.string().max(50), base_fee: z.string().max(20), percentage: z.string().max(20) }),
    )
    .max(10),
});
export type BillingPlanBody = z.infer<typeof billingPlanBody>;

export const billingPlanAssociation = z.object({
  id: z.number().int(),
  contract: z.string(),
  billing_plan: z.string(),
  billing_plan_id: z.number().int(),
  billing_plan_name: z.string(),
  valid_from: isoDay,
  valid_notafter: isoDay.nullable(),
});
export type BillingPlanAssociation = z.infer<typeof billingPlanAssociation>;

export const contract = z.object({
  id: z.number().int(),
  url: z.string(),
  organization: z.string(),
  organization_id: z.number().int(),
  type: contractType,
  /** the direct-debit mandate for the invoices is in place */
  sepadd_active: z.boolean(),
  /** the plan of the association valid today, null without one */
  billing_plan: z.string().nullable(),
  /** the association valid today, with its plan's name */
  current_billing: billingPlanAssociation.nullable(),
});
export type Contract = z.infer<typeof contract>;

export const listContracts = defineRoute({
  method: 'GET',
  path: 'contract/',
  summary: 'Contracts of the organisations whose data the caller may read (superusers: all)',
  auth: true,
  query: z.object({ organization: entityId.optional() }),
  status: 200,
  response: z.array(contract),
});

export const createContract = defineRoute({
  method: 'POST',
  path: 'contract/',
  summary: 'Superusers: give an organisation a contract',
  auth: true,
  body: z.object({ organization: z.string().max(500), type: z.string().max(20) }),
  status: 201,
  response: contract,
});

export const updateContract = defineRoute({
  method: 'PATCH',
  path: 'contract/:id/',
  summary: 'Superusers: switch the direct-debit mandate of a contract',
  auth: true,
  params: idParams,
  body: z.object({ sepadd_active: z.boolean() }),
  status: 200,
  response: contract,
});

export const listContractBilling = defineRoute({
  method: 'GET',
  path: 'contract/:id/billing/',
  summary: 'The billing plan associations of a contract, newest first',
  auth: true,
  params: idParams,
  status: 200,
  response: z.array(billingPlanAssociation),
});

export const createContractBilling = defineRoute({
  method: 'POST',
  path: 'contract/:id/billing/',
  summary:
    'Superusers: associate a billing plan, by default from today for 4 years minus 1 day; an overlap is refused',
  auth: true,
  params: idParams,
  body: z.object({
    billing_plan: z.string().max(500),
    valid_from: isoDay.optional(),
    valid_notafter: isoDay.nullable().optional(),
  }),
  status: 201,
  response: billingPlanAssociation,
});

export const updateContractBilling = defineRoute({
  method: 'PATCH',
  path: 'contract/:id/billing/',
  summary: 'Superusers: change the plan (or validity) of one association of the contract',
  auth: true,
  params: idParams,
  body: z.object({
    id: entityId,
    billing_plan: z.string().max(500).optional(),
    valid_from: isoDay.optional(),
    valid_notafter: isoDay.nullable().optional(),
  }),
  status: 200,
  response: billingPlanAssociation,
});

export const listBillingPlans = defineRoute({
  method: 'GET',
  path: 'billing/manage/plan/',
  summary: 'Superusers: every billing plan',
  auth: true,
  status: 200,
  response: z.array(billingPlan),
});

export const createBillingPlan = defineRoute({
  method: 'POST',
  path: 'billing/manage/plan/',
  summary: 'Superusers: a new billing plan',
  auth: true,
  body: billingPlanBody,
  status: 201,
  response: billingPlan,
});

export const updateBillingPlan = defineRoute({
  method: 'PATCH',
  path: 'billing/manage/plan/:id/',
  summary: 'Superusers: change a billing plan',
  auth: true,
  params: idParams,
  body: billingPlanBody,
  status: 200,
  response: billingPlan,
});
