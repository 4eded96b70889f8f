/** Where a mail of the outbox stands: sent, waiting, or failed with the server's error. */
import type { OutboxMail } from '@kollekta/contract';
import Chip from '@mui/material/Chip';
import { formatDateTime } from '../../../lib/date-format';
import { OUTBOX_MESSAGES as TEXT } from '../messages';

export function outboxStatusText(mail: Pick<OutboxMail, 'sent_at' | 'error'>): string {
  if (mail.sent_at) return TEXT.sentAt(formatDateTime(mail.sent_at));
  if (mail.error) return TEXT.failed(mail.error);
  return TEXT.waiting;
}

export function OutboxStatus({ mail }: { mail: Pick<OutboxMail, 'sent_at' | 'error'> }) {
  const color = mail.sent_at ? 'success' : mail.error ? 'error' : 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant="outlined"
      label={outboxStatusText(mail)}
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
