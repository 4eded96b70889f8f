/**
 * Notification contacts, organisation features (administration.md §3 "Contact", "Feature", §7
 * `contact/`) and the QR-code notification mail of a plan (planning.md §2, §6, §7).
 */
import { CONTACT_TYPES, FEATURE_TYPES } from '@kollekta/domain';
import { z } from 'zod';
import { entityId, idParams, isoDay } from './common';
import { defineRoute } from './route';

export const contactType = z.enum(CONTACT_TYPES);
export const featureType = z.enum(FEATURE_TYPES);

// ─── Contacts ───────────────────────────────────────────────────────────────────────────────

export const contact = z.object({
  id: z.number().int(),
  url: z.string(),
  organization: z.string(),
  organization_id: z.number().int(),
  /** null only for contacts stored before an address was required ('Keine Angabe') */
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** send documents (receipts, billing documents) as attachments; set by superusers */
  attach_files: z.boolean(),
  types: z.array(contactType),
});
export type Contact = z.infer<typeof contact>;

export const contactBody = z.object({
  /** url (or id) of the organisation */
  organization: z.string(),
  /** required: null or blank is refused by the server with a German field error at `email` */
  email: z.string().max(254).nullable(),
  name: z.string().max(1000).nullable(),
  attach_files: z.boolean().optional(),
  /** checked by the server with German messages (unknown types, types one may not choose) */
  types: z.array(z.string().max(50)).max(30),
});
export type ContactBody = z.infer<typeof contactBody>;

export const listContacts = defineRoute({
  method: 'GET',
  path: 'contact/',
  summary: 'Notification contacts of the organisations whose data the caller may read',
  auth: true,
  query: z.object({ organization: entityId.optional() }),
  status: 200,
  response: z.array(contact),
});

export const createContact = defineRoute({
  method: 'POST',
  path: 'contact/',
  summary: 'Add a notification contact (WRITE_ORG_DATA)',
  auth: true,
  body: contactBody,
  status: 201,
  response: contact,
});

export const updateContact = defineRoute({
  method: 'PATCH',
  path: 'contact/:id/',
  summary: 'Change a notification contact (WRITE_ORG_DATA); the organisation cannot change',
  auth: true,
  params: idParams,
  body: contactBody.omit({ organization: true }).partial(),
  status: 200,
  response: contact,
});

export const deleteContact = defineRoute({
  method: 'DELETE',
  path: 'contact/:id/',
  summary: 'Remove a notification contact (WRITE_ORG_DATA)',
  auth: true,
  params: idParams,
  status: 204,
});

// ─── Features ───────────────────────────────────────────────────────────────────────────────

export const organizationFeature = z.object({
  id: z.number().int(),
  url: z.string(),
  /** the organisation it is booked for: this one, or an ancestor passing it down */
  organization: z.string(),
  organization_id: z.number().int(),
  type: featureType,
  inherit: z.boolean(),
  valid_from: isoDay.nullable(),
  valid_notafter: isoDay.nullable(),
  /** booked for an ancestor and passed down */
  is_inherited: z.boolean(),
  /** valid today (Europe/Berlin) */
  is_valid: z.boolean(),
});
export type OrganizationFeature = z.infer<typeof organizationFeature>;

export const featureBody = z.object({
  organization: z.string(),
  type: featureType,
  inherit: z.boolean(),
  valid_from: isoDay.nullable(),
  valid_notafter: isoDay.nullable(),
});

export const createFeature = defineRoute({
  method: 'POST',
  path: 'feature/',
  summary: 'Superusers: book a feature for an organisation',
  auth: true,
  body: featureBody,
  status: 201,
  response: organizationFeature,
});

export const updateFeature = defineRoute({
  method: 'PATCH',
  path: 'feature/:id/',
  summary: 'Superusers: change the inheritance or validity of a feature',
  auth: true,
  params: idParams,
  body: featureBody.pick({ inherit: true, valid_from: true, valid_notafter: true }).partial(),
  status: 200,
  response: organizationFeature,
});

export const deleteFeature = defineRoute({
  method: 'DELETE',
  path: 'feature/:id/',
  summary: 'Superusers: remove a feature booked by mistake (to end one, set valid_notafter)',
  auth: true,
  params: idParams,
  status: 204,
});

// ─── QR-code notification mail ──────────────────────────────────────────────────────────────

export const sendQrNotification = defineRoute({
  method: 'POST',
  path: 'collection_plan/:id/send_qr_notification/',
  summary:
    'Mail the plan’s direct link and QR code to the organisation’s announce_collection contacts (READ_CPLAN, AdvancedNotificationFeature, plan not started)',
  auth: true,
  params: idParams,
  body: z.object({ organization: z.string() }),
  status: 200,
  response: z.object({
    detail: z.string(),
    recipients: z.array(z.object({ name: z.string().nullable(), email: z.string() })),
  }),
});
