/**
 * Admin mails (administration.md §2 "Admin mails"): superusers pick contact types (or the group
 * finance) and copy the addresses of the matching notification contacts.
 */
import { CONTACT_TYPE_CHOICES, CONTACT_TYPES } from '@kollekta/domain';
import { z } from 'zod';
import { defineRoute } from './route';

export const contactTypeChoice = z.enum(CONTACT_TYPE_CHOICES);

export const adminMailContact = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  types: z.array(z.enum(CONTACT_TYPES)),
  organization_id: z.number().int(),
  organization_name: z.string(),
  /** false when the address belongs to a deactivated user account */
  is_active: z.boolean(),
});
export type AdminMailContact = z.infer<typeof adminMailContact>;

export const adminMails = z.object({
  contacts: z.array(adminMailContact),
  /** the addresses of the contacts, each once, joined by semicolons */
  addresses: z.string(),
});
export type AdminMails = z.infer<typeof adminMails>;

export const listAdminMails = defineRoute({
  method: 'GET',
  path: 'admin/mails/',
  summary: 'Contacts with any of the chosen types and their joined addresses (superusers only)',
  auth: true,
  query: z.object({
    /** comma-separated contact types or groups, e.g. `finance,cash_notification` */
    types: z.string().max(1000).optional(),
    inactive: z.enum(['true', 'false']).optional(),
  }),
  status: 200,
  response: adminMails,
});
