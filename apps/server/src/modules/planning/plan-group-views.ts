/**
 * What an answer with plans says about groups: which plans may be grouped now (from all the
 * organisation's future plans, not only those in the answer) and the members of each group parent.
 */
import { type DeviceClass, type GroupCandidate, isEligibleForCollectionPlanGroup } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import {
  findGroupCandidates,
  findGroupMembers,
  type GroupCandidateRow,
  type GroupMemberRow,
} from './plan-groups.repository';

export type GroupViews = {
  isEligible(row: GroupCandidateRow): boolean;
  membersOf(row: { id: number }): readonly GroupMemberRow[];
};

export async function loadGroupViews(
  context: AppContext,
  rows: readonly GroupCandidateRow[],
  options: { viewerId: number; allowCollectionSplit: boolean; now: Date },
): Promise<GroupViews> {
  const { viewerId, allowCollectionSplit, now } = options;
  const groupContext = { allowCollectionSplit, now };
  // Only the viewing organisation's own plans can be grouped there; only future ones at all.
  const mayBeEligible = (row: GroupCandidateRow) =>
    allowCollectionSplit &&
    row.organization_id === viewerId &&
    row.start_at !== null &&
    new Date(row.start_at).getTime() > now.getTime();
  const others = rows.some(mayBeEligible)
    ? (await findGroupCandidates(context.db, viewerId, now)).map(toGroupCandidate)
    : [];
  const members = await findGroupMembers(
    context.db,
    rows.filter((row) => row.is_group_parent).map((row) => row.id),
  );
  const membersByParent = new Map<number, GroupMemberRow[]>();
  for (const member of members) {
    membersByParent.set(member.parent_id, [...(membersByParent.get(member.parent_id) ?? []), member]);
  }
  return {
    isEligible: (row) =>
      mayBeEligible(row) && isEligibleForCollectionPlanGroup(toGroupCandidate(row), others, groupContext),
    membersOf: (row) => membersByParent.get(row.id) ?? [],
  };
}

export function toGroupCandidate(row: GroupCandidateRow): GroupCandidate {
  return {
    id: row.id,
    start: row.start_at === null ? null : new Date(row.start_at),
    end: row.end_at === null ? null : new Date(row.end_at),
    organizationId: row.organization_id,
    locationId: row.location_id,
    targets: row.targets as DeviceClass[],
    allowRecurring: row.allow_recurring,
    isGroupParent: row.is_group_parent,
    parentId: row.parent_id,
  };
}
