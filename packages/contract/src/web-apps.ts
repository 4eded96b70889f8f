/**
 * The public read API of the donor web apps (devices-income-kirchgeld.md §2 "Embedding helpers",
 * §9): the collection app at /p/{id} and the donation app at /o/{id} read what a donor may see of
 * an organisation — its running collections for the app, the app's look and amounts, and the
 * parishes below it for 'Gemeindeauswahl anzeigen'. Signed out, read-only.
 */
import { COLLECTION_VARIANTS, PLAN_TYPES, WEB_APPS } from '@kollekta/domain';
import { z } from 'zod';
import { entityId } from './common';
import { deviceType } from './devices';
import { defineRoute } from './route';

export const webApp = z.enum(WEB_APPS);

export const publicWebAppCollection = z.object({
  id: z.number().int(),
  /** the display text for the app (planning.md §5), else the plan's name */
  text: z.string(),
  type: z.enum(PLAN_TYPES),
  collection_variant: z.enum(COLLECTION_VARIANTS).nullable(),
  /** the end of the collection period, or null for a standing donation purpose */
  end: z.string().nullable(),
  /** what the plan's 'More information' step says for donors (planning.md §2), and its website */
  description: z.string().nullable(),
  website: z.string().nullable(),
});
export type PublicWebAppCollection = z.infer<typeof publicWebAppCollection>;

export const publicWebApp = z.object({
  app: webApp,
  /** whose settings and limits the app uses: john, bart, or jake for a donation app with a higher limit */
  device_type: deviceType,
  organization: z.object({ id: z.number().int(), name: z.string(), currency: z.enum(['EUR', 'CHF']) }),
  collections: z.array(publicWebAppCollection),
  appearance: z.object({
    /** liturgical colour (collection app, default #723288) or free colour (donation app, default #03867b) */
    color: z.string(),
    logo_url: z.string().nullable(),
    /** show the organisation's name instead of a logo */
    logo_is_text: z.boolean(),
    background_url: z.string().nullable(),
    privacy_url: z.string().nullable(),
    imprint_url: z.string().nullable(),
  }),
  /** whole euros: the slider runs from min to slider_max, typing goes up to max */
  amounts: z.object({
    min: z.number().int(),
    initial: z.number().int(),
    slider_max: z.number().int(),
    max: z.number().int(),
  }),
  /** organisations below this one that run the same app: the choice of 'Gemeindeauswahl anzeigen' */
  sub_organizations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** false without a SEPA creditor for the organisation and without a payment provider: the app then says so */
  online_payment_available: z.boolean(),
});
export type PublicWebApp = z.infer<typeof publicWebApp>;

export const getPublicWebApp = defineRoute({
  method: 'GET',
  path: 'public/web_app/:id/:app/',
  summary:
    'What a donor sees in the collection app (john) or donation app (bart) of an organisation; 404 without it',
  auth: false,
  params: z.object({ id: entityId, app: webApp }),
  status: 200,
  response: publicWebApp,
});
