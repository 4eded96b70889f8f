/**
 * What a gift through a donor app is checked against: the app's organisation and running
 * collections (as the public read shows them), its amount limits, the organisation's giving
 * settings (administration.md §3, inherited as planning reads its features), the SEPA creditor that
 * collects for it and the ways to pay it offers.
 */
import {
  DEFAULT_THANK_YOU_SHARE_TEXT,
  DEFAULT_THANK_YOU_TEXT,
  type DonationAmountBounds,
  type DonationPaymentMethod,
  type GivingCollection,
  type GivingSettings,
  isFeatureEnabled,
  isTestPaymentEnabled,
  listDonationPaymentMethods,
  type WebApp,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { findOrganizationsByIds, type OrganizationRow, parsePath } from '../organizations';
import { type DonorAppState, donorAppAmountBounds, loadDonorAppState } from '../web-apps';
import { findNearestCreditor, type SepaCreditorRow } from './online-giving.repository';

export type GivingCollectionInfo = GivingCollection & { text: string; name: string };

export type GivingState = {
  app: WebApp;
  organization: OrganizationRow;
  donorApp: DonorAppState;
  bounds: DonationAmountBounds;
  settings: GivingSettings;
  collections: GivingCollectionInfo[];
  creditor: SepaCreditorRow | null;
  paymentMethods: DonationPaymentMethod[];
  thankYouTemplate: string;
  shareTemplate: string;
  socialMedia: string[];
};

/** Throws the app's 404 (WEB_APP_NOT_FOUND) for an organisation without the app. */
export async function loadGivingState(
  context: AppContext,
  organizationId: number,
  app: WebApp,
): Promise<GivingState> {
  const donorApp = await loadDonorAppState(context, organizationId, app);
  const { organization } = donorApp;
  const pathIds = parsePath(organization.path);
  const [chainRows, creditor] = await Promise.all([
    findOrganizationsByIds(context.db, pathIds),
    findNearestCreditor(context.db, pathIds),
  ]);
  const byId = new Map(chainRows.map((row) => [row.id, row]));
  // from the organisation itself up to the root, as the features are read
  const chain = [...pathIds].reverse().flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ settingsLocal: row.settings_local, settingsInherit: row.settings_inherit }] : [];
  });
  const settings: GivingSettings = {
    allowRecurringPayments: isFeatureEnabled(chain, 'allow_recurring_payments'),
    allowEmailContact: isFeatureEnabled(chain, 'allow_email_contact'),
    requirePersonData: isFeatureEnabled(chain, 'require_pdata'),
    requestDonationReceipt: isFeatureEnabled(chain, 'request_donation_receipt'),
  };
  const collections = donorApp.collections.map((collection) => ({
    id: collection.id,
    text: collection.text,
    name: collection.name,
    allowRecurring: donorApp.plans.get(collection.id)?.allow_recurring === true,
    end: collection.end,
  }));
  return {
    app,
    organization,
    donorApp,
    bounds: donorAppAmountBounds(donorApp),
    settings,
    collections,
    creditor,
    paymentMethods: listDonationPaymentMethods({
      hasSepaCreditor: creditor !== null,
      isTestPaymentEnabled: isTestPaymentEnabled(context.config.deployment),
    }),
    thankYouTemplate: readText(donorApp.value('templateTextThankYou')) ?? DEFAULT_THANK_YOU_TEXT,
    shareTemplate: readText(donorApp.value('templateTextThankYouShare')) ?? DEFAULT_THANK_YOU_SHARE_TEXT,
    socialMedia: readSocialMedia(donorApp.value('socialMedia')),
  };
}

function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The channels switched on, by name only: their addresses are the organisation's, not needed to share. */
function readSocialMedia(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => typeof entry === 'string' && entry.trim() !== '')
    .map(([key]) => key);
}
