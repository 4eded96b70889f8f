/**
 * The mails after a gift, sent once it is committed (the outbox is written outside the gift's
 * transaction): a SEPA donor who gave an address gets the confirmation that pre-notifies the debit
 * (for a recurring gift with the link that ends it),
 * the organisation's `recurring_payments` contacts hear of the new recurring gift, and its
 * `newsletter_signup` contacts of a donor asking for more information.
 */
import type { CheckedDonation } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import {
  renderDonorOneOffMail,
  renderDonorRecurringMail,
  renderInformationRequestMail,
  renderNewRecurringGiftMail,
} from './giving-mails';
import type { GivingState } from './giving-state';
import { findContactEmails } from './online-giving.repository';
import type { BookedSepaGift } from './sepa-gift';

/** The public page that ends a recurring gift (built by the web app's recurring-gift page). */
export function recurringCancelUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/#/dauerspende/beenden/${token}`;
}

export async function sendGiftMails(
  context: AppContext,
  values: {
    state: GivingState;
    donation: CheckedDonation;
    collection: string;
    booked: BookedSepaGift | null;
  },
): Promise<void> {
  const { state, donation, collection, booked } = values;
  const organizationName = state.organization.name;
  if (donation.recurringInterval && booked?.cancelToken && state.creditor) {
    const gift = {
      organizationName,
      collection,
      amountCents: donation.amountCents,
      currency: 'EUR',
      interval: donation.recurringInterval,
      firstDueDay: booked.firstDueDay,
    };
    if (donation.email) {
      await context.mail.send(
        renderDonorRecurringMail(
          {
            ...gift,
            creditorName: state.creditor.creditor_name,
            creditorIdentifier: state.creditor.creditor_identifier,
            mandateReference: booked.mandateReference,
            cancelUrl: recurringCancelUrl(context.config.publicUrl, booked.cancelToken),
          },
          donation.email,
        ),
      );
    }
    const donorName = donation.person
      ? `${donation.person.first_name} ${donation.person.last_name}`
      : (donation.sepa?.accountHolder ?? '');
    for (const contact of await findContactEmails(context.db, state.organization.id, 'recurring_payments')) {
      await context.mail.send(renderNewRecurringGiftMail({ ...gift, donorName }, contact.email));
    }
  }
  if (!donation.recurringInterval && donation.email && booked && state.creditor) {
    await context.mail.send(
      renderDonorOneOffMail(
        {
          organizationName,
          collection,
          amountCents: donation.amountCents,
          currency: 'EUR',
          firstDueDay: booked.firstDueDay,
          creditorName: state.creditor.creditor_name,
          creditorIdentifier: state.creditor.creditor_identifier,
          mandateReference: booked.mandateReference,
        },
        donation.email,
      ),
    );
  }
  if (donation.wantsInformation && donation.email) {
    await sendInformationRequestMails(context, {
      organizationId: state.organization.id,
      organizationName,
      collection,
      email: donation.email,
      name: donation.person ? `${donation.person.first_name} ${donation.person.last_name}` : null,
    });
  }
}

export async function sendInformationRequestMails(
  context: AppContext,
  values: {
    organizationId: number;
    organizationName: string;
    collection: string;
    email: string;
    name: string | null;
  },
): Promise<void> {
  for (const contact of await findContactEmails(context.db, values.organizationId, 'newsletter_signup')) {
    await context.mail.send(renderInformationRequestMail(values, contact.email));
  }
}
