/**
 * 'Benachrichtigungsmail versenden' on the collection card (planning.md §2, §6): shown when the
 * organisation may announce the plan (READ_CPLAN, the advanced notification feature, contacts for
 * announcements, a plan not started yet); asks 'Benachrichtigungsmail wirklich versenden?' with the
 * name and e-mail address of each contact, then the server sends one mail per contact.
 */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import { checkQrNotification, findAnnouncementRecipients } from '@kollekta/domain';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messageStore } from '../../message-bars';
import { canDo } from '../../organizations';
import { sendQrNotification } from '../api';
import { NOTIFICATIONS_MESSAGES, QR_MAIL_MESSAGES } from '../messages';

type Props = {
  plan: CollectionPlan;
  organization: OrganizationDetail;
};

export function QrNotificationCardAction({ plan, organization }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const recipients = findAnnouncementRecipients(organization.contacts);
  const send = useMutation({
    mutationFn: () => sendQrNotification(plan.id, organization.url),
    onSuccess: () => {
      setIsOpen(false);
      messageStore.showSuccess(QR_MAIL_MESSAGES.sent);
    },
    // a refusal (feature ended meanwhile, plan started) comes as the server's German text
    onError: () => setIsOpen(false),
  });
  const refusal = checkQrNotification({
    canReadPlans: canDo(organization, 'READ_CPLAN'),
    hasAdvancedNotification: organization.valid_features.includes('AdvancedNotificationFeature'),
    recipientCount: recipients.length,
    hasStarted: plan.hasStarted,
  });
  if (refusal !== null) return null;

  return (
    <>
      <Tooltip title={QR_MAIL_MESSAGES.actionLabel(plan.name)}>
        <Button size="small" startIcon={<ForwardToInboxOutlinedIcon />} onClick={() => setIsOpen(true)}>
          {QR_MAIL_MESSAGES.action}
        </Button>
      </Tooltip>
      <Dialog
        open={isOpen}
        onClose={send.isPending ? undefined : () => setIsOpen(false)}
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { width: 450, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
      >
        <DialogTitle id={titleId}>{QR_MAIL_MESSAGES.title}</DialogTitle>
        <DialogContent>
          <Typography>{QR_MAIL_MESSAGES.text(plan.name)}</Typography>
          <List dense aria-label={NOTIFICATIONS_MESSAGES.contactList}>
            {recipients.map((recipient) => (
              <ListItem key={recipient.id} disableGutters>
                <ListItemText
                  primary={recipient.name ?? NOTIFICATIONS_MESSAGES.noName}
                  secondary={recipient.email}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setIsOpen(false)} disabled={send.isPending}>
            {QR_MAIL_MESSAGES.no}
          </Button>
          <Button
            variant="contained"
            onClick={() => send.mutate()}
            disabled={send.isPending}
            startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {QR_MAIL_MESSAGES.yes}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
