/** One notification contact as read: name, e-mail address ('Keine Angabe' when missing), type chips. */
import type { Contact } from '@kollekta/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CONTACT_TYPE_LABELS, NOTIFICATIONS_MESSAGES } from '../messages';

type Props = {
  contact: Contact;
  canEdit: boolean;
  /** null when the contact may be deleted, else why not */
  deleteLock: string | null;
  isEditDisabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

export function contactLabel(contact: Pick<Contact, 'name' | 'email'>): string {
  return contact.name ?? contact.email ?? NOTIFICATIONS_MESSAGES.noName;
}

export function ContactCard({ contact, canEdit, deleteLock, isEditDisabled, onEdit, onDelete }: Props) {
  const label = contactLabel(contact);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
        <div>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {contact.name ?? NOTIFICATIONS_MESSAGES.noName}
          </Typography>
          <Typography
            variant="body2"
            color={contact.email ? 'text.primary' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere', fontStyle: contact.email ? undefined : 'italic' }}
            data-testid="contact-email"
          >
            {contact.email ?? NOTIFICATIONS_MESSAGES.noEmail}
          </Typography>
        </div>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={NOTIFICATIONS_MESSAGES.types}>
          {contact.types.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {NOTIFICATIONS_MESSAGES.noTypes}
            </Typography>
          ) : (
            contact.types.map((type) => (
              <Chip
                key={type}
                size="small"
                variant="outlined"
                color="primary"
                label={CONTACT_TYPE_LABELS[type]}
              />
            ))
          )}
          {contact.attach_files && (
            <Chip size="small" icon={<AttachFileIcon />} label={NOTIFICATIONS_MESSAGES.attachFilesOn} />
          )}
        </Stack>
      </Stack>
      {canEdit && (
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
          <Tooltip title={NOTIFICATIONS_MESSAGES.edit}>
            <span>
              <IconButton
                aria-label={NOTIFICATIONS_MESSAGES.editLabel(label)}
                onClick={onEdit}
                disabled={isEditDisabled}
              >
                <EditOutlinedIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={deleteLock ?? NOTIFICATIONS_MESSAGES.delete}>
            <span>
              <IconButton
                aria-label={NOTIFICATIONS_MESSAGES.deleteLabel(label)}
                onClick={onDelete}
                disabled={deleteLock !== null || isEditDisabled}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      )}
    </Stack>
  );
}
