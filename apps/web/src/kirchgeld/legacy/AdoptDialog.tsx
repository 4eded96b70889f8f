/**
 * 'Übernehmen' of a legacy record (§5 "Legacy adoption"): as a new person (Person or Firma, active
 * yes or no) or assigned to an existing person by id ('Ungültig ID' at the field; 'Person existiert
 * nicht?' and the other refusals come from the server). The button is disabled while it sends.
 */
import type { KgLegacyRecord } from '@kollekta/contract';
import { contextKName } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readDetail, readFieldErrors } from '../../lib/api-client';
import { adoptLegacyRecord } from './api';
import { isPersonId } from './legacy-display';
import { KG_LEGACY_TEXTS as TEXTS } from './messages';

type Mode = 'new' | 'existing';

export function AdoptDialog(props: {
  tenantId: number;
  record: KgLegacyRecord;
  onClose: () => void;
  onAdopted: (record: KgLegacyRecord) => void;
}) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('new');
  const [type, setType] = useState<'individual' | 'company'>('individual');
  const [isActive, setIsActive] = useState(true);
  const [personId, setPersonId] = useState('');
  const [isPersonTouched, setIsPersonTouched] = useState(false);
  const adopt = useMutation({
    mutationFn: () =>
      adoptLegacyRecord(
        props.tenantId,
        props.record.ID,
        mode === 'new' ? { type, is_active: isActive } : { person: personId.trim() },
      ),
    meta: { handledStatuses: [400, 409] },
    onSuccess: async (adopted) => {
      await queryClient.invalidateQueries({ queryKey: ['kg-legacy-records', props.tenantId] });
      props.onAdopted(adopted);
    },
  });
  const idError = mode === 'existing' && isPersonTouched && !isPersonId(personId) ? TEXTS.invalidId : null;
  const serverErrors = adopt.isError && !adopt.isPending ? readFieldErrors(adopt.error) : {};
  const personError = idError ?? serverErrors.person?.[0] ?? null;
  const detail = adopt.isError && !adopt.isPending && !serverErrors.person ? readDetail(adopt.error) : null;
  const canSend = !adopt.isPending && (mode === 'new' || isPersonId(personId));
  const name = contextKName(props.record.raw_data) || props.record.AdrID;

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="kg-adopt-title">
      <DialogTitle id="kg-adopt-title">{TEXTS.dialogTitle(name)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RadioGroup value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
            <FormControlLabel value="new" control={<Radio />} label={TEXTS.asNew} />
            <FormControlLabel value="existing" control={<Radio />} label={TEXTS.toExisting} />
          </RadioGroup>
          {mode === 'new' ? (
            <Stack direction="row" spacing={4} sx={{ pl: 4 }}>
              <FormControl>
                <FormLabel id="kg-adopt-type">{TEXTS.type}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="kg-adopt-type"
                  value={type}
                  onChange={(event) => setType(event.target.value as 'individual' | 'company')}
                >
                  <FormControlLabel value="individual" control={<Radio />} label={TEXTS.individual} />
                  <FormControlLabel value="company" control={<Radio />} label={TEXTS.company} />
                </RadioGroup>
              </FormControl>
              <FormControl>
                <FormLabel id="kg-adopt-active">{TEXTS.active}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="kg-adopt-active"
                  value={isActive ? 'yes' : 'no'}
                  onChange={(event) => setIsActive(event.target.value === 'yes')}
                >
                  <FormControlLabel value="yes" control={<Radio />} label={TEXTS.yes} />
                  <FormControlLabel value="no" control={<Radio />} label={TEXTS.no} />
                </RadioGroup>
              </FormControl>
            </Stack>
          ) : (
            <TextField
              label={TEXTS.personId}
              value={personId}
              onChange={(event) => {
                setPersonId(event.target.value);
                adopt.reset();
              }}
              onBlur={() => setIsPersonTouched(true)}
              error={Boolean(personError)}
              helperText={personError ?? TEXTS.personIdHelp}
              slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
              sx={{ ml: 4 }}
            />
          )}
          {detail && <Alert severity="error">{detail}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{TEXTS.cancel}</Button>
        <Button
          variant="contained"
          disabled={!canSend}
          onClick={() => {
            setIsPersonTouched(true);
            adopt.mutate();
          }}
        >
          {adopt.isPending ? TEXTS.sending : TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
