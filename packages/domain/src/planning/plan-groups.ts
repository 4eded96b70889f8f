/**
 * Collection plan groups (planning.md §3, §4, §5): one collection split between several purposes.
 * A group is a parent plan that carries the shared period, devices, location and organisation;
 * its members keep their purpose names and get a weight (a share, at least 1).
 *
 * Here: which plans may be grouped, which of the marked candidates a group is made of, the group's
 * name, the members' shares in percent, and how a payment to a group is split among its members.
 */
import type { DeviceClass } from './plan-types';

/** "Group member weight: minimum 1." */
export const MIN_GROUP_WEIGHT = 1;
/** "Group creation is offered with 2 or more eligible candidates." */
export const MIN_GROUP_MEMBERS = 2;
/** planning.md §9: "The feature flag for the collection plan group editor is on." */
export const IS_GROUP_EDITOR_ENABLED = true;

/** The texts of groups; the spec words none of them. */
export const GROUP_MESSAGES = {
  weightInvalid: 'Das Gewicht muss eine ganze Zahl von mindestens 1 sein.',
  featureOff: 'Sammlungsgruppen sind für diese Organisation nicht freigeschaltet.',
  tooFewMembers: 'Eine Sammlungsgruppe braucht mindestens zwei Sammlungen.',
  memberTwice: 'Jede Sammlung kann nur einmal in einer Sammlungsgruppe stehen.',
  alreadyGrouped:
    'Diese Sammlung gehört schon zu einer Sammlungsgruppe. Eine Gruppe lässt sich nicht aufteilen.',
  isGroup: 'Eine Sammlungsgruppe kann nicht in eine andere Sammlungsgruppe aufgenommen werden.',
  started: 'Nur Sammlungen, die noch nicht begonnen haben, lassen sich zu einer Gruppe zusammenfassen.',
  mismatch:
    'Die Sammlungen einer Gruppe müssen in Beginn, Ende, Organisation, Ort, Geräten und Dauerspenden übereinstimmen.',
  notSplittable: 'Eine Sammlungsgruppe lässt sich nicht aufteilen: Sie enthält immer alle ihre Sammlungen.',
  titleSuperuserOnly: 'Nur Plattform-Administratoren können den Namen einer Sammlungsgruppe ändern.',
} as const;

export type GroupCandidate = {
  id: number;
  start: Date | null;
  end: Date | null;
  organizationId: number;
  locationId: number | null;
  targets: readonly DeviceClass[];
  allowRecurring: boolean;
  isGroupParent: boolean;
  parentId: number | null;
};

export type GroupContext = {
  /** the organisation feature allow_collection_split */
  allowCollectionSplit: boolean;
  now: Date;
};

type GroupKeyFields = Pick<
  GroupCandidate,
  'start' | 'end' | 'organizationId' | 'locationId' | 'targets' | 'allowRecurring'
>;

/** The fields a group's plans share: start, end, organisation, location, sorted targets, allow_recurring. */
function getGroupKey(plan: GroupKeyFields): string {
  return JSON.stringify([
    plan.start?.getTime() ?? null,
    plan.end?.getTime() ?? null,
    plan.organizationId,
    plan.locationId,
    [...plan.targets].sort(),
    plan.allowRecurring,
  ]);
}

export function haveSameGroupKey(a: GroupKeyFields, b: GroupKeyFields): boolean {
  return getGroupKey(a) === getGroupKey(b);
}

/** Not a group itself, not in a group, and not started yet: what every member must be. */
function isGroupable(plan: GroupCandidate, now: Date): boolean {
  if (plan.isGroupParent || plan.parentId !== null) return false;
  return plan.start !== null && plan.start.getTime() > now.getTime();
}

/**
 * "Group eligibility: allow_collection_split is on, the plan is not already a group parent, its start
 * is in the future, and another plan at the same location shares start, end, organization, location,
 * sorted targets and allow_recurring." A member of a group is not eligible either ("a group cannot be
 * split again"), and neither counts as the other plan.
 */
export function isEligibleForCollectionPlanGroup(
  plan: GroupCandidate,
  others: readonly GroupCandidate[],
  context: GroupContext,
): boolean {
  if (!context.allowCollectionSplit || !isGroupable(plan, context.now)) return false;
  return others.some(
    (other) =>
      other.id !== plan.id &&
      other.parentId === null &&
      !other.isGroupParent &&
      haveSameGroupKey(plan, other),
  );
}

/**
 * "If candidates differ in start, end, organization, location or targets, the oldest are dropped until
 * they match." `marked` is in the order of marking, oldest first. allow_recurring is compared too: a
 * group's plans must share it (eligibility), so a candidate differing only there could never join.
 */
export function selectGroupMembers<T extends GroupKeyFields>(marked: readonly T[]): T[] {
  let selected = [...marked];
  while (selected.length > 1 && !selected.every((plan) => haveSameGroupKey(plan, selected[0] as T))) {
    selected = selected.slice(1);
  }
  return selected;
}

/** "Group creation is offered with 2 or more eligible candidates", after dropping the oldest. */
export function canOfferGroupCreation(members: readonly unknown[]): boolean {
  return members.length >= MIN_GROUP_MEMBERS;
}

export type GroupProblem = keyof typeof GROUP_MESSAGES;

/**
 * What the server checks before it makes a group of `members`: the feature, at least two distinct
 * plans, each groupable, all sharing the group's fields. Answers the first problem, or null.
 */
export function findGroupProblem(
  members: readonly GroupCandidate[],
  context: GroupContext,
): GroupProblem | null {
  if (!context.allowCollectionSplit) return 'featureOff';
  if (new Set(members.map((member) => member.id)).size !== members.length) return 'memberTwice';
  if (members.length < MIN_GROUP_MEMBERS) return 'tooFewMembers';
  for (const member of members) {
    if (member.isGroupParent) return 'isGroup';
    if (member.parentId !== null) return 'alreadyGrouped';
    if (!isGroupable(member, context.now)) return 'started';
  }
  const [first] = members;
  return first && members.every((member) => haveSameGroupKey(member, first)) ? null : 'mismatch';
}

/** "Group member weight: minimum 1" (a whole number). */
export function validateGroupWeight(weight: number): string | null {
  return Number.isInteger(weight) && weight >= MIN_GROUP_WEIGHT ? null : GROUP_MESSAGES.weightInvalid;
}

/** "The group name is the member names joined by ', ' with the last one joined by ' & '." */
export function formatGroupName(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
}

/**
 * The name a group gets: the members' names, unless a superuser gives another ("Superuser: may … edit
 * the title in group modes"). Anyone may send the members' names as they are; an empty name means them.
 */
export function resolveGroupName(input: {
  requested: string | null | undefined;
  memberNames: readonly string[];
  isSuperuser: boolean;
}): { name: string } | { error: string } {
  const computed = formatGroupName(input.memberNames);
  const requested = input.requested?.trim() ?? '';
  if (requested.length === 0 || requested === computed) return { name: computed };
  return input.isSuperuser ? { name: requested } : { error: GROUP_MESSAGES.titleSuperuserOnly };
}

/** Each weight's share of the whole, in percent (0 for every member when the weights add up to 0). */
export function computeGroupShares(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total > 0 ? (weight / total) * 100 : 0));
}

const shareFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** "shown as percent with up to 2 decimals", in German format: 75 %, 33,33 %, 12,5 %. */
export function formatGroupShare(percent: number): string {
  return `${shareFormat.format(percent)} %`;
}

/**
 * A payment to a group, split by weight among its members for accounting: whole cents, largest
 * remainder first (ties to the earlier member), so the parts always add up to the amount. The
 * income statistics count a group's payments on the group; accounting books them on the members.
 */
export function splitAmountByWeights(amountCents: number, weights: readonly number[]): number[] {
  // a reversal splits like the payment it reverses
  if (amountCents < 0) return splitAmountByWeights(-amountCents, weights).map((part) => -part || 0);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amountCents * weight) / total);
  const parts = exact.map((value) => Math.floor(value));
  let rest = amountCents - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (rest <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    rest -= 1;
  }
  return parts;
}
