/**
 * Notification contacts (administration.md §3 "Contact", "Contact notification types", §5
 * "Contacts"): who gets which mails, and who may choose which kind of mail.
 *
 * Spec: "types booking_report_available and invoice_available can only be picked by superusers;
 * announce_collection is disabled with the note 'Zusatzfeature benötigt' unless the organisation has
 * the advanced notification feature. The attach-documents switch is visible to superusers only."
 */
import { isValidUserEmail } from '../auth/auth-validation';
import { NOTIFICATION_MESSAGES } from './notification-messages';

export const CONTACT_TYPES = [
  'donation_receipt',
  'newsletter_signup',
  'fill_accounting_fields',
  'invoice_available',
  'booking_report_available',
  'forward_billing_emails',
  'device_attendant',
  'recurring_payments',
  'announce_collection',
  'collection_ended',
  'direct_debit_available',
  'cash_notification',
  'intermediate_sum',
  'disbursement_order_ready',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** The contact type group "finance": the billing documents, which only superusers assign. */
export const FINANCE_CONTACT_TYPES: readonly ContactType[] = [
  'invoice_available',
  'booking_report_available',
];

/** The type that receives the QR-code mail of a collection (planning.md §6). */
export const ANNOUNCE_COLLECTION: ContactType = 'announce_collection';

export const CONTACT_NAME_MAX_LENGTH = 200;

export type ContactEditor = {
  isSuperuser: boolean;
  /** the organisation has the AdvancedNotificationFeature valid today */
  hasAdvancedNotification: boolean;
};

export type ContactTypeAvailability =
  | { isSelectable: true }
  | { isSelectable: false; reason: 'superuser_only' | 'feature_needed'; note: string | null };

/** Whether the editor may tick (or untick) a type; the web disables it, the server refuses it. */
export function getContactTypeAvailability(
  type: ContactType,
  editor: ContactEditor,
): ContactTypeAvailability {
  if (FINANCE_CONTACT_TYPES.includes(type) && !editor.isSuperuser) {
    return { isSelectable: false, reason: 'superuser_only', note: null };
  }
  if (type === ANNOUNCE_COLLECTION && !editor.hasAdvancedNotification) {
    return { isSelectable: false, reason: 'feature_needed', note: NOTIFICATION_MESSAGES.featureNeeded };
  }
  return { isSelectable: true };
}

export type ContactValues = {
  name: string | null;
  email: string | null;
  attachFiles: boolean;
  types: readonly string[];
};

export type ContactFieldErrors = Partial<Record<'name' | 'email' | 'types' | 'attach_files', string[]>>;

/** Trimmed; empty texts become null; each type once, in the spec's order. */
export function normalizeContact(values: ContactValues): ContactValues {
  const name = values.name?.trim() ?? '';
  const email = values.email?.trim() ?? '';
  return {
    name: name === '' ? null : name,
    email: email === '' ? null : email,
    attachFiles: values.attachFiles,
    types: [
      ...CONTACT_TYPES.filter((type) => values.types.includes(type)),
      ...[...new Set(values.types)].filter((type) => !(CONTACT_TYPES as readonly string[]).includes(type)),
    ],
  };
}

/**
 * The field errors of saving a contact: `before` is the stored contact (null for a new one), `after`
 * the normalised values. A type the editor may not choose may still be kept as it is: a contact an
 * administrator set up stays intact when the parish edits its e-mail.
 */
export function validateContactChange(
  editor: ContactEditor,
  before: ContactValues | null,
  after: ContactValues,
): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  // A contact exists to receive mails: without an address it would silently get none.
  if (after.email === null) errors.email = [NOTIFICATION_MESSAGES.emailNeeded];
  else if (!isValidUserEmail(after.email)) errors.email = [NOTIFICATION_MESSAGES.invalidEmail];
  if (after.name !== null && after.name.length > CONTACT_NAME_MAX_LENGTH)
    errors.name = [NOTIFICATION_MESSAGES.nameTooLong];

  const typeErrors = new Set<string>();
  const previous = new Set(before?.types ?? []);
  const next = new Set(after.types);
  for (const type of after.types) {
    if (!(CONTACT_TYPES as readonly string[]).includes(type))
      typeErrors.add(NOTIFICATION_MESSAGES.unknownType);
  }
  const changed = [...next].filter((type) => !previous.has(type));
  const removed = [...previous].filter((type) => !next.has(type));
  for (const type of changed) {
    if (!(CONTACT_TYPES as readonly string[]).includes(type)) continue;
    const availability = getContactTypeAvailability(type as ContactType, editor);
    if (!availability.isSelectable) typeErrors.add(typeMessage(availability.reason));
  }
  for (const type of removed) {
    // Only superusers take finance documents away; a lapsed feature does not stop removing its type.
    if (FINANCE_CONTACT_TYPES.includes(type as ContactType) && !editor.isSuperuser)
      typeErrors.add(NOTIFICATION_MESSAGES.superuserOnlyType);
  }
  if (typeErrors.size > 0) errors.types = [...typeErrors];
  if (!editor.isSuperuser && after.attachFiles !== (before?.attachFiles ?? false))
    errors.attach_files = [NOTIFICATION_MESSAGES.attachFilesSuperuserOnly];
  return errors;
}

/** Deleting a contact that receives finance documents is, like unticking them, for superusers. */
export function canDeleteContact(
  editor: Pick<ContactEditor, 'isSuperuser'>,
  contact: ContactValues,
): boolean {
  return (
    editor.isSuperuser || !contact.types.some((type) => FINANCE_CONTACT_TYPES.includes(type as ContactType))
  );
}

function typeMessage(reason: 'superuser_only' | 'feature_needed'): string {
  return reason === 'superuser_only'
    ? NOTIFICATION_MESSAGES.superuserOnlyType
    : NOTIFICATION_MESSAGES.featureNeeded;
}

/** The contacts that receive the QR-code mail: announce_collection with an e-mail address. */
export function findAnnouncementRecipients<T extends { email: string | null; types: readonly string[] }>(
  contacts: readonly T[],
): (T & { email: string })[] {
  return contacts.filter(
    (contact): contact is T & { email: string } =>
      contact.email !== null && contact.email !== '' && contact.types.includes(ANNOUNCE_COLLECTION),
  );
}
