/**
 * `#/o/{id}/evaluation/invoicing` ({host}.invoicing; management/invoices leads here too): the
 * organisation's billing documents (administration.md §2 "Billing ('Abrechnungen')"): invoices
 * ('Rechnung') and booking reports ('Abgleichliste') per period with their amount, whether and by
 * whom they were first opened, and a download.
 */
import type { BillingDocument } from '@kollekta/contract';
import { decimalStringToCents, formatBillingPeriod, formatMoney } from '@kollekta/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { describeApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-format';
import { messageStore } from '../../message-bars';
import { useCurrentOrganizationId } from '../../organizations';
import { billingDocumentKeys, billingDocumentsQuery, downloadBillingDocument } from '../api';
import { BILLING_DOCUMENT_PAGE_MESSAGES as M } from '../messages';

export function BillingDocumentsPage() {
  const id = useCurrentOrganizationId();
  if (id === null) return <Navigate to="/" replace />;
  return <BillingDocuments organizationId={id} />;
}

function BillingDocuments({ organizationId }: { organizationId: number }) {
  const documents = useQuery(billingDocumentsQuery(organizationId));
  if (documents.isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status">
        <CircularProgress size={24} />
        <Typography>{M.loading}</Typography>
      </Stack>
    );
  }
  if (documents.isError) return <Alert severity="error">{describeApiError(documents.error)}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {M.title}
      </Typography>
      <Typography color="text.secondary">{M.intro}</Typography>
      {documents.data.length === 0 ? (
        <Alert severity="info">{M.empty}</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={M.table}>
            <TableHead>
              <TableRow>
                <TableCell>{M.columns.period}</TableCell>
                <TableCell>{M.columns.type}</TableCell>
                <TableCell>{M.columns.number}</TableCell>
                <TableCell align="right">{M.columns.amount}</TableCell>
                <TableCell>{M.columns.state}</TableCell>
                <TableCell>{M.columns.action}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {documents.data.map((document_) => (
                <DocumentRow key={document_.id} document_={document_} organizationId={organizationId} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

function DocumentRow({ document_, organizationId }: { document_: BillingDocument; organizationId: number }) {
  const queryClient = useQueryClient();
  const download = useMutation({
    mutationFn: () => downloadBillingDocument(document_),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingDocumentKeys.all(organizationId) }),
    onError: (error) => messageStore.showError(describeApiError(error)),
  });
  const period = formatBillingPeriod({ start: document_.period_start, end: document_.period_end });
  return (
    <TableRow>
      <TableCell>{period}</TableCell>
      <TableCell>{document_.label}</TableCell>
      <TableCell>{document_.number ?? '–'}</TableCell>
      <TableCell align="right">
        {formatMoney(decimalStringToCents(document_.gross_total) ?? 0, 'EUR')}
      </TableCell>
      <TableCell>
        {document_.first_download
          ? M.downloaded(formatDate(document_.first_download.date), document_.first_download.user)
          : M.unopened}
      </TableCell>
      <TableCell>
        <Button
          size="small"
          startIcon={download.isPending ? <CircularProgress size={14} /> : <DownloadIcon />}
          disabled={download.isPending}
          onClick={() => download.mutate()}
          aria-label={`${M.download}: ${document_.label} ${period}`}
        >
          {download.isPending ? M.downloading : M.download}
        </Button>
      </TableCell>
    </TableRow>
  );
}
