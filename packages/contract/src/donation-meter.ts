/**
 * The donation meter of a plan (planning.md §2 "Donation meter dialog", §3 meta.donation_meter, §4,
 * §6, §9): set up and removed by superusers; read by parish websites through its secret token.
 * Amounts are decimal strings with two digits.
 */
import { z } from 'zod';
import { idParams } from './common';
import { defineRoute } from './route';

const decimalAmount = z.string().regex(/^\d{1,13}\.\d{2}$/);

/** What the plan's meta carries (planning.md §3). */
export const donationMeterMeta = z.object({
  donation_goal: decimalAmount,
  /** the domains (host names) whose pages may show the meter */
  allowed_origins: z.array(z.string()),
  /** part of the public url that parish websites embed */
  secret_token: z.string(),
});
export type DonationMeterMeta = z.infer<typeof donationMeterMeta>;

export const donationMeter = donationMeterMeta.extend({
  plan: z.string(),
  plan_id: z.number().int(),
  /** the public endpoint of this meter */
  url: z.string(),
  /** the origins a browser may read it from: the domains (https), then the two donation sites */
  cors_origins: z.array(z.string()),
});
export type DonationMeter = z.infer<typeof donationMeter>;

export const donationMeterBody = z.object({
  /** decimal string, e.g. '10000.00' */
  donation_goal: z.string().max(20),
  allowed_origins: z.array(z.string().max(300)).max(100),
});
export type DonationMeterBody = z.infer<typeof donationMeterBody>;

export const createDonationMeter = defineRoute({
  method: 'POST',
  path: 'collection_plan/:id/donation_meter/',
  summary:
    'Superusers: set up the donation meter of a plan that runs in the donation app (400 when it exists already)',
  auth: true,
  params: idParams,
  body: donationMeterBody,
  status: 201,
  response: donationMeter,
});

export const updateDonationMeter = defineRoute({
  method: 'PATCH',
  path: 'collection_plan/:id/donation_meter/',
  summary: 'Superusers: change the goal or the allowed domains of a donation meter (the token stays)',
  auth: true,
  params: idParams,
  body: donationMeterBody.partial(),
  status: 200,
  response: donationMeter,
});

export const deleteDonationMeter = defineRoute({
  method: 'DELETE',
  path: 'collection_plan/:id/donation_meter/',
  summary: 'Superusers: remove the donation meter; its token stops working',
  auth: true,
  params: idParams,
  status: 204,
});

export const donationMeterReading = z.object({
  collection: z.string(),
  organization: z.string(),
  donation_goal: decimalAmount,
  /** completed, not reversed payments of the plan (and of its group's members) */
  donation_sum: decimalAmount,
  currency: z.enum(['EUR', 'CHF']),
  donations: z.number().int(),
  /** share of the goal reached, 0–100 */
  percent: z.number().int(),
});
export type DonationMeterReading = z.infer<typeof donationMeterReading>;

export const readDonationMeter = defineRoute({
  method: 'GET',
  path: 'donation_meter/:token/',
  summary:
    'Public: goal and collected sum of a donation meter; browsers may read it only from its allowed origins (CORS)',
  auth: false,
  params: z.object({ token: z.string().min(10).max(100) }),
  status: 200,
  response: donationMeterReading,
});
