/** The user's passkeys: add, rename, remove; the device type of each (administration.md §3). */
import type { PasskeyCredential } from '@kollekta/contract';
import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/date-format';
import {
  credentialsQuery,
  deletePasskey,
  describeCurrentPasswordFailure,
  registerPasskey,
  renamePasskey,
} from '../api';
import { PROFILE_MESSAGES } from '../messages';
import { useSuccessIndicator } from '../use-success-indicator';
import { ConfirmPasswordDialog } from './ConfirmPasswordDialog';
import { ProfileSection } from './ProfileSection';
import { SuccessIndicator } from './SuccessIndicator';

function isCancelled(error: unknown) {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

export function PasskeysSection() {
  const queryClient = useQueryClient();
  const { data: credentials = [] } = useQuery(credentialsQuery);
  const [isSaved, showSaved] = useSuccessIndicator();
  const [renaming, setRenaming] = useState<PasskeyCredential | null>(null);
  const [removing, setRemoving] = useState<PasskeyCredential | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: ['user'] });
    showSaved();
  };
  const add = useMutation({
    mutationFn: (currentPassword: string) => registerPasskey(currentPassword),
    meta: { handledStatuses: 'all' },
    onSuccess: () => {
      setIsAdding(false);
      refresh();
    },
    // A refused password stays in the dialog; any other failure shows below the heading.
    onError: (error) => {
      if (!describeCurrentPasswordFailure(error)) setIsAdding(false);
    },
  });
  const addPasswordError = add.error ? describeCurrentPasswordFailure(add.error) : null;
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renamePasskey(id, name),
    onSuccess: () => {
      setRenaming(null);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: ({ id, currentPassword }: { id: number; currentPassword: string }) =>
      deletePasskey(id, currentPassword),
    meta: { handledStatuses: [400, 429] },
    onSuccess: () => {
      setRemoving(null);
      refresh();
    },
  });

  return (
    <ProfileSection
      title={PROFILE_MESSAGES.passkeys}
      action={<SuccessIndicator isVisible={isSaved} />}
      testId="profile-passkeys"
    >
      <Typography color="text.secondary">{PROFILE_MESSAGES.passkeysIntro}</Typography>
      {add.isError && !isCancelled(add.error) && !addPasswordError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {PROFILE_MESSAGES.passkeyFailed}
        </Alert>
      )}
      {credentials.length === 0 ? (
        <Typography sx={{ mt: 1.5 }}>{PROFILE_MESSAGES.noPasskeys}</Typography>
      ) : (
        <List dense>
          {credentials.map((credential) => (
            <ListItem
              key={credential.id}
              disableGutters
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Button size="small" onClick={() => setRenaming(credential)}>
                    {PROFILE_MESSAGES.rename}
                  </Button>
                  <Button size="small" color="error" onClick={() => setRemoving(credential)}>
                    {PROFILE_MESSAGES.remove}
                  </Button>
                </Stack>
              }
              sx={{ pr: 22 }}
            >
              <ListItemText
                primary={credential.name}
                secondary={[
                  PROFILE_MESSAGES.deviceType[credential.data.credential_device_type],
                  PROFILE_MESSAGES.createdAt(formatDateTime(credential.created_at)),
                  PROFILE_MESSAGES.lastSeen(
                    credential.last_seen ? formatDateTime(credential.last_seen) : null,
                  ),
                ].join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        startIcon={<KeyIcon />}
        variant="outlined"
        sx={{ mt: 1 }}
        loading={add.isPending}
        onClick={() => {
          add.reset();
          setIsAdding(true);
        }}
      >
        {PROFILE_MESSAGES.addPasskey}
      </Button>
      {renaming && (
        <RenameDialog
          credential={renaming}
          isSaving={rename.isPending}
          onClose={() => setRenaming(null)}
          onSave={(name) => rename.mutate({ id: renaming.id, name })}
        />
      )}
      {isAdding && (
        <ConfirmPasswordDialog
          title={PROFILE_MESSAGES.addPasskey}
          text={PROFILE_MESSAGES.addPasskeyText}
          confirmLabel={PROFILE_MESSAGES.next}
          isPending={add.isPending}
          error={addPasswordError}
          onClose={() => setIsAdding(false)}
          onConfirm={(currentPassword) => add.mutate(currentPassword)}
        />
      )}
      {removing && (
        <ConfirmPasswordDialog
          title={PROFILE_MESSAGES.removeTitle}
          text={PROFILE_MESSAGES.removeQuestion(removing.name)}
          confirmLabel={PROFILE_MESSAGES.remove}
          isDestructive
          isPending={remove.isPending}
          error={remove.error ? describeCurrentPasswordFailure(remove.error) : null}
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
          onConfirm={(currentPassword) => remove.mutate({ id: removing.id, currentPassword })}
        />
      )}
    </ProfileSection>
  );
}

function RenameDialog(props: {
  credential: PasskeyCredential;
  isSaving: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState(props.credential.name);
  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{PROFILE_MESSAGES.renameTitle}</DialogTitle>
      <DialogContent>
        <TextField
          label={PROFILE_MESSAGES.passkeyName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{PROFILE_MESSAGES.cancel}</Button>
        <Button
          variant="contained"
          disabled={name.trim().length === 0}
          loading={props.isSaving}
          onClick={() => props.onSave(name.trim())}
        >
          {PROFILE_MESSAGES.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
