/**
 * The cash dialog of a collection (planning.md §2 "Cash collection dialog"), 44em wide: the cash
 * entered for the plan at this organisation with its sum, edit and confirm per entry, and a button
 * for a new cash collection. Opening it opens the add form at once when no entry waits. Saving and
 * confirming report in the snackbar at the bottom, in view above the dialogs.
 */
import type { CashPayment, CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import type { Currency } from '@kollekta/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '../../../lib/date-format';
import { canDo } from '../../organizations';
import { useCurrentUser } from '../../session';
import { cashPaymentsQuery } from '../api';
import { formatCashAmount } from '../cash-display';
import { CASH_UI_MESSAGES } from '../messages';
import { CashEntryDialog } from './CashEntryDialog';
import { CashPaymentsTable } from './CashPaymentsTable';
import { ConfirmCashDialog } from './ConfirmCashDialog';

const SNACKBAR_MS = 4000;

type Props = {
  plan: CollectionPlan;
  organization: OrganizationDetail;
  onClose: () => void;
};

/** The add form (payment null) or the edit form of one entry. */
type EntryRequest = { payment: CashPayment | null };

export function CashDialog({ plan, organization, onClose }: Props) {
  const titleId = useId();
  const user = useCurrentUser();
  const currency = organization.currency as Currency;
  const { data: payments, isPending } = useQuery(cashPaymentsQuery(organization.id, plan.id));
  const canEnter = canDo(organization, 'MEMBER') || canDo(organization, 'WRITE');
  const [entry, setEntry] = useState<EntryRequest | null>(null);
  // by id: after a reload the confirmation shows (and confirms) the entry as it now is
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  const confirming = payments?.find((payment) => payment.id === confirmingId) ?? null;
  const [notice, setNotice] = useState<string | null>(null);

  // "Opening it also opens the add form automatically if no entered payments exist."
  const hasDecided = useRef(false);
  useEffect(() => {
    if (hasDecided.current || !payments) return;
    hasDecided.current = true;
    if (canEnter && !payments.some((payment) => payment.state === 'entered')) setEntry({ payment: null });
  }, [payments, canEnter]);

  const handleSaved = (saved: CashPayment) => {
    setEntry(null);
    setNotice(
      CASH_UI_MESSAGES.saved(formatCashAmount(saved.amount, currency), formatDate(saved.collection_datetime)),
    );
  };

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { width: '44em', maxWidth: 'calc(100% - 32px)', m: 2 } } }}
      >
        <DialogTitle id={titleId}>
          {CASH_UI_MESSAGES.dialogTitle}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {plan.name}
          </Typography>
        </DialogTitle>
        <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
          {isPending || !payments ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status">
              <CircularProgress size={24} />
              <Typography>{CASH_UI_MESSAGES.loading}</Typography>
            </Stack>
          ) : payments.length === 0 ? (
            <Typography sx={{ py: 2 }}>{CASH_UI_MESSAGES.empty}</Typography>
          ) : (
            <CashPaymentsTable
              payments={payments}
              currency={currency}
              user={user}
              onEdit={(payment) => setEntry({ payment })}
              onConfirm={(payment) => setConfirmingId(payment.id)}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
          {canEnter && (
            <Button startIcon={<AddIcon />} onClick={() => setEntry({ payment: null })}>
              {CASH_UI_MESSAGES.newCollection}
            </Button>
          )}
          <Button variant="contained" onClick={onClose}>
            {CASH_UI_MESSAGES.close}
          </Button>
        </DialogActions>
      </Dialog>
      {entry && (
        <CashEntryDialog
          plan={plan}
          organization={organization}
          payment={entry.payment}
          onClose={() => setEntry(null)}
          onSaved={handleSaved}
          onFailed={() => setNotice(CASH_UI_MESSAGES.saveFailed)}
        />
      )}
      {confirming && (
        <ConfirmCashDialog
          payment={confirming}
          currency={currency}
          organizationId={organization.id}
          onClose={() => setConfirmingId(null)}
          onConfirmed={() => setNotice(CASH_UI_MESSAGES.confirmed)}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={SNACKBAR_MS}
        onClose={() => setNotice(null)}
        message={notice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
