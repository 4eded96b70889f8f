/**
 * `#/o/{id}/notifications` ({host}.notifications, administration.md §2 "Notifications"): the
 * organisation's contact addresses with their mail types. Users with the edit permission add, change
 * and delete contacts; a new unsaved contact opens in edit mode and cancelling removes it. Below, the
 * organisation's features, which decide for example whether collections can be announced.
 */
import type { Contact, OrganizationDetail } from '@kollekta/contract';
import { type ContactEditor, canDeleteContact } from '@kollekta/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Navigate } from 'react-router';
import { describeApiError, readFieldErrors } from '../../../lib/api-client';
import { messageStore } from '../../message-bars';
import { canDo, organizationQuery, useCurrentOrganizationId } from '../../organizations';
import { PublicLinksSection } from '../../public-pages';
import { useCurrentUser } from '../../session';
import { type ContactValues, createContact, deleteContact, updateContact } from '../api';
import { NOTIFICATIONS_MESSAGES } from '../messages';
import { ContactCard, contactLabel } from './ContactCard';
import { ContactForm } from './ContactForm';
import { DeleteContactDialog } from './DeleteContactDialog';
import { FeatureList } from './FeatureList';

export function NotificationsPage() {
  const id = useCurrentOrganizationId();
  if (id === null) return <Navigate to="/" replace />;
  return <NotificationsContent organizationId={id} />;
}

function NotificationsContent({ organizationId }: { organizationId: number }) {
  const { data: organization, isPending } = useQuery(organizationQuery(organizationId));
  if (isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status">
        <CircularProgress size={24} />
        <Typography>{NOTIFICATIONS_MESSAGES.loading}</Typography>
      </Stack>
    );
  }
  if (!organization) return null; // the error bar says what went wrong
  return <ContactsSection organization={organization} />;
}

/** 'new' while an unsaved contact is open, a contact's id while it is edited. */
type Editing = 'new' | number | null;

function ContactsSection({ organization }: { organization: OrganizationDetail }) {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [toDelete, setToDelete] = useState<Contact | null>(null);
  const editor: ContactEditor = {
    isSuperuser: Boolean(me?.is_superuser),
    hasAdvancedNotification: organization.valid_features.includes('AdvancedNotificationFeature'),
  };
  const canEdit = organization.is_writable;
  const canRead = canDo(organization, 'READ_ORG_DATA');
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: organizationQuery(organization.id).queryKey });

  const save = useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: ContactValues }) =>
      id === null ? createContact(organization.url, values) : updateContact(id, values),
    meta: { handledStatuses: 'all' },
    onSuccess: async (_contact, { id }) => {
      await refresh();
      setEditing(null);
      setServerErrors({});
      messageStore.showSuccess(id === null ? NOTIFICATIONS_MESSAGES.saved : NOTIFICATIONS_MESSAGES.updated);
    },
    onError: (error) => {
      const fields = readFieldErrors(error);
      setServerErrors(fields);
      messageStore.showError(
        Object.keys(fields).length > 0
          ? NOTIFICATIONS_MESSAGES.saveFailed
          : `${NOTIFICATIONS_MESSAGES.saveFailed}: ${describeApiError(error)}`,
      );
    },
  });
  const remove = useMutation({
    mutationFn: (contact: Contact) => deleteContact(contact.id),
    meta: { handledStatuses: 'all' },
    onSuccess: async () => {
      await refresh();
      setToDelete(null);
      messageStore.showSuccess(NOTIFICATIONS_MESSAGES.deleted);
    },
    onError: (error) => {
      setToDelete(null);
      messageStore.showError(`${NOTIFICATIONS_MESSAGES.deleteFailed}: ${describeApiError(error)}`);
    },
  });

  const startEditing = (next: Editing) => {
    setServerErrors({});
    setEditing(next);
  };
  const form = (contact: Contact | null) => (
    <ContactForm
      key={contact?.id ?? 'new'}
      contact={contact}
      editor={editor}
      isSaving={save.isPending}
      serverErrors={serverErrors}
      onSave={(values) => save.mutate({ id: contact?.id ?? null, values })}
      onCancel={() => startEditing(null)}
    />
  );
  const contacts = organization.contacts;
  const isEmpty = contacts.length === 0 && editing !== 'new';

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">{NOTIFICATIONS_MESSAGES.title}</Typography>
        {canEdit && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => startEditing('new')}
            disabled={editing !== null}
          >
            {NOTIFICATIONS_MESSAGES.add}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary">{NOTIFICATIONS_MESSAGES.intro}</Typography>
      {!canRead && <Alert severity="info">{NOTIFICATIONS_MESSAGES.noReadPermission}</Alert>}
      <Card variant="outlined" component="section" aria-label={NOTIFICATIONS_MESSAGES.contactList}>
        <CardContent>
          {isEmpty ? (
            <Typography color="text.secondary" sx={{ py: 1 }}>
              {NOTIFICATIONS_MESSAGES.empty}
            </Typography>
          ) : (
            <Stack spacing={2} divider={<Divider flexItem />}>
              {editing === 'new' && <div data-testid="new-contact">{form(null)}</div>}
              {contacts.map((contact) => (
                <Fragment key={contact.id}>
                  {editing === contact.id ? (
                    form(contact)
                  ) : (
                    <ContactCard
                      contact={contact}
                      canEdit={canEdit}
                      deleteLock={
                        canDeleteContact(editor, {
                          name: contact.name,
                          email: contact.email,
                          attachFiles: contact.attach_files,
                          types: contact.types,
                        })
                          ? null
                          : NOTIFICATIONS_MESSAGES.deleteLocked
                      }
                      isEditDisabled={editing !== null}
                      onEdit={() => startEditing(contact.id)}
                      onDelete={() => setToDelete(contact)}
                    />
                  )}
                </Fragment>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label={NOTIFICATIONS_MESSAGES.features}>
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {NOTIFICATIONS_MESSAGES.features}
          </Typography>
          <FeatureList features={organization.features} />
        </CardContent>
      </Card>
      {canDo(organization, 'WRITE') && <PublicLinksSection organizationId={organization.id} />}
      <DeleteContactDialog
        name={toDelete ? contactLabel(toDelete) : ''}
        open={toDelete !== null}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </Stack>
  );
}
