/**
 * Account data and the three forms for name, e-mail and password. Only one form is open at a
 * time (administration.md §2 "Profile"); a change shows the success indicator for 5 seconds.
 */
import type { User } from '@kollekta/contract';
import { derivePasswordState, PASSWORD_STATE_LABELS } from '@kollekta/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PROFILE_MESSAGES } from '../messages';
import { useSuccessIndicator } from '../use-success-indicator';
import { EmailForm, NameForm } from './AccountForms';
import { PasswordForm } from './PasswordForm';
import { ProfileSection } from './ProfileSection';
import { SuccessIndicator } from './SuccessIndicator';

type OpenForm = 'name' | 'email' | 'password' | null;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
      <Typography color="text.secondary" sx={{ minWidth: 160 }}>
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Stack>
  );
}

export function AccountSection({ user }: { user: User }) {
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [isSaved, showSaved] = useSuccessIndicator();
  const handleSaved = () => {
    setOpenForm(null);
    showSaved();
  };
  const close = () => setOpenForm(null);

  return (
    <ProfileSection
      title={PROFILE_MESSAGES.account}
      action={<SuccessIndicator isVisible={isSaved} />}
      testId="profile-account"
    >
      <Stack spacing={1}>
        <Field label={PROFILE_MESSAGES.name} value={user.name} />
        <Field label={PROFILE_MESSAGES.username} value={user.username} />
        <Field label={PROFILE_MESSAGES.email} value={user.email || '–'} />
        <Field
          label={PROFILE_MESSAGES.passwordStatus}
          value={PASSWORD_STATE_LABELS[derivePasswordState(user)]}
        />
        {user.is_superuser && (
          <Chip
            label={PROFILE_MESSAGES.superuser}
            color="primary"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {(['name', 'email', 'password'] as const).map((form) => (
          <Button
            key={form}
            variant={openForm === form ? 'contained' : 'outlined'}
            onClick={() => setOpenForm(openForm === form ? null : form)}
            aria-expanded={openForm === form}
          >
            {form === 'name'
              ? PROFILE_MESSAGES.changeName
              : form === 'email'
                ? PROFILE_MESSAGES.changeEmail
                : PROFILE_MESSAGES.changePassword}
          </Button>
        ))}
      </Stack>
      {openForm === 'name' && <NameForm user={user} onSaved={handleSaved} onCancel={close} />}
      {openForm === 'email' && <EmailForm user={user} onSaved={handleSaved} onCancel={close} />}
      {openForm === 'password' && <PasswordForm user={user} onSaved={handleSaved} onCancel={close} />}
    </ProfileSection>
  );
}
