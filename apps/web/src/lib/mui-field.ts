/** react-hook-form's `register` for MUI text fields: its ref belongs on the input, not the root. */
import type { UseFormRegisterReturn } from 'react-hook-form';

export function muiField<Name extends string>({ ref, ...field }: UseFormRegisterReturn<Name>) {
  return { ...field, inputRef: ref };
}
