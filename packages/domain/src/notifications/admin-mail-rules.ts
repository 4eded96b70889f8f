/**
 * Admin mails (administration.md §2 "Admin mails", §3 "Contact notification types"): superusers
 * choose contact types, or the group finance (invoice_available plus booking_report_available), and
 * copy the addresses of the matching contacts joined by semicolons for their mail program.
 */
import { CONTACT_TYPES, type ContactType, FINANCE_CONTACT_TYPES } from './contact-rules';

/** Groups of contact types a superuser may pick as one. */
export const CONTACT_TYPE_GROUPS = { finance: FINANCE_CONTACT_TYPES } as const;
export type ContactTypeGroup = keyof typeof CONTACT_TYPE_GROUPS;

export type ContactTypeChoice = ContactType | ContactTypeGroup;

export const CONTACT_TYPE_CHOICES = [
  'finance',
  ...CONTACT_TYPES,
] as const satisfies readonly ContactTypeChoice[];

export function isContactTypeChoice(value: string): value is ContactTypeChoice {
  return (CONTACT_TYPE_CHOICES as readonly string[]).includes(value);
}

/** The contact types a choice stands for, groups opened up, each once, in the product's order. */
export function expandContactTypeChoices(choices: readonly ContactTypeChoice[]): ContactType[] {
  const wanted = new Set<ContactType>();
  for (const choice of choices) {
    if (choice in CONTACT_TYPE_GROUPS) {
      for (const type of CONTACT_TYPE_GROUPS[choice as ContactTypeGroup]) wanted.add(type);
    } else wanted.add(choice as ContactType);
  }
  return CONTACT_TYPES.filter((type) => wanted.has(type));
}

/** The addresses to copy: trimmed, without empty ones, each once (case-insensitive), joined by ';'. */
export function joinMailAddresses(addresses: readonly (string | null)[]): string {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const address of addresses) {
    const trimmed = address?.trim() ?? '';
    if (trimmed === '' || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    result.push(trimmed);
  }
  return result.join(';');
}
