/**
 * The assignment dialog (§5 "Bank assignment"): a person, the purpose (a letter of the tenant or a
 * special purpose; 'Allgemeines Kirchgeld' cannot be saved), the no-receipt flag and the amount to
 * split off (step 0.01, at most what is open). Saving is disabled while the general option is
 * selected, no person is chosen or the request runs.
 */
import type { KgBankTransaction, KgPersonListItem } from '@kollekta/contract';
import { kgBankRoutes } from '@kollekta/contract';
import { formatMoney } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, readDetail, readFieldErrors } from '../../lib/api-client';
import { formatIsoDay } from '../../lib/date-format';
import { specialPurposesQuery } from '../payments/api';
import { PersonPicker } from '../persons/PersonPicker';
import { BANK_KEY, lettersQuery, statementIdOf } from './api';
import { KG_BANK_TEXTS as TEXTS } from './messages';

const GENERAL = 'general';

/** '30.00' → 3000; null for anything that is not a positive amount in steps of 0.01 */
function readAmount(value: string): number | null {
  const match = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function AssignmentDialog(props: {
  tenantId: number;
  transaction: KgBankTransaction;
  onClose: () => void;
}) {
  const { tenantId, transaction } = props;
  const queryClient = useQueryClient();
  const letters = useQuery(lettersQuery(tenantId));
  const specialPurposes = useQuery(specialPurposesQuery(tenantId));
  const [person, setPerson] = useState<KgPersonListItem | null>(null);
  const [target, setTarget] = useState(GENERAL);
  const [amount, setAmount] = useState(transaction.open_amount);
  const [disallowReceipt, setDisallowReceipt] = useState(false);
  const openCents = readAmount(transaction.open_amount) ?? 0;
  const amountCents = readAmount(amount);
  const amountError =
    amountCents === null || amountCents <= 0
      ? TEXTS.amountInvalid
      : amountCents > openCents
        ? TEXTS.amountTooHigh(formatMoney(openCents))
        : null;

  const save = useMutation({
    mutationFn: () =>
      callApi(kgBankRoutes.kgAssignBankTransaction, {
        params: { tenant: tenantId, id: statementIdOf(transaction.camt_file) },
        body: {
          bank_transaction: transaction.url,
          person: person?.url ?? '',
          amount: amount.trim().replace(',', '.'),
          disallow_receipt: disallowReceipt,
          letter: target.startsWith('letter:') ? target.slice(7) : null,
          special_purpose: target.startsWith('special:') ? target.slice(8) : null,
        },
      }),
    meta: { handledStatuses: [400, 409] },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [BANK_KEY] });
      props.onClose();
    },
  });
  const errors = save.isError ? readFieldErrors(save.error) : {};
  const detail = save.isError ? readDetail(save.error) : null;
  const finishedLetters = (letters.data?.results ?? []).filter((letter) => letter.state !== 'created');
  const isSaveDisabled = !person || target === GENERAL || amountError !== null || save.isPending;

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="kg-assign-title">
      <DialogTitle id="kg-assign-title">{TEXTS.assignTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {formatIsoDay(transaction.booking_date)} · {transaction.their_name ?? '–'} ·{' '}
            {formatMoney(readAmount(transaction.amount) ?? 0)}
            <br />
            {transaction.purpose}
          </Typography>
          <PersonPicker tenantId={tenantId} excludeId="" value={person} onChange={setPerson} />
          {(errors.person ?? []).map((message) => (
            <Typography key={message} color="error" variant="body2">
              {message}
            </Typography>
          ))}
          <TextField
            select
            size="small"
            label={TEXTS.target}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            error={target === GENERAL || !!errors.letter || !!errors.special_purpose}
            helperText={
              target === GENERAL
                ? TEXTS.generalHint
                : [...(errors.letter ?? []), ...(errors.special_purpose ?? [])].join(' ')
            }
          >
            <MenuItem value={GENERAL}>{TEXTS.generalOption}</MenuItem>
            {finishedLetters.map((letter) => (
              <MenuItem key={`letter-${letter.id}`} value={`letter:${letter.url}`}>
                {TEXTS.letterOption(letter.name)}
              </MenuItem>
            ))}
            {(specialPurposes.data?.results ?? []).map((purpose) => (
              <MenuItem key={`special-${purpose.id}`} value={`special:${purpose.url}`}>
                {TEXTS.specialOption(purpose.special_purpose)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={TEXTS.splitAmount}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { step: 0.01, min: 0, max: transaction.open_amount } }}
            error={amountError !== null || !!errors.amount}
            helperText={amountError ?? errors.amount?.join(' ') ?? TEXTS.splitHint(formatMoney(openCents))}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={disallowReceipt}
                onChange={(event) => setDisallowReceipt(event.target.checked)}
              />
            }
            label={TEXTS.disallowReceipt}
          />
          {detail && <Alert severity="error">{detail}</Alert>}
          {(errors.bank_transaction ?? []).map((message) => (
            <Alert key={message} severity="error">
              {message}
            </Alert>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{TEXTS.cancel}</Button>
        <Button variant="contained" disabled={isSaveDisabled} onClick={() => save.mutate()}>
          {save.isPending ? TEXTS.saving : TEXTS.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
