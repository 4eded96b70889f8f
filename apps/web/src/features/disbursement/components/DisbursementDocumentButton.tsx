/** 'Beleg herunterladen': the PDF of a disbursement, fetched with the signed-in token. */
import type { Disbursement } from '@kollekta/contract';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import { describeApiError } from '../../../lib/api-client';
import { MESSAGE_BAR_MESSAGES, messageStore } from '../../message-bars';
import { downloadDisbursementDocument } from '../api';
import { DISBURSEMENT_PAGE_MESSAGES as M } from '../messages';

export function DisbursementDocumentButton({
  document,
  subject,
}: {
  document: Disbursement['documents'][number];
  subject: string;
}) {
  const download = useMutation({
    mutationFn: () => downloadDisbursementDocument(document),
    meta: { handledStatuses: 'all' },
    onError: (error) => messageStore.showError(MESSAGE_BAR_MESSAGES.transferError(describeApiError(error))),
  });
  return (
    <Button
      size="small"
      startIcon={download.isPending ? <CircularProgress size={14} /> : <DownloadIcon />}
      disabled={download.isPending}
      onClick={() => download.mutate()}
      aria-label={M.downloadFor(subject)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {download.isPending ? M.downloading : M.download}
    </Button>
  );
}
