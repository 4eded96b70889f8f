/**
 * After the gift: the organisation's thank-you text with its placeholders filled by the server, the
 * SEPA mandate reference and first debit day, why a receipt wish below the organisation's minimum
 * gets no receipt, and the share step — a button per channel switched on
 * in socialMedia, the phone's own share sheet where the browser has one, and the text to copy.
 */
import type { DonationReceipt } from '@kollekta/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { formatIsoDay } from '../../lib/date-format';
import { GIVING_FORM_MESSAGES } from '../messages';
import { buildShareLinks } from '../share-links';

type Props = {
  receipt: DonationReceipt;
  socialMedia: readonly string[];
  /** the direct link of the app with this purpose */
  link: string;
  organizationName: string;
  onRestart: () => void;
};

export function ThankYou({ receipt, socialMedia, link, organizationName, onRestart }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const links = buildShareLinks(socialMedia, { text: receipt.share_text, link, subject: organizationName });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

  const handleShare = () => {
    // a dismissed share sheet rejects: nothing to tell the donor
    navigator.share({ text: receipt.share_text, url: link }).catch(() => undefined);
  };
  const handleCopy = () => {
    navigator.clipboard.writeText(receipt.share_text).then(
      () => setIsCopied(true),
      () => setIsCopied(false),
    );
  };

  return (
    // centred by its margins, which (unlike justify-content) never cut off the top when it scrolls
    <Stack sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      <Stack sx={{ gap: 1.25, my: 'auto' }}>
        <Paper sx={{ p: 1.5, color: 'text.primary', borderRadius: 2 }}>
          <Typography
            ref={heading}
            tabIndex={-1}
            component="h1"
            sx={{ fontWeight: 700, fontSize: '1.2rem', mb: 0.5, outline: 'none' }}
          >
            {GIVING_FORM_MESSAGES.thankYou}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {receipt.thank_you_text}
          </Typography>
          {receipt.mandate_reference && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {GIVING_FORM_MESSAGES.mandateReference(receipt.mandate_reference)}
            </Typography>
          )}
          {receipt.first_due_day && (
            <Typography variant="body2">
              {GIVING_FORM_MESSAGES.firstDue(formatIsoDay(receipt.first_due_day))}
            </Typography>
          )}
          {receipt.receipt_note && (
            // the receipt wish is below the organisation's minimum: the server's text says why
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {receipt.receipt_note}
            </Typography>
          )}
        </Paper>
        {(links.length > 0 || canShare || canCopy) && (
          <Stack component="section" aria-labelledby="share-heading" sx={{ gap: 0.75 }}>
            <Typography id="share-heading" component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
              {GIVING_FORM_MESSAGES.share}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {links.map((share) => (
                <Button
                  key={share.channel}
                  component="a"
                  href={share.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="contained"
                  aria-label={GIVING_FORM_MESSAGES.shareVia(share.name)}
                  sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
                >
                  {share.name}
                </Button>
              ))}
              {canShare && (
                <Button variant="outlined" color="inherit" onClick={handleShare}>
                  {GIVING_FORM_MESSAGES.shareNative}
                </Button>
              )}
              {canCopy && (
                <Button variant="outlined" color="inherit" onClick={handleCopy}>
                  {GIVING_FORM_MESSAGES.copyText}
                </Button>
              )}
            </Stack>
            {isCopied && (
              <Typography role="status" variant="body2">
                {GIVING_FORM_MESSAGES.copied}
              </Typography>
            )}
          </Stack>
        )}
        <Button color="inherit" onClick={onRestart} sx={{ alignSelf: 'flex-start' }}>
          {GIVING_FORM_MESSAGES.giveAgain}
        </Button>
      </Stack>
    </Stack>
  );
}
