/** What the parts of the giving form share: the values, their errors, a setter and focus targets. */
import type { GivingErrors, GivingField, GivingValues } from '../giving-form';

export type GivingFieldsProps = {
  values: GivingValues;
  errors: GivingErrors;
  /** changes values and clears the errors of the fields named */
  change: (patch: Partial<GivingValues>, fields: readonly GivingField[]) => void;
  /** the ref that lets the form move focus to the field's input */
  focusRef: (field: GivingField) => (element: HTMLInputElement | null) => void;
  isSending: boolean;
};
