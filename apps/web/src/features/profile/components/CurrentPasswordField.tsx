/**
 * The current password that confirms a change of one's own credentials (password, e-mail, one-time
 * codes, passkeys): one field everywhere, so that browsers fill it alike and its wording stays the same.
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { PasswordField } from '../../auth';
import { PROFILE_MESSAGES } from '../messages';

export function CurrentPasswordField(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  helperText?: string;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <PasswordField
      label={PROFILE_MESSAGES.currentPassword}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      autoComplete="current-password"
      autoFocus={props.autoFocus}
      error={Boolean(props.error)}
      helperText={props.error ?? props.helperText}
      sx={props.sx}
    />
  );
}
