/**
 * One mail of the outbox: its text part with clickable links, its HTML part in a sandboxed frame
 * (`sandbox=""`: no scripts, no forms, no access to the app) and the names of its attachments.
 */
import type { OutboxMail } from '@kollekta/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/date-format';
import { formatSize, splitLinks } from '../mail-text';
import { OUTBOX_MESSAGES as TEXT } from '../messages';
import { OutboxStatus } from './OutboxStatus';

export function OutboxMailDialog({ mail, onClose }: { mail: OutboxMail | null; onClose: () => void }) {
  return (
    <Dialog open={mail !== null} onClose={onClose} maxWidth="md" fullWidth scroll="paper">
      {mail && (
        <>
          <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{mail.subject || TEXT.noSubject}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
                <Typography component="dt" color="text.secondary">
                  {TEXT.dialogRecipient}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {mail.recipient}
                </Typography>
                <Typography component="dt" color="text.secondary">
                  {TEXT.dialogDate}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {formatDateTime(mail.created_at)}
                </Typography>
                <Typography component="dt" color="text.secondary">
                  {TEXT.columns.status}
                </Typography>
                <Box component="dd" sx={{ m: 0 }}>
                  <OutboxStatus mail={mail} />
                </Box>
              </Box>
              <section aria-label={TEXT.textPart}>
                <Typography variant="h3" gutterBottom>
                  {TEXT.textPart}
                </Typography>
                <Typography
                  component="pre"
                  data-testid="outbox-mail-text"
                  sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
                >
                  {splitLinks(mail.body_text).map((piece, index) =>
                    piece.kind === 'link' ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
                      <Link key={index} href={piece.href} target="_blank" rel="noopener noreferrer">
                        {piece.href}
                      </Link>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
                      <span key={index}>{piece.text}</span>
                    ),
                  )}
                </Typography>
              </section>
              <section aria-label={TEXT.htmlPart}>
                <Typography variant="h3" gutterBottom>
                  {TEXT.htmlPart}
                </Typography>
                {mail.body_html ? (
                  <Box
                    component="iframe"
                    title={TEXT.htmlFrame}
                    sandbox=""
                    srcDoc={mail.body_html}
                    sx={{ width: '100%', height: 360, border: 1, borderColor: 'divider', bgcolor: '#fff' }}
                  />
                ) : (
                  <Typography color="text.secondary">{TEXT.noHtml}</Typography>
                )}
              </section>
              <section aria-label={TEXT.attachments}>
                <Typography variant="h3" gutterBottom>
                  {TEXT.attachments}
                </Typography>
                {mail.attachments.length === 0 ? (
                  <Typography color="text.secondary">{TEXT.noAttachments}</Typography>
                ) : (
                  <List dense disablePadding>
                    {mail.attachments.map((attachment, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: two attachments may share a name
                      <ListItem key={index} disableGutters>
                        <ListItemIcon sx={{ minWidth: 32 }}>
                          <AttachFileIcon fontSize="small" />
                        </ListItemIcon>
                        <ListItemText
                          primary={attachment.name}
                          secondary={`${attachment.content_type}, ${formatSize(attachment.size)}`}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </section>
              {mail.error && <Alert severity="error">{TEXT.failed(mail.error)}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{TEXT.close}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
