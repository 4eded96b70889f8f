/**
 * Marking plans as group candidates (planning.md §2 card action, §4 "Grouping"), kept in the
 * planning page's state and shared with the cards, the table rows and the 'Sammlungsgruppe' button
 * through a context. Which marked plans a group is made of is the domain's rule: eligible ones only,
 * the oldest dropped until they match, offered with two or more.
 */
import type { CollectionPlan } from '@kollekta/contract';
import { canOfferGroupCreation, type DeviceClass, selectGroupMembers } from '@kollekta/domain';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { GROUP_UI_MESSAGES } from '../messages';

export type GroupSelection = {
  /** the plans the group would be made of, in the order they were marked */
  members: CollectionPlan[];
  /** marked plans left out because they do not match the newer ones */
  dropped: number;
  canCreate: boolean;
  /** why the button is disabled, or what it will do */
  hint: string;
};

export type GroupPlanning = {
  canWrite: boolean;
  isMarked: (plan: Pick<CollectionPlan, 'id'>) => boolean;
  toggle: (plan: Pick<CollectionPlan, 'id'>) => void;
  clear: () => void;
  selection: GroupSelection;
  onCreateGroup: () => void;
  onDuplicateGroup: (plan: CollectionPlan) => void;
};

export const GroupPlanningContext = createContext<GroupPlanning | null>(null);

/** The group planning of the page around, or null outside the planning screen. */
export function useGroupPlanning(): GroupPlanning | null {
  return useContext(GroupPlanningContext);
}

function locationId(plan: Pick<CollectionPlan, 'location'>): number | null {
  if (!plan.location) return null;
  const id = Number(/(\d+)\/?$/.exec(plan.location)?.[1]);
  return Number.isFinite(id) ? id : -1;
}

function toKeyFields(plan: CollectionPlan) {
  return {
    plan,
    start: plan.start ? new Date(plan.start) : null,
    end: plan.end ? new Date(plan.end) : null,
    organizationId: plan.organization_id,
    locationId: locationId(plan),
    targets: plan.targets as readonly DeviceClass[],
    allowRecurring: plan.allow_recurring,
  };
}

/** The selection from the marked ids and the plans as the server last described them. */
export function selectCandidates(
  markedIds: readonly number[],
  plans: readonly CollectionPlan[],
  options: { featureOn: boolean; canWrite: boolean },
): GroupSelection {
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const marked = markedIds
    .map((id) => byId.get(id))
    .filter((plan): plan is CollectionPlan => plan?.isEligibleForCollectionPlanGroup === true);
  const members = selectGroupMembers(marked.map(toKeyFields)).map((fields) => fields.plan);
  const canCreate = options.featureOn && options.canWrite && canOfferGroupCreation(members);
  const dropped = marked.length - members.length;
  let hint: string;
  if (!options.featureOn) hint = GROUP_UI_MESSAGES.featureOff;
  else if (!options.canWrite) hint = GROUP_UI_MESSAGES.noWritePermission;
  else if (members.length === 0) hint = GROUP_UI_MESSAGES.noCandidates;
  else if (!canCreate) hint = GROUP_UI_MESSAGES.oneCandidate;
  else hint = GROUP_UI_MESSAGES.createGroupHint(members.length);
  if (dropped > 0 && members.length > 0) hint = `${hint} ${GROUP_UI_MESSAGES.dropped(dropped)}`;
  return { members, dropped, canCreate, hint };
}

type Options = {
  plans: readonly CollectionPlan[];
  featureOn: boolean;
  canWrite: boolean;
  onOpenGroupEditor: (members: CollectionPlan[]) => void;
  onDuplicateGroup: (plan: CollectionPlan) => void;
};

export function useGroupCandidates({
  plans,
  featureOn,
  canWrite,
  onOpenGroupEditor,
  onDuplicateGroup,
}: Options): GroupPlanning {
  const [markedIds, setMarkedIds] = useState<readonly number[]>([]);
  const toggle = useCallback((plan: Pick<CollectionPlan, 'id'>) => {
    setMarkedIds((ids) => (ids.includes(plan.id) ? ids.filter((id) => id !== plan.id) : [...ids, plan.id]));
  }, []);
  const clear = useCallback(() => setMarkedIds([]), []);
  const selection = useMemo(
    () => selectCandidates(markedIds, plans, { featureOn, canWrite }),
    [markedIds, plans, featureOn, canWrite],
  );
  return useMemo(
    () => ({
      canWrite,
      isMarked: (plan) => markedIds.includes(plan.id),
      toggle,
      clear,
      selection,
      onCreateGroup: () => {
        if (selection.canCreate) onOpenGroupEditor(selection.members);
      },
      onDuplicateGroup,
    }),
    [canWrite, markedIds, toggle, clear, selection, onOpenGroupEditor, onDuplicateGroup],
  );
}
