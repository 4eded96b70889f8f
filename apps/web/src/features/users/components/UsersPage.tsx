/**
 * User administration: `#/o/{id}/users` ({host}.users, with MANAGE_USERS) and `#/admin/users`
 * (admin.users, superusers): guidance, filter, table, the e-mail list of the filtered users, the
 * add and edit dialogs, impersonation (administration.md §2 "Users", §4).
 */
import type { User } from '@kollekta/contract';
import { DEFAULT_INTERNAL_EMAIL_DOMAIN, joinEmailList, matchesUserFilter } from '@kollekta/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStaticConfiguration } from '../../configuration';
import { messageStore } from '../../message-bars';
import { canDo, organizationName, useOrganizations } from '../../organizations';
import { sessionStore, useCurrentUser } from '../../session';
import { impersonateUser, usersQuery } from '../api';
import { USERS_MESSAGES } from '../messages';
import { UserDialog } from './UserDialog';
import { UsersTable } from './UsersTable';

type DialogState = { kind: 'add' } | { kind: 'edit'; user: User } | null;

export function UsersPage({ organizationId }: { organizationId: number | null }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { data: configuration } = useStaticConfiguration();
  const { data: organizations = [] } = useOrganizations();
  const { data, isPending } = useQuery(usersQuery(organizationId));
  const [filter, setFilter] = useState('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const names = useMemo(
    () => new Map(organizations.map((organization) => [organization.id, organizationName(organization)])),
    [organizations],
  );
  const filtered = useMemo(
    () =>
      (data?.results ?? []).filter((user) =>
        matchesUserFilter(
          {
            ...user,
            organizationNames: user.permissions.map(
              (permission) => names.get(permission.organization_id) ?? '',
            ),
          },
          filter,
        ),
      ),
    [data, filter, names],
  );
  const emailList = joinEmailList(
    filtered.map((user) => user.email),
    configuration?.internal_email_domain ?? DEFAULT_INTERNAL_EMAIL_DOMAIN,
  );
  const grantable = organizations.filter((organization) => canDo(organization, 'MANAGE_USERS'));
  const impersonate = useMutation({
    mutationFn: async (user: User) => ({ ...(await impersonateUser(user.id)), user }),
    onSuccess: ({ auth_token }) => {
      sessionStore.startImpersonation(auth_token);
      navigate('/');
    },
  });
  const title = organizationId === null ? USERS_MESSAGES.adminTitle : USERS_MESSAGES.title;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">{title}</Typography>
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Icon />}
          onClick={() => setDialog({ kind: 'add' })}
          disabled={dialog?.kind === 'edit'}
        >
          {USERS_MESSAGES.add}
        </Button>
      </Stack>
      <Alert severity="info">{USERS_MESSAGES.guidance}</Alert>
      <Card variant="outlined">
        <CardContent>
          <TextField
            label={USERS_MESSAGES.filter}
            placeholder={USERS_MESSAGES.filterPlaceholder}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            fullWidth
            margin="none"
            sx={{ mb: 1 }}
          />
          {isPending ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status">
              <CircularProgress size={24} />
              <Typography>{USERS_MESSAGES.loading}</Typography>
            </Stack>
          ) : (
            <UsersTable
              users={filtered}
              organizations={organizations}
              showAdminColumns={organizationId === null}
              canImpersonate={Boolean(me?.is_superuser)}
              onEdit={(user) => setDialog({ kind: 'edit', user })}
              onImpersonate={(user) => impersonate.mutate(user)}
            />
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h2">{USERS_MESSAGES.emailList}</Typography>
            <Button
              startIcon={<ContentCopyIcon />}
              disabled={emailList.length === 0}
              onClick={() =>
                navigator.clipboard
                  ?.writeText(emailList)
                  .then(() => messageStore.showSuccess(USERS_MESSAGES.copied))
              }
            >
              {USERS_MESSAGES.copy}
            </Button>
          </Stack>
          <Typography
            data-testid="user-email-list"
            sx={{ fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' }}
          >
            {emailList || '–'}
          </Typography>
        </CardContent>
      </Card>
      {dialog && (
        <UserDialog
          user={dialog.kind === 'edit' ? dialog.user : null}
          organizations={grantable}
          organizationId={organizationId}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
