/**
 * Collection plan groups (planning.md §3 "Collection plan group", §7 "create group (group object and
 * members), duplicate group (group and members with organization, start, end, date), delete group").
 * A group is its parent plan: the routes answer the parent, whose `members` list the group's plans.
 */
import { GROUP_MESSAGES, MIN_GROUP_MEMBERS, MIN_GROUP_WEIGHT } from '@kollekta/domain';
import { z } from 'zod';
import { idParams, MAX_DATABASE_INTEGER } from './common';
import { collectionPlan, planBody } from './planning';
import { defineRoute } from './route';

/** "Group member weight: minimum 1." */
export const groupWeight = z
  .number()
  .int(GROUP_MESSAGES.weightInvalid)
  .min(MIN_GROUP_WEIGHT, GROUP_MESSAGES.weightInvalid)
  .max(MAX_DATABASE_INTEGER);

const groupMembers = z
  .array(
    z.object({
      /** url (or id) of the plan: a candidate when creating, a member of the source when duplicating */
      plan: z.string(),
      weight: groupWeight,
    }),
  )
  .min(MIN_GROUP_MEMBERS, GROUP_MESSAGES.tooFewMembers);

/**
 * The group's name: the members' names 'A, B & C' unless a superuser gives another ("Superuser: may …
 * edit the title in group modes"). Null or absent: the members' names.
 */
const groupName = z.string().trim().max(200).nullable().optional();

/**
 * What the group itself says when it is made of existing plans. Start, end, organisation, location,
 * devices, date and recurring donations are those the members share.
 */
export const planGroupFields = planBody
  .pick({ type: true, collection_variant: true, inherit: true, foreign: true, display: true, meta: true })
  .extend({ name: groupName });

export const createPlanGroupBody = z.object({ group: planGroupFields, members: groupMembers });
export type CreatePlanGroupBody = z.infer<typeof createPlanGroupBody>;

export const createPlanGroup = defineRoute({
  method: 'POST',
  path: 'collection_plan_group/',
  summary: 'Combine two or more eligible plans into a group; answers the group (its parent plan)',
  auth: true,
  body: createPlanGroupBody,
  status: 201,
  response: collectionPlan,
});

/** A copy of a group with all its members, for a new organisation, period and date. */
export const duplicatePlanGroupBody = z.object({
  group: planBody.extend({ name: groupName }),
  members: groupMembers,
});
export type DuplicatePlanGroupBody = z.infer<typeof duplicatePlanGroupBody>;

export const duplicatePlanGroup = defineRoute({
  method: 'POST',
  path: 'collection_plan_group/:id/duplicate/',
  summary: 'Copy a group and all its members to another period (and organisation); answers the new group',
  auth: true,
  params: idParams,
  body: duplicatePlanGroupBody,
  status: 201,
  response: collectionPlan,
});

export const deletePlanGroup = defineRoute({
  method: 'DELETE',
  path: 'collection_plan_group/:id/',
  summary: 'Delete a group as a whole (parent and members), before it has started',
  auth: true,
  params: idParams,
  status: 204,
});

const groupPart = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  weight: z.number().int(),
  /** the member's part, decimal string with 2 digits */
  amount: z.string(),
  fee_amount: z.string(),
});

/**
 * What a group received, split by weight among its members for accounting: per currency, the sum of
 * the completed payments to the group (decimal strings with 2 digits) and each member's part.
 */
export const planGroupSplit = z.object({
  group: z.string(),
  totals: z.array(
    z.object({
      currency: z.string(),
      /** number of payments */
      count: z.number().int(),
      amount: z.string(),
      fee_amount: z.string(),
      members: z.array(groupPart),
    }),
  ),
});
export type PlanGroupSplit = z.infer<typeof planGroupSplit>;

export const getPlanGroupSplit = defineRoute({
  method: 'GET',
  path: 'collection_plan_group/:id/split/',
  summary: 'Added: the income of a group so far, split by weight among its members (for accounting)',
  auth: true,
  params: idParams,
  status: 200,
  response: planGroupSplit,
});
