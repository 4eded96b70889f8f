/** API shapes of donation meters. */
import { API_PREFIX, type DonationMeter, type DonationMeterReading } from '@kollekta/contract';
import {
  type Currency,
  centsToDecimalString,
  donationMeterPercent,
  listDonationMeterOrigins,
  type StoredDonationMeter,
} from '@kollekta/domain';

/** The public url parish websites read the meter from. */
export function donationMeterUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${API_PREFIX}donation_meter/${encodeURIComponent(token)}/`;
}

export function toDonationMeterResponse(
  planId: number,
  meter: StoredDonationMeter,
  options: { apiBase: string; publicUrl: string; donationSiteOrigins: readonly string[] },
): DonationMeter {
  return {
    plan: `${options.apiBase}collection_plan/${planId}/`,
    plan_id: planId,
    donation_goal: centsToDecimalString(meter.goalCents),
    allowed_origins: meter.allowedDomains,
    secret_token: meter.secretToken,
    url: donationMeterUrl(options.publicUrl, meter.secretToken),
    cors_origins: listDonationMeterOrigins(meter.allowedDomains, options.donationSiteOrigins),
  };
}

export function toDonationMeterReading(values: {
  planName: string;
  organizationName: string;
  currency: string;
  goalCents: number;
  collectedCents: number;
  donations: number;
}): DonationMeterReading {
  return {
    collection: values.planName,
    organization: values.organizationName,
    donation_goal: centsToDecimalString(values.goalCents),
    donation_sum: centsToDecimalString(values.collectedCents),
    currency: values.currency as Currency,
    donations: values.donations,
    percent: donationMeterPercent(values.collectedCents, values.goalCents),
  };
}
