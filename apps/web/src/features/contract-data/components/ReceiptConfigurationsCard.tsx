/**
 * The donation receipt configurations (administration.md §3): minimum amounts for receipts of online
 * gifts and of collections, each valid from a day. Superusers add a new configuration.
 */
import type { OrganizationDetail } from '@kollekta/contract';
import {
  centsToDecimalString,
  decimalStringToCents,
  formatMoney,
  parseGermanAmount,
  toBusinessDay,
} from '@kollekta/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatIsoDay } from '../../../lib/date-format';
import { splitRefusal } from '../../../lib/form-feedback';
import { messageStore } from '../../message-bars';
import { createReceiptConfiguration, receiptConfigurationsQuery } from '../api';
import { CONTRACT_DATA_MESSAGES as M } from '../messages';

type Props = { organization: OrganizationDetail; isSuperuser: boolean; canRead: boolean };

const money = (amount: string, currency: string) => formatMoney(decimalStringToCents(amount) ?? 0, currency);

export function ReceiptConfigurationsCard({ organization, isSuperuser, canRead }: Props) {
  const { data: configurations } = useQuery({
    ...receiptConfigurationsQuery(organization.id),
    enabled: canRead,
  });
  const [isAdding, setIsAdding] = useState(false);
  if (!canRead) return null;
  return (
    <Card variant="outlined" component="section" aria-label={M.receiptsTitle}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h2">{M.receiptsTitle}</Typography>
          {isSuperuser && (
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
              {M.receiptsAdd}
            </Button>
          )}
        </Stack>
        {configurations?.length === 0 ? (
          <Typography color="text.secondary">{M.receiptsEmpty}</Typography>
        ) : (
          <Table size="small" aria-label={M.receiptsTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{M.receiptsValidFrom}</TableCell>
                <TableCell>{M.receiptsValidUntil}</TableCell>
                <TableCell align="right">{M.receiptsMinDonation}</TableCell>
                <TableCell align="right">{M.receiptsMinCollection}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {configurations?.map((configuration) => (
                <TableRow key={configuration.id}>
                  <TableCell>{formatIsoDay(configuration.valid_from)}</TableCell>
                  <TableCell>
                    {configuration.valid_notafter
                      ? formatIsoDay(configuration.valid_notafter)
                      : M.receiptsOpenEnded}
                  </TableCell>
                  <TableCell align="right">
                    {money(configuration.min_amount_donation, organization.currency)}
                  </TableCell>
                  <TableCell align="right">
                    {money(configuration.min_amount_collection, organization.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {isAdding && (
        <ReceiptConfigurationDialog organizationId={organization.id} onClose={() => setIsAdding(false)} />
      )}
    </Card>
  );
}

type Field = 'min_amount_donation' | 'min_amount_collection' | 'valid_from' | 'valid_notafter';

function ReceiptConfigurationDialog({
  organizationId,
  onClose,
}: {
  organizationId: number;
  onClose: () => void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    min_amount_donation: '',
    min_amount_collection: '',
    valid_from: toBusinessDay(new Date()),
    valid_notafter: '',
  });
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const donation = parseGermanAmount(values.min_amount_donation);
  const collection = parseGermanAmount(values.min_amount_collection);
  const isValid =
    donation !== null && collection !== null && donation >= 0 && collection >= 0 && values.valid_from !== '';
  const create = useMutation({
    mutationFn: () =>
      createReceiptConfiguration(organizationId, {
        min_amount_donation: centsToDecimalString(donation ?? 0),
        min_amount_collection: centsToDecimalString(collection ?? 0),
        valid_from: values.valid_from,
        valid_notafter: values.valid_notafter === '' ? null : values.valid_notafter,
      }),
    meta: { handledStatuses: 'all' },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: receiptConfigurationsQuery(organizationId).queryKey });
      messageStore.showSuccess(M.receiptsSaved);
      onClose();
    },
    onError: (error) => {
      const { fields, rest } = splitRefusal(error, [
        'min_amount_donation',
        'min_amount_collection',
        'valid_from',
        'valid_notafter',
      ] as const);
      setServerErrors(fields);
      messageStore.showError(rest ? `${M.receiptsFailed}: ${rest}` : M.receiptsFailed);
    },
  });
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const amountError = (field: Field, cents: number | null) =>
    (values[field] !== '' && cents === null ? M.amountInvalid : undefined) ?? serverErrors[field];

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 450, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{M.receiptsDialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={M.receiptsMinDonation}
            value={values.min_amount_donation}
            onChange={set('min_amount_donation')}
            required
            error={Boolean(amountError('min_amount_donation', donation))}
            helperText={amountError('min_amount_donation', donation)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label={M.receiptsMinCollection}
            value={values.min_amount_collection}
            onChange={set('min_amount_collection')}
            required
            error={Boolean(amountError('min_amount_collection', collection))}
            helperText={amountError('min_amount_collection', collection)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            type="date"
            label={M.receiptsValidFrom}
            value={values.valid_from}
            onChange={set('valid_from')}
            required
            error={Boolean(serverErrors.valid_from)}
            helperText={serverErrors.valid_from}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={M.receiptsValidUntil}
            value={values.valid_notafter}
            onChange={set('valid_notafter')}
            error={Boolean(serverErrors.valid_notafter)}
            helperText={serverErrors.valid_notafter ?? M.receiptsOpenEnded}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={create.isPending}>
          {M.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => create.mutate()}
          disabled={!isValid || create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {M.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
