/**
 * Collection plan extensions (planning.md §3, §4 "Priority saving", §7 "Extension create, patch and
 * delete"): what an organisation keeps about a plan for one device class, above all its display
 * priority in `settings_local[app name].display.order.priority`. Path in the style of the others:
 * `collection_plan_extension/`.
 */
import { PRIORITY_DEVICE_CLASSES } from '@kollekta/domain';
import { z } from 'zod';
import { idParams } from './common';
import { defineRoute } from './route';

export const PRIORITY_CLASS_MESSAGE = 'Eine Anzeigepriorität gibt es nur für WS, WA, SP und KS.';
export const PRIORITY_NUMBER_MESSAGE = 'Die Priorität muss eine ganze Zahl sein.';

export const priorityDeviceClass = z.enum(PRIORITY_DEVICE_CLASSES, { error: PRIORITY_CLASS_MESSAGE });

/** `{[app name]: {display: {order: {priority}}}}`; which app and which numbers the server checks. */
export const extensionSettings = z.record(
  z.string().max(40),
  z.object({
    display: z.object({
      order: z.object({
        priority: z.number({ error: PRIORITY_NUMBER_MESSAGE }).int(PRIORITY_NUMBER_MESSAGE),
      }),
    }),
  }),
);

/** Free notes on an extension: a few short values, nothing nested. */
export const extensionMeta = z
  .record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((meta) => Object.keys(meta).length <= 20, 'Höchstens 20 Angaben.');

export const planExtension = z.object({
  id: z.number().int(),
  url: z.string(),
  plan: z.string(),
  organization: z.string(),
  location: z.string().nullable(),
  device_class: priorityDeviceClass,
  meta: z.record(z.string(), z.unknown()),
  settings_local: extensionSettings,
});
export type PlanExtension = z.infer<typeof planExtension>;

export const createExtensionBody = z.object({
  /** url of the plan */
  plan: z.string(),
  /** url of the organisation the order is for (the one whose planning screen it is set on) */
  organization: z.string(),
  /** url of one of its locations, or null for the whole organisation */
  location: z.string().nullable().default(null),
  device_class: priorityDeviceClass,
  meta: extensionMeta.optional(),
  settings_local: extensionSettings,
});
export type CreateExtensionBody = z.input<typeof createExtensionBody>;

export const patchExtensionBody = z
  .object({ meta: extensionMeta.optional(), settings_local: extensionSettings.optional() })
  .strict()
  .refine((body) => body.meta !== undefined || body.settings_local !== undefined, {
    message: 'Bitte geben Sie settings_local oder meta an.',
  });
export type PatchExtensionBody = z.input<typeof patchExtensionBody>;

export const createExtension = defineRoute({
  method: 'POST',
  path: 'collection_plan_extension/',
  summary: 'Set the display priority of a plan on a device class for an organisation',
  auth: true,
  body: createExtensionBody,
  status: 201,
  response: planExtension,
});

export const patchExtension = defineRoute({
  method: 'PATCH',
  path: 'collection_plan_extension/:id/',
  summary: 'Change the display priority (or meta) an organisation keeps for a plan',
  auth: true,
  params: idParams,
  body: patchExtensionBody,
  status: 200,
  response: planExtension,
});

export const deleteExtension = defineRoute({
  method: 'DELETE',
  path: 'collection_plan_extension/:id/',
  summary: 'Remove an extension: the default order applies again',
  auth: true,
  params: idParams,
  status: 204,
});
