/**
 * The payment step of both apps. Where the organisation takes gifts online, the giving form, then
 * the thank-you and share step (or, for a provider with its own page, the way there); otherwise it
 * says plainly that online giving is not enabled here — nothing pretends to take money.
 */
import type { DonationReceipt, PublicWebApp, PublicWebAppCollection } from '@kollekta/contract';
import { collectionAppPath, donationAppPath, formatMoney, type WebApp } from '@kollekta/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { sendDonation, useGivingOptions } from '../api';
import { DONOR_MESSAGES, GIVING_FORM_MESSAGES } from '../messages';
import { redirectTo } from '../navigation';
import { buildDirectLink } from '../share-links';
import { GivingForm } from './GivingForm';
import { LoadingScreen, MessageScreen } from './MessageScreen';
import { PaymentStep } from './PaymentStep';
import { ThankYou } from './ThankYou';

type Props = {
  data: PublicWebApp;
  app: WebApp;
  collection: PublicWebAppCollection;
  cents: number;
  /** back to the amount, keeping nothing of the form */
  onBack: () => void;
  /** after the thank-you: start again with the purpose */
  onRestart: () => void;
};

export function GivingStep(props: Props) {
  const { data, collection, cents, onBack } = props;
  if (!data.online_payment_available)
    return (
      <PaymentStep
        cents={cents}
        currency={data.organization.currency}
        purpose={collection.text}
        onBack={onBack}
      />
    );
  return <OnlineGiving {...props} />;
}

function OnlineGiving({ data, app, collection, cents, onBack, onRestart }: Props) {
  const organizationId = data.organization.id;
  const currency = data.organization.currency;
  const { state, retry } = useGivingOptions(organizationId, app);
  const [receipt, setReceipt] = useState<DonationReceipt | null>(null);

  const handleGiven = (given: DonationReceipt) => {
    setReceipt(given);
    // the test provider (and any real one) confirms the payment on its own page
    if (given.redirect_url) redirectTo(given.redirect_url);
  };

  if (receipt?.redirect_url) return <MessageScreen inline text={GIVING_FORM_MESSAGES.redirecting} />;
  if (receipt && state.kind === 'ready')
    return (
      <ThankYou
        receipt={receipt}
        socialMedia={state.options.social_media}
        link={buildDirectLink(
          window.location.origin,
          app === 'john' ? collectionAppPath(organizationId) : donationAppPath(organizationId),
          collection.id,
        )}
        organizationName={data.organization.name}
        onRestart={onRestart}
      />
    );
  if (state.kind === 'loading') return <LoadingScreen inline />;
  if (state.kind === 'failed')
    return <MessageScreen inline text={GIVING_FORM_MESSAGES.optionsFailed} onRetry={retry} />;
  if (state.kind === 'unavailable')
    return <PaymentStep cents={cents} currency={currency} purpose={collection.text} onBack={onBack} />;

  return (
    // the form is longer than a phone's screen (or the 285 px preview): it scrolls above the footer
    <Stack sx={{ flex: 1, minHeight: 0, gap: 1, overflowY: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography
          component="h1"
          sx={{ flex: 1, fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
        >
          {DONOR_MESSAGES.summary(formatMoney(cents, currency), collection.text)}
        </Typography>
        <Button color="inherit" size="small" onClick={onBack} sx={{ flexShrink: 0 }}>
          {DONOR_MESSAGES.changeAmount}
        </Button>
      </Stack>
      <GivingForm
        options={state.options}
        collectionId={collection.id}
        cents={cents}
        currency={currency}
        send={(body) => sendDonation(organizationId, app, body)}
        onGiven={handleGiven}
      />
    </Stack>
  );
}
