/**
 * Add-user and edit-user dialog (administration.md §2, §5): name, username, e-mail, and the rows
 * of organisation and role (a new row has the role user; a new row can be added only when the last
 * one is complete), and for a new user the password choice (§4): link by mail (default), random, none. Create/save is enabled only with valid fields. A
 * refusal puts each field's German message next to its field (issue 12: never the answer's JSON);
 * only what has no field here goes to the error bar as 'Fehler in der Übertragung: {error}'.
 */
import { createUserBody, type OrganizationSummary, type User } from '@kollekta/contract';
import {
  DEFAULT_NEW_USER_PASSWORD_MODE,
  isNewUserValid,
  NEW_USER_PASSWORD_MODE_HINTS,
  NEW_USER_PASSWORD_MODE_LABELS,
  NEW_USER_PASSWORD_MODES,
  type NewUserPasswordMode,
  ROLE_LABELS,
  ROLE_TYPES,
  type RoleType,
  validateNewUser,
} from '@kollekta/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeLengthLimit, maxLengthOf, splitRefusal } from '../../../lib/form-feedback';
import { MESSAGE_BAR_MESSAGES, messageStore } from '../../message-bars';
import { organizationName } from '../../organizations';
import { createUser, updateUser } from '../api';
import { USERS_MESSAGES } from '../messages';
import { newRoleRow, type RoleRow, rowsOf, toPermissionInput } from '../user-rows';

const TEXT_FIELDS = ['name', 'username', 'email'] as const;
type UserTextField = (typeof TEXT_FIELDS)[number];
/** the contract's limits, so that the browser stops where the server would refuse */
const MAX_LENGTHS: Record<UserTextField, number | undefined> = {
  name: maxLengthOf(createUserBody.shape.name),
  username: maxLengthOf(createUserBody.shape.username),
  email: maxLengthOf(createUserBody.shape.email),
};

type Props = {
  /** null: a new user */
  user: User | null;
  /** organisations where the caller may give roles */
  organizations: readonly OrganizationSummary[];
  /** the organisation whose page is open: a new user gets the role user there */
  organizationId: number | null;
  onClose: () => void;
};

export function UserDialog({ user, organizations, organizationId, onClose }: Props) {
  const [values, setValues] = useState({
    name: user?.name ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
  });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<UserTextField, string>>>({});
  const [rows, setRows] = useState<RoleRow[]>(() =>
    user ? rowsOf(user) : organizationId ? [newRoleRow(organizationId)] : [],
  );
  const [passwordMode, setPasswordMode] = useState<NewUserPasswordMode>(DEFAULT_NEW_USER_PASSWORD_MODE);
  const queryClient = useQueryClient();
  const errors = validateNewUser(values);
  const isValid = isNewUserValid(values);
  const save = useMutation({
    mutationFn: () => {
      const body = { ...values, permissions: toPermissionInput(rows) };
      return user ? updateUser(user.id, body) : createUser({ ...body, password_mode: passwordMode });
    },
    meta: { handledStatuses: 'all' },
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['users'] });
      queryClient.invalidateQueries({ queryKey: ['organizations'] });
      messageStore.showSuccess(user ? USERS_MESSAGES.saved : USERS_MESSAGES.created);
      onClose();
    },
    onError: (error) => {
      const { fields, rest } = splitRefusal(error, TEXT_FIELDS);
      setServerErrors(fields);
      if (rest) messageStore.showError(MESSAGE_BAR_MESSAGES.transferError(rest));
    },
  });
  const field = (name: UserTextField, label: string, type = 'text') => {
    const error = (touched[name] ? errors[name] : null) ?? serverErrors[name] ?? null;
    return (
      <TextField
        label={label}
        type={type}
        value={values[name]}
        required
        onChange={(event) => {
          setValues({ ...values, [name]: event.target.value });
          setServerErrors({ ...serverErrors, [name]: undefined });
        }}
        onBlur={() => setTouched({ ...touched, [name]: true })}
        error={Boolean(error)}
        helperText={error ?? describeLengthLimit(values[name], MAX_LENGTHS[name])}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: MAX_LENGTHS[name] } }}
      />
    );
  };
  const hasIncompleteRow = rows.some((row) => row.organizationId === null);
  const updateRow = (key: number, patch: Partial<RoleRow>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{user ? USERS_MESSAGES.editTitle : USERS_MESSAGES.addTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 0.5 }}>
          {field('name', USERS_MESSAGES.name)}
          {field('username', USERS_MESSAGES.username)}
          {field('email', USERS_MESSAGES.email, 'email')}
          {!user && (
            <FormControl>
              <FormLabel id="new-user-password-mode">{USERS_MESSAGES.passwordMode}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="new-user-password-mode"
                value={passwordMode}
                onChange={(event) => setPasswordMode(event.target.value as NewUserPasswordMode)}
              >
                {NEW_USER_PASSWORD_MODES.map((mode) => (
                  <FormControlLabel
                    key={mode}
                    value={mode}
                    control={<Radio size="small" />}
                    label={NEW_USER_PASSWORD_MODE_LABELS[mode]}
                  />
                ))}
              </RadioGroup>
              <Alert severity="info">{NEW_USER_PASSWORD_MODE_HINTS[passwordMode]}</Alert>
            </FormControl>
          )}
          {/* the add dialog too has the rows (administration.md §2): a new user gets roles at once */}

          <Typography variant="h3" sx={{ pt: 1 }}>
            {USERS_MESSAGES.roles}
          </Typography>
          {rows.map((row) => (
            <Stack
              key={row.key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                label={USERS_MESSAGES.organization}
                value={row.organizationId ?? ''}
                onChange={(event) => updateRow(row.key, { organizationId: Number(event.target.value) })}
                sx={{ flex: 2, minWidth: 0 }}
                margin="dense"
              >
                {organizations.map((organization) => (
                  <MenuItem key={organization.id} value={organization.id}>
                    {organizationName(organization)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={USERS_MESSAGES.role}
                value={row.role}
                onChange={(event) => updateRow(row.key, { role: event.target.value as RoleType })}
                sx={{ flex: 1 }}
                margin="dense"
              >
                {ROLE_TYPES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={USERS_MESSAGES.removeRow}
                onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() => setRows([...rows, newRoleRow()])}
            disabled={hasIncompleteRow}
            sx={{ alignSelf: 'flex-start' }}
          >
            {USERS_MESSAGES.addRow}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{USERS_MESSAGES.cancel}</Button>
        <Button
          variant="contained"
          disabled={!isValid || hasIncompleteRow}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {user ? USERS_MESSAGES.save : USERS_MESSAGES.create}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
