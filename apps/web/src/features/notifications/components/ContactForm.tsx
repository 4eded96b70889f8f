/**
 * A contact in edit mode: name, e-mail address, the mail types, and (superusers only) whether
 * documents go along as attachments (administration.md §5 "Contacts"). A type the editor may not
 * choose stays as it is, disabled, with the reason beside it.
 */
import type { Contact } from '@kollekta/contract';
import {
  CONTACT_TYPES,
  type ContactEditor,
  type ContactType,
  getContactTypeAvailability,
  normalizeContact,
  validateContactChange,
} from '@kollekta/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { ContactValues } from '../api';
import { CONTACT_TYPE_LABELS, NOTIFICATIONS_MESSAGES } from '../messages';

type Props = {
  /** null for a new contact */
  contact: Contact | null;
  editor: ContactEditor;
  isSaving: boolean;
  /** field errors of the server's last answer */
  serverErrors: Record<string, string[]>;
  onSave: (values: ContactValues) => void;
  onCancel: () => void;
};

export function ContactForm({ contact, editor, isSaving, serverErrors, onSave, onCancel }: Props) {
  const typesLabelId = useId();
  const [name, setName] = useState(contact?.name ?? '');
  const [email, setEmail] = useState(contact?.email ?? '');
  const [types, setTypes] = useState<ContactType[]>(contact?.types ?? []);
  const [attachFiles, setAttachFiles] = useState(contact?.attach_files ?? false);
  const [isEmailTouched, setIsEmailTouched] = useState(false);

  const values = normalizeContact({ name, email, attachFiles, types });
  const before = contact
    ? { name: contact.name, email: contact.email, attachFiles: contact.attach_files, types: contact.types }
    : null;
  const errors = validateContactChange(editor, before, values);
  const emailError = (isEmailTouched ? errors.email?.[0] : undefined) ?? serverErrors.email?.[0];
  const isValid = Object.keys(errors).length === 0;

  const toggle = (type: ContactType, checked: boolean) =>
    setTypes((current) => (checked ? [...current, type] : current.filter((entry) => entry !== type)));

  return (
    <Box
      component="form"
      noValidate
      aria-label={
        contact
          ? NOTIFICATIONS_MESSAGES.editLabel(contact.name ?? contact.email ?? '')
          : NOTIFICATIONS_MESSAGES.add
      }
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid)
          onSave({
            name: values.name,
            email: values.email,
            attach_files: values.attachFiles,
            types: [...values.types],
          });
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={NOTIFICATIONS_MESSAGES.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name ?? serverErrors.name)}
          helperText={errors.name?.[0] ?? serverErrors.name?.[0]}
          fullWidth
          autoFocus
          margin="none"
        />
        <TextField
          label={NOTIFICATIONS_MESSAGES.email}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setIsEmailTouched(true)}
          error={Boolean(emailError)}
          helperText={emailError}
          fullWidth
          margin="none"
        />
      </Stack>
      <FormLabel id={typesLabelId} component="legend" sx={{ mb: 0.5 }}>
        {NOTIFICATIONS_MESSAGES.types}
      </FormLabel>
      <Box
        role="group"
        aria-labelledby={typesLabelId}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}
      >
        {CONTACT_TYPES.map((type) => {
          const availability = getContactTypeAvailability(type, editor);
          const note = availability.isSelectable
            ? null
            : (availability.note ?? NOTIFICATIONS_MESSAGES.superuserOnly);
          return (
            <Box key={type}>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={types.includes(type)}
                    disabled={!availability.isSelectable}
                    onChange={(event) => toggle(type, event.target.checked)}
                  />
                }
                label={CONTACT_TYPE_LABELS[type]}
              />
              {note && (
                <FormHelperText sx={{ mt: -0.75, mb: 0.5, ml: 4 }} data-testid={`type-note-${type}`}>
                  {note}
                </FormHelperText>
              )}
            </Box>
          );
        })}
      </Box>
      {(errors.types ?? serverErrors.types) && (
        <FormHelperText error>{(errors.types ?? serverErrors.types)?.join(' ')}</FormHelperText>
      )}
      {editor.isSuperuser && (
        <Box sx={{ mt: 1 }}>
          <FormControlLabel
            control={
              <Switch checked={attachFiles} onChange={(event) => setAttachFiles(event.target.checked)} />
            }
            label={NOTIFICATIONS_MESSAGES.attachFiles}
          />
          <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{NOTIFICATIONS_MESSAGES.attachFilesHint}</FormHelperText>
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onCancel} disabled={isSaving}>
          {NOTIFICATIONS_MESSAGES.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isValid || isSaving}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {NOTIFICATIONS_MESSAGES.save}
        </Button>
      </Stack>
    </Box>
  );
}
