/**
 * 'Admin-Mails', `#/admin/mails` (admin.mails, superusers, administration.md §2 "Admin mails"): the
 * contact types to choose (the group finance first), a switch for inactive contacts, the details
 * table and the semicolon-joined addresses to copy.
 */
import { CONTACT_TYPES, type ContactTypeChoice } from '@kollekta/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageStore } from '../../message-bars';
import { CONTACT_TYPE_LABELS } from '../../notifications';
import { adminMailsQuery } from '../api';
import { ADMIN_MAILS_MESSAGES as TEXT } from '../messages';
import { AdminMailsTable } from './AdminMailsTable';

export function AdminMailsPage() {
  const [choices, setChoices] = useState<ContactTypeChoice[]>(['finance']);
  const [includeInactive, setIncludeInactive] = useState(false);
  const { data, isError, isFetching } = useQuery({
    ...adminMailsQuery(choices, includeInactive),
    enabled: choices.length > 0,
    placeholderData: keepPreviousData,
  });

  function toggle(choice: ContactTypeChoice, isOn: boolean) {
    setChoices((current) => (isOn ? [...current, choice] : current.filter((value) => value !== choice)));
  }

  function handleCopy() {
    if (!data?.addresses) return;
    if (!navigator.clipboard) {
      messageStore.showError(TEXT.copyFailed);
      return;
    }
    navigator.clipboard.writeText(data.addresses).then(
      () => messageStore.showSuccess(TEXT.copied),
      () => messageStore.showError(TEXT.copyFailed),
    );
  }

  const shown = choices.length > 0 ? data : undefined;
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1">{TEXT.title}</Typography>
        <Typography color="text.secondary">{TEXT.intro}</Typography>
      </div>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <FormGroup aria-label={TEXT.groups}>
              <FormLabel component="legend">{TEXT.groups}</FormLabel>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={choices.includes('finance')}
                    onChange={(event) => toggle('finance', event.target.checked)}
                  />
                }
                label={TEXT.finance}
              />
            </FormGroup>
            <FormGroup aria-label={TEXT.single}>
              <FormLabel component="legend">{TEXT.single}</FormLabel>
              <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                {CONTACT_TYPES.map((type) => (
                  <FormControlLabel
                    key={type}
                    sx={{ minWidth: 260 }}
                    control={
                      <Checkbox
                        checked={choices.includes(type)}
                        onChange={(event) => toggle(type, event.target.checked)}
                      />
                    }
                    label={CONTACT_TYPE_LABELS[type]}
                  />
                ))}
              </Stack>
            </FormGroup>
            <div>
              <FormControlLabel
                control={
                  <Switch
                    checked={includeInactive}
                    onChange={(event) => setIncludeInactive(event.target.checked)}
                  />
                }
                label={TEXT.includeInactive}
              />
              <Typography variant="body2" color="text.secondary">
                {TEXT.inactiveHint}
              </Typography>
            </div>
          </Stack>
        </CardContent>
      </Card>
      {choices.length === 0 && <Alert severity="info">{TEXT.chooseTypes}</Alert>}
      {isError && <Alert severity="error">{TEXT.failed}</Alert>}
      {shown && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}
              >
                <Typography variant="h2">{TEXT.addresses}</Typography>
                <Button
                  startIcon={<ContentCopyIcon />}
                  disabled={shown.addresses === ''}
                  onClick={handleCopy}
                >
                  {TEXT.copy}
                </Button>
              </Stack>
              <Typography
                data-testid="admin-mail-addresses"
                sx={{ fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' }}
              >
                {shown.addresses || '–'}
              </Typography>
            </CardContent>
          </Card>
          <Card variant="outlined">
            {isFetching ? <LinearProgress aria-label={TEXT.loading} /> : <div style={{ height: 4 }} />}
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="h2">{TEXT.details}</Typography>
                <Chip size="small" label={TEXT.count(shown.contacts.length)} />
              </Stack>
              <AdminMailsTable contacts={shown.contacts} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
