/** What a card or a table row can ask the planning screen to do with a plan. */
import type { CollectionPlan } from '@kollekta/contract';

export type PlanActions = {
  /** edit, edit after start or view, whichever the plan allows */
  onOpenEditor: (plan: CollectionPlan) => void;
  onDuplicate: (plan: CollectionPlan) => void;
  onDetails: (plan: CollectionPlan) => void;
  onClose: (plan: CollectionPlan) => void;
  onExclude: (plan: CollectionPlan) => void;
  onDelete: (plan: CollectionPlan) => void;
};
