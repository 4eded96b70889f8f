/**
 * Admin mails (administration.md §2 "Admin mails", §6: superusers "see admin mails"): the
 * notification contacts holding any of the chosen types (a group such as finance opens up into its
 * types), without the inactive ones unless asked, and their addresses joined by semicolons.
 * A contact is inactive when its address belongs only to deactivated user accounts.
 */
import type { AdminMails } from '@kollekta/contract';
import {
  type Actor,
  CONTACT_TYPES,
  type ContactType,
  expandContactTypeChoices,
  isContactTypeChoice,
  joinMailAddresses,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { findContactsWithTypes } from './admin-mails.repository';

export const ADMIN_MAIL_MESSAGES = {
  unknownType: (value: string) => `Unbekannte Kontaktart: ${value}`,
} as const;

export async function listAdminMails(
  context: AppContext,
  actor: Actor,
  query: { types?: string | undefined; inactive?: 'true' | 'false' | undefined },
): Promise<AdminMails> {
  if (!actor.isSuperuser) throw new DomainError('forbidden');
  const choices = (query.types ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
  const unknown = choices.filter((value) => !isContactTypeChoice(value));
  if (unknown.length > 0) {
    throw new DomainError('validation', undefined, {
      fieldErrors: {
        types: unknown.slice(0, 5).map((value) => ADMIN_MAIL_MESSAGES.unknownType(value.slice(0, 50))),
      },
    });
  }
  const types = expandContactTypeChoices(choices.filter(isContactTypeChoice));
  const rows = (await findContactsWithTypes(context.db, types)).filter(
    (row) => query.inactive === 'true' || !row.is_inactive,
  );
  return {
    contacts: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      types: row.types.filter((type): type is ContactType =>
        (CONTACT_TYPES as readonly string[]).includes(type),
      ),
      organization_id: row.organization_id,
      organization_name: row.organization_name,
      is_active: !row.is_inactive,
    })),
    addresses: joinMailAddresses(rows.map((row) => row.email)),
  };
}
