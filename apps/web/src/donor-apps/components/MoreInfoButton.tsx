/** 'Mehr erfahren' about a collection: its description and website, where the plan has them. */
import type { PublicWebAppCollection } from '@kollekta/contract';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DONOR_MESSAGES } from '../messages';

export function MoreInfoButton({ collection }: { collection: PublicWebAppCollection }) {
  const [isOpen, setIsOpen] = useState(false);
  if (!collection.description && !collection.website) return null;
  return (
    <>
      <IconButton color="inherit" aria-label={DONOR_MESSAGES.moreInfo} onClick={() => setIsOpen(true)}>
        <InfoOutlinedIcon />
      </IconButton>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>{collection.text}</DialogTitle>
        <DialogContent>
          <Typography sx={{ whiteSpace: 'pre-line' }}>
            {collection.description ?? DONOR_MESSAGES.noDescription}
          </Typography>
          {collection.website && (
            <Link
              href={collection.website}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-block', mt: 1.5 }}
            >
              {DONOR_MESSAGES.website}
            </Link>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsOpen(false)}>{DONOR_MESSAGES.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
