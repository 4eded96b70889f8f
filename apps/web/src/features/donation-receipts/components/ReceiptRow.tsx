/**
 * One receipt request of 'Zuwendungsbestätigungen': status, donor with address, purpose, amount,
 * date and number, and the actions on its receipt. A download fetches the PDF and then asks for the
 * list again, so that the row shows who opened it first ('Heruntergeladen am … von …').
 */
import type { DonationReceiptRequest, IssuedReceipt } from '@kollekta/contract';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../lib/date-format';
import { formatGiftAmount } from '../../recurring-payments';
import { donationReceiptKeys, downloadDonationReceipt } from '../api';
import { DONATION_RECEIPTS_MESSAGES as TEXT } from '../messages';
import { isReceiptActive } from '../receipt-status';
import { ArchiveReceiptDialog } from './ArchiveReceiptDialog';
import { CorrectReceiptDialog } from './CorrectReceiptDialog';
import { ReceiptStatusLabel } from './ReceiptStatusLabel';

export function donorName(request: DonationReceiptRequest): string {
  return `${request.person_data.first_name} ${request.person_data.last_name}`.trim();
}

export function ReceiptRow({ request }: { request: DonationReceiptRequest }) {
  const { person_data: person, receipt } = request;
  const [dialog, setDialog] = useState<'archive' | 'correct' | null>(null);
  return (
    <TableRow hover>
      <TableCell>
        <ReceiptStatusLabel request={request} />
      </TableCell>
      <TableCell sx={{ minWidth: 150, maxWidth: 260, overflowWrap: 'anywhere' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {donorName(request)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {person.street}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${person.postal_code} ${person.city}`.trim()}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 120, overflowWrap: 'break-word' }}>{request.purpose.name}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatGiftAmount(request.amount, request.currency)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(request.created_at)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {receipt?.number ?? ''}
        {receipt?.replaces && (
          <Typography variant="caption" color="text.secondary" component="div">
            {TEXT.replaces(receipt.replaces)}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {receipt && (
          <Stack direction="row" sx={{ gap: 0.5 }}>
            <DownloadButton receipt={receipt} />
            {isReceiptActive(request) && (
              <>
                <Tooltip title={TEXT.correct}>
                  <IconButton
                    size="small"
                    onClick={() => setDialog('correct')}
                    aria-label={TEXT.correctFor(receipt.number)}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={TEXT.archive}>
                  <IconButton
                    size="small"
                    color="error"
                    onClick={() => setDialog('archive')}
                    aria-label={TEXT.archiveFor(receipt.number)}
                  >
                    <ArchiveOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            )}
          </Stack>
        )}
        {receipt && dialog === 'archive' && (
          <ArchiveReceiptDialog
            receipt={receipt}
            donorName={donorName(request)}
            onClose={() => setDialog(null)}
          />
        )}
        {receipt && dialog === 'correct' && (
          <CorrectReceiptDialog request={request} receipt={receipt} onClose={() => setDialog(null)} />
        )}
      </TableCell>
    </TableRow>
  );
}

function DownloadButton({ receipt }: { receipt: IssuedReceipt }) {
  const queryClient = useQueryClient();
  const download = useMutation({
    mutationFn: () => downloadDonationReceipt(receipt),
    // the first download is recorded: the row then says when and by whom
    onSettled: () => queryClient.invalidateQueries({ queryKey: donationReceiptKeys.lists }),
  });
  return (
    <Tooltip title={download.isPending ? TEXT.downloading : TEXT.download}>
      <span>
        <IconButton
          size="small"
          color="primary"
          disabled={download.isPending}
          onClick={() => download.mutate()}
          aria-label={TEXT.downloadFor(receipt.number)}
        >
          {download.isPending ? <CircularProgress size={18} /> : <DownloadIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
