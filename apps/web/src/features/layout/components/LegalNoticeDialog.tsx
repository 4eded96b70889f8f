/** The Impressum dialog; its text depends on the product variant. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useStaticConfiguration } from '../../configuration';
import { legalNotice } from '../legal-notice';
import { LAYOUT_MESSAGES } from '../messages';

const DEFAULT_SUPPORT_EMAIL = 'support@kollekta.de';

type Props = { open: boolean; onClose: () => void };

export function LegalNoticeDialog({ open, onClose }: Props) {
  const { data: configuration } = useStaticConfiguration();
  const notice = legalNotice(
    configuration?.variant ?? 'collection',
    configuration?.support_email ?? DEFAULT_SUPPORT_EMAIL,
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      scroll="paper"
      aria-labelledby="legal-notice-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="legal-notice-title">{notice.title}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{notice.intro}</Typography>
        {notice.sections.map((section) => (
          <section key={section.heading}>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mt: 2, mb: 0.5 }}>
              {section.heading}
            </Typography>
            {section.lines.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{LAYOUT_MESSAGES.legalNoticeClose}</Button>
      </DialogActions>
    </Dialog>
  );
}
