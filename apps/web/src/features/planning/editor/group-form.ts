/**
 * The plan editor in the group modes (planning.md §2, §4, §5, §6): 'group' makes a group of marked
 * candidates, 'group_duplicate' copies a group with all its members. The group's name is its members'
 * names 'A, B & C' (a superuser may change it), each member gets a weight of at least 1 shown with its
 * share, the description may be 5000 characters long, and saving creates the group with its members.
 */
import type { CollectionPlan, CreatePlanGroupBody, PlanBody, PlanMeta } from '@kollekta/contract';
import {
  computeGroupShares,
  formatGroupName,
  formatGroupShare,
  type PlanEditorMode,
  validateGroupWeight,
} from '@kollekta/domain';
import type { SavePlanRequest } from '../api';
import { EDITOR_ERRORS } from '../messages';
import type { EditorContext, FormErrors, PlanFormValues } from './plan-form';

export type GroupMemberDraft = { url: string; name: string; weight: number };
export type GroupEditorMode = Extract<PlanEditorMode, 'group' | 'group_duplicate'>;

export function isGroupMode(mode: PlanEditorMode): mode is GroupEditorMode {
  return mode === 'group' || mode === 'group_duplicate';
}

/** Editing (or viewing) a plan that is a group's parent. */
export function isGroupParent(plan: Pick<CollectionPlan, 'members'> | null): boolean {
  return (plan?.members?.length ?? 0) > 0;
}

/** The members a group is made of, in their order: the candidates, or the source group's members. */
export function toMemberDrafts(plans: readonly Pick<CollectionPlan, 'url' | 'name'>[]): GroupMemberDraft[] {
  return plans.map((plan) => ({ url: plan.url, name: plan.name, weight: 1 }));
}

export function groupMembersOf(plan: Pick<CollectionPlan, 'members'>): GroupMemberDraft[] {
  return (plan.members ?? []).map((member) => ({
    url: member.url,
    name: member.name,
    weight: member.weight,
  }));
}

/** "Superuser: may … edit the title in group modes"; a group's parent keeps its name for anyone else. */
export function canEditGroupName(context: Pick<EditorContext, 'mode' | 'plan' | 'isSuperuser'>): boolean {
  return Boolean(context.isSuperuser);
}

export function needsGroupName(context: Pick<EditorContext, 'mode' | 'plan'>): boolean {
  return isGroupMode(context.mode) || (context.mode === 'edit' && isGroupParent(context.plan));
}

export function computeGroupName(context: Pick<EditorContext, 'groupMembers'>): string {
  return formatGroupName((context.groupMembers ?? []).map((member) => member.name));
}

/**
 * Where a group's form starts: the shared period, devices and location of the first candidate
 * (group), or the source group without its period (group_duplicate, as a duplicate); the members'
 * names, their weights, and an empty description and billing for a new group.
 */
export function createGroupValues(values: PlanFormValues, context: EditorContext): PlanFormValues {
  const members = context.groupMembers ?? [];
  const weights = members.map((member) => String(member.weight));
  if (context.mode === 'group_duplicate') return { ...values, weights };
  const variant = values.variant;
  return {
    ...values,
    name: computeGroupName(context),
    variant,
    displayWA: '',
    displayWS: '',
    description: '',
    accounting: Object.fromEntries(Object.keys(values.accounting).map((key) => [key, ''])),
    external: Object.fromEntries(Object.keys(values.external).map((key) => [key, ''])),
    foreign: false,
    weights,
  };
}

/** The weights as numbers (NaN for what is no number). */
export function parseWeights(weights: readonly string[]): number[] {
  return weights.map((weight) => (weight.trim() === '' ? Number.NaN : Number(weight)));
}

/** "Group member weight: minimum 1", per member field `weights.{index}`. */
export function validateGroupWeights(values: Pick<PlanFormValues, 'weights'>): FormErrors {
  const errors: FormErrors = {};
  parseWeights(values.weights).forEach((weight, index) => {
    const message = validateGroupWeight(weight);
    if (message) errors[`weights.${index}`] = message;
  });
  return errors;
}

/** Each member's share 'shown as percent with up to 2 decimals'; '–' while a weight is invalid. */
export function describeShares(weights: readonly string[]): string[] {
  const parsed = parseWeights(weights);
  if (parsed.some((weight) => validateGroupWeight(weight) !== null)) return parsed.map(() => '–');
  return computeGroupShares(parsed).map(formatGroupShare);
}

/** The name sent: null (the members' names) unless a superuser wrote another. */
function requestedName(values: PlanFormValues, context: EditorContext): string | null {
  const name = values.name.trim();
  return canEditGroupName(context) && name !== computeGroupName(context) ? name : null;
}

function toMembers(values: PlanFormValues, context: EditorContext): CreatePlanGroupBody['members'] {
  const weights = parseWeights(values.weights);
  return (context.groupMembers ?? []).map((member, index) => ({
    plan: member.url,
    weight: weights[index] ?? member.weight,
  }));
}

/** "group and group-duplicate create a group with members" (planning.md §4 "Editor saving"). */
export function buildGroupSaveRequest(
  values: PlanFormValues,
  context: EditorContext,
  built: { body: PlanBody; meta: PlanMeta },
): SavePlanRequest {
  const name = requestedName(values, context);
  const members = toMembers(values, context);
  if (context.mode === 'group') {
    const { type, collection_variant, inherit, foreign, display } = built.body;
    return {
      kind: 'createGroup',
      body: {
        group: { name, type, collection_variant, inherit, foreign, display, meta: built.meta },
        members,
      },
    };
  }
  if (context.mode === 'group_duplicate' && context.plan) {
    return { kind: 'duplicateGroup', id: context.plan.id, body: { group: { ...built.body, name }, members } };
  }
  throw new Error(EDITOR_ERRORS.invalidMode(context.mode));
}
