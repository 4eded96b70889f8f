/**
 * The modes of the plan editor (planning.md §2 "Plan editor stepper"), their titles, and which
 * mode opening a plan leads to. The group modes (group, group_duplicate) are opened from the
 * 'Sammlungsgruppe' button and from a group's card.
 */
import type { CollectionPlan } from '@kollekta/contract';
import type { PlanEditorMode } from '@kollekta/domain';
import { EDITOR_ERRORS, EDITOR_MESSAGES } from '../messages';

export type EditorMode = PlanEditorMode;

const TITLES: Record<EditorMode, string> = {
  new: EDITOR_MESSAGES.titleNew,
  duplicate: EDITOR_MESSAGES.titleDuplicate,
  edit: EDITOR_MESSAGES.titleEdit,
  edit_after_start: EDITOR_MESSAGES.titleEdit,
  view: EDITOR_MESSAGES.titleView,
  group: EDITOR_MESSAGES.titleGroup,
  group_duplicate: EDITOR_MESSAGES.titleGroupDuplicate,
};

export function editorTitle(mode: EditorMode): string {
  const title = TITLES[mode];
  if (!title) throw new Error(EDITOR_ERRORS.invalidMode(mode));
  return title;
}

/** Edit before the start, edit the meta after it (superuser, collection_plan_editor), else view. */
export function chooseEditorMode(
  plan: Pick<CollectionPlan, 'can_edit' | 'can_edit_after_start' | 'hasStarted'>,
): EditorMode {
  if (plan.can_edit && !plan.hasStarted) return 'edit';
  if (plan.can_edit_after_start && plan.hasStarted) return 'edit_after_start';
  return 'view';
}

export function canOpenEditorToChange(
  plan: Pick<CollectionPlan, 'can_edit' | 'can_edit_after_start' | 'hasStarted'>,
): boolean {
  return chooseEditorMode(plan) !== 'view';
}

/** Every mode but 'new' works on an existing plan (planning.md §8, internal errors). */
export function assertPlanForMode(mode: EditorMode, plan: CollectionPlan | null): void {
  if (!(mode in TITLES)) throw new Error(EDITOR_ERRORS.invalidMode(mode));
  if (mode !== 'new' && !plan) throw new Error(EDITOR_ERRORS.missingPlan(mode));
}
