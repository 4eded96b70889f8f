/**
 * The stop-cash page `#/securely_stop_cash_payments/{token}/?organization_id=` without sign-in
 * (administration.md "Public pages", §8): a dialog that cannot be closed, with the forwarding order's
 * summary (collection, organisation, count of payments, sums online, card terminal, cash and total)
 * and 'abschließen'; then 'Sie haben die Sammlung {collection} erfolgreich abgeschlossen.' or the
 * server's message ('Something went wrong' when it gave none).
 */
import type { SecureDisbursement } from '@kollekta/contract';
import { decimalStringToCents, formatMoney } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError, readDetail } from '../../../lib/api-client';
import { secureDisbursementQuery, stopCashBySecureLink } from '../api';
import { describeLoadFailure } from '../load-failure';
import { PUBLIC_PAGE_TEXT, STOP_CASH_PAGE_TEXT as TEXT } from '../messages';

export function StopCashPaymentsPage() {
  const token = useParams().token?.trim() ?? '';
  const organizationId = Number(useSearchParams()[0].get('organization_id'));
  const isLinkComplete = token !== '' && Number.isInteger(organizationId) && organizationId > 0;
  const query = useQuery({ ...secureDisbursementQuery(token, organizationId), enabled: isLinkComplete });
  const stop = useMutation({
    mutationFn: () => stopCashBySecureLink(token, organizationId),
    meta: { handledStatuses: 'all' },
  });
  const titleId = useId();

  let content: ReactNode;
  if (!isLinkComplete || query.isError) {
    content = (
      <Alert severity="error">
        {isLinkComplete ? describeLoadFailure(query.error) : PUBLIC_PAGE_TEXT.linkInvalid}
      </Alert>
    );
  } else if (query.isPending) {
    content = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography>{PUBLIC_PAGE_TEXT.loading}</Typography>
      </Stack>
    );
  } else {
    const disbursement = stop.data ?? query.data;
    content = (
      <Stack spacing={2}>
        <Summary disbursement={disbursement} />
        {stop.isSuccess ? (
          <Alert severity="success">{TEXT.success(disbursement.collection_name)}</Alert>
        ) : stop.isError ? (
          <Alert severity="error">{describeStopFailure(stop.error)}</Alert>
        ) : disbursement.stop_cash_payments !== null ? (
          <Alert severity="info">{TEXT.alreadyStopped}</Alert>
        ) : disbursement.has_entered_cash ? (
          <Alert severity="warning">{TEXT.cashWaiting}</Alert>
        ) : (
          <Typography color="text.secondary">{TEXT.consequence}</Typography>
        )}
      </Stack>
    );
  }
  const canStop =
    query.isSuccess &&
    !stop.isSuccess &&
    !stop.isError &&
    query.data.stop_cash_payments === null &&
    !query.data.has_entered_cash;

  return (
    // no onClose and no escape: the page is this dialog (administration.md "the dialog cannot be closed")
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{TEXT.title}</DialogTitle>
      <DialogContent dividers>{content}</DialogContent>
      {canStop && (
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button
            variant="contained"
            onClick={() => stop.mutate()}
            disabled={stop.isPending}
            startIcon={stop.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {stop.isPending ? TEXT.stopping : TEXT.stop}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

function describeStopFailure(error: unknown): string {
  if (isApiError(error) && error.status === 404) return PUBLIC_PAGE_TEXT.linkInvalid;
  return readDetail(error) ?? TEXT.failed;
}

function Summary({ disbursement }: { disbursement: SecureDisbursement }) {
  const money = (amount: string) => formatMoney(decimalStringToCents(amount) ?? 0, disbursement.currency);
  const rows: [string, string][] = [
    [TEXT.collection, disbursement.collection_name],
    [TEXT.organization, disbursement.organization_name],
    [TEXT.countPayments, String(disbursement.count_payments)],
    [TEXT.online, money(disbursement.sum_amount_ecom)],
    [TEXT.pos, money(disbursement.sum_amount_pos)],
    [TEXT.cash, money(disbursement.sum_amount_cash)],
    [TEXT.total, money(disbursement.sum_amount_total)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(8em, auto) 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {rows.map(([label, value], index) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: index === rows.length - 1 ? 600 : undefined }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
