/**
 * Locations, the church buildings and halls of an organisation (administration.md §2 "Locations",
 * §3 "Location", §7 `location/`, `{locationUrl}qr_code/`).
 */
import { z } from 'zod';
import { entityId, idParams } from './common';
import { defineRoute } from './route';

export const locationItem = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  /** url of the organisation */
  organization: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  /** the address a phone reaches by the location's QR code */
  public_url: z.string(),
});
export type LocationItem = z.infer<typeof locationItem>;

export const locationBody = z.object({
  /** checked by the server: a name of spaces is refused with a German message at `name` */
  name: z.string().max(1000),
  /** url (or id) of the organisation */
  organization: z.string().max(1000),
});
export type LocationBody = z.infer<typeof locationBody>;

export const listLocations = defineRoute({
  method: 'GET',
  path: 'location/',
  summary:
    'Locations the caller may read; with `organization` those of one organisation, with `recursive=true` also of its sub-organisations',
  auth: true,
  query: z.object({
    organization: entityId.optional(),
    recursive: z.enum(['true', 'false']).optional(),
  }),
  status: 200,
  response: z.array(locationItem),
});

export const createLocation = defineRoute({
  method: 'POST',
  path: 'location/',
  summary: 'A new location of an organisation (administrators of it and superusers)',
  auth: true,
  body: locationBody,
  status: 201,
  response: locationItem,
});

export const getLocation = defineRoute({
  method: 'GET',
  path: 'location/:id/',
  summary: 'One location; 404 when the caller may not read its organisation',
  auth: true,
  params: idParams,
  status: 200,
  response: locationItem,
});

export const getLocationQrCode = defineRoute({
  method: 'GET',
  path: 'location/:id/qr_code/',
  summary: "The location's QR code as an SVG string, encoding its public address",
  auth: true,
  params: idParams,
  status: 200,
  response: z.string(),
});
