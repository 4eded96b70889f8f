/**
 * The cash submission page `#/cash_payment_submission/{token}/` without sign-in (administration.md
 * "Public pages": "dialog with amount entry and cash split, followed by a success dialog"): the cash
 * dialog of the app in its anonymous mode, so that amounts and counts are checked exactly as there;
 * the server enters the cash for the link's collection, to be confirmed by a user of the parish.
 */
import type { CashSubmission } from '@kollekta/contract';
import { type Currency, decimalStringToCents, formatMoney } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { formatDate } from '../../../lib/date-format';
import { CashEntryDialog } from '../../cash';
import { cashSubmissionQuery, submitCash } from '../api';
import { describeLoadFailure } from '../load-failure';
import { PUBLIC_PAGE_TEXT, CASH_PAGE_TEXT as TEXT } from '../messages';
import { PublicPageCard } from './PublicPageCard';

const PAGE_TITLE = 'Barsammlung eintragen';

export function CashSubmissionPage() {
  const token = useParams().token?.trim() ?? '';
  const query = useQuery({ ...cashSubmissionQuery(token), enabled: token !== '' });
  const [submitted, setSubmitted] = useState<CashSubmission | null>(null);
  // a new key opens a fresh, empty dialog for the next entry
  const [round, setRound] = useState(0);
  const successId = useId();

  if (token === '' || query.isError) {
    return (
      <PublicPageCard title={PAGE_TITLE}>
        <Alert severity="error">
          {token === '' ? PUBLIC_PAGE_TEXT.linkInvalid : describeLoadFailure(query.error)}
        </Alert>
      </PublicPageCard>
    );
  }
  if (query.isPending) {
    return (
      <PublicPageCard title={PAGE_TITLE}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>{PUBLIC_PAGE_TEXT.loading}</Typography>
        </Stack>
      </PublicPageCard>
    );
  }
  const page = query.data;
  const currency = page.currency as Currency;
  return (
    <PublicPageCard title={PAGE_TITLE}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {page.name} · {page.organization_name}
      </Typography>
      {submitted ? (
        <Dialog open aria-labelledby={successId}>
          <DialogTitle id={successId}>{TEXT.successTitle}</DialogTitle>
          <DialogContent>
            <Stack spacing={1.5}>
              <Alert severity="success">
                {TEXT.success(
                  formatMoney(decimalStringToCents(submitted.amount) ?? 0, currency),
                  formatDate(submitted.collection_datetime),
                )}
              </Alert>
              <Typography color="text.secondary">{TEXT.waitsForConfirmation}</Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button
              variant="contained"
              onClick={() => {
                setSubmitted(null);
                setRound(round + 1);
              }}
            >
              {TEXT.another}
            </Button>
          </DialogActions>
        </Dialog>
      ) : (
        <CashEntryDialog
          key={round}
          anonymous={{
            planName: page.name,
            organizationName: page.organization_name,
            currency,
            send: async (body) => setSubmitted(await submitCash(token, { ...body, currency })),
          }}
          onSaved={() => undefined}
        />
      )}
    </PublicPageCard>
  );
}
