/**
 * The donor web apps' public read (devices-income-kirchgeld.md §2 "Embedding helpers", §9): for
 * the collection app (/p/{id}) and the donation app (/o/{id}) of an organisation, its running
 * collections for the app, the app's look and amounts from the organisation's settings, and the
 * organisations below it that run the app too. Signed out, so it answers only what a donor may see;
 * an organisation without the app answers 404 like an unknown one.
 */
import type { PublicWebApp } from '@kollekta/contract';
import {
  DEFAULT_COLORS,
  type DeviceClass,
  type DeviceType,
  donationAmountBounds,
  isTestPaymentEnabled,
  isValidSettingUrl,
  isWebAppEnabled,
  type PlanType,
  type ResolvedSetting,
  selectWebAppCollections,
  WEB_APP_DEVICE_CLASS,
  WEB_APP_FLAGS,
  WEB_APP_NOT_FOUND,
  type WebApp,
  type WebAppCollection,
  webAppSettingsType,
  webAppWebsite,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { resolveOrganizationTypeSettings } from '../devices';
import { findPublicImageHashes, imageDownloadUrl } from '../images';
import { findOrganizationById, type OrganizationRow, parsePath } from '../organizations';
import { findPlansRunningAt, type RunningPlan, toPlanTiming } from '../planning';
import { toPublicWebApp, type WebAppCollectionCandidate } from './web-app.mapper';
import {
  findActiveDeviceKinds,
  findOrganizationsWithAppBelow,
  hasSepaCreditorAmong,
} from './web-apps.repository';

const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
const IMAGE_HASH_PATTERN = /^[0-9a-f]{64}$/;
/** The logo is shown small: its 400 px wide thumbnail (a PNG, transparency kept). */
const LOGO_THUMBNAIL = '400x0';

async function loadWebApp(
  context: AppContext,
  organizationId: number,
  app: WebApp,
): Promise<{ organization: OrganizationRow; deviceTypes: string[] } | null> {
  const organization = await findOrganizationById(context.db, organizationId);
  if (!organization) return null;
  const devices = await findActiveDeviceKinds(context.db, organization.id);
  const isEnabled = isWebAppEnabled(app, {
    flags: organization.flags,
    activeDeviceClasses: devices.map((device) => device.device_class),
  });
  return isEnabled ? { organization, deviceTypes: devices.map((device) => device.device_type) } : null;
}

/** Whether /p/{id} or /o/{id} has an app to show (else the server answers its 404 page). */
export async function isWebAppAvailable(context: AppContext, app: WebApp, organizationId: number) {
  return (await loadWebApp(context, organizationId, app)) !== null;
}

/**
 * What a donor's app stands on: the organisation, the device type whose settings and limits apply,
 * those settings, and the collections the app lists now (with the plans they come from). The
 * public read and online giving both answer from it, so a gift can go only where the app shows.
 */
export type DonorAppState = {
  organization: OrganizationRow;
  deviceType: DeviceType;
  value: (key: string) => unknown;
  collections: WebAppCollection<WebAppCollectionCandidate>[];
  /** the running plans behind the collections, by plan id */
  plans: ReadonlyMap<number, RunningPlan['row']>;
  now: Date;
};

export async function loadDonorAppState(
  context: AppContext,
  organizationId: number,
  app: WebApp,
): Promise<DonorAppState> {
  const loaded = await loadWebApp(context, organizationId, app);
  if (!loaded) throw new DomainError('not_found', WEB_APP_NOT_FOUND.text);
  const { organization, deviceTypes } = loaded;
  const deviceType = webAppSettingsType(app, deviceTypes);
  const now = context.clock.now();
  const [settings, running] = await Promise.all([
    resolveOrganizationTypeSettings(context, parsePath(organization.path), deviceType),
    findPlansRunningAt(context, organization.id, now),
  ]);
  const deviceClass = WEB_APP_DEVICE_CLASS[app];
  const collections = selectWebAppCollections(
    app,
    running.map(toCandidate),
    now,
    (plan) => plan.webAppPriority[deviceClass],
  );
  return {
    organization,
    deviceType,
    value: settingValues(settings),
    collections,
    plans: new Map(running.map((plan) => [plan.row.id, plan.row])),
    now,
  };
}

/** The amounts a donor may give in the app (§9), from its settings. */
export function donorAppAmountBounds(state: Pick<DonorAppState, 'deviceType' | 'value'>) {
  return donationAmountBounds(state.deviceType, {
    initialInputValue: state.value('initialInputValue'),
    softMaxInputValue: state.value('softMaxInputValue'),
    maxInputValue: state.value('maxInputValue'),
  });
}

export async function getPublicWebApp(
  context: AppContext,
  organizationId: number,
  app: WebApp,
  apiBase: string,
): Promise<PublicWebApp> {
  const state = await loadDonorAppState(context, organizationId, app);
  const { organization, deviceType, value, collections } = state;
  const [subOrganizations, hasCreditor] = await Promise.all([
    findOrganizationsWithAppBelow(context.db, organization.path, {
      deviceClass: WEB_APP_DEVICE_CLASS[app],
      flag: WEB_APP_FLAGS[app],
    }),
    hasSepaCreditorAmong(context.db, parsePath(organization.path)),
  ]);
  return toPublicWebApp({
    app,
    deviceType,
    organization,
    collections,
    appearance: await toAppearance(context, app, value, apiBase),
    amounts: donorAppAmountBounds(state),
    subOrganizations,
    // SEPA through the organisation's or an ancestor's creditor, or the test provider (online giving)
    isOnlinePaymentAvailable: hasCreditor || isTestPaymentEnabled(context.config.deployment),
  });
}

function settingValues(settings: readonly ResolvedSetting[]) {
  const values = new Map<string, unknown>(settings.map((setting) => [setting.key, setting.value]));
  return (key: string): unknown => values.get(key) ?? null;
}

function toCandidate({ row, remainingTargets, webAppPriority }: RunningPlan): WebAppCollectionCandidate {
  const timing = toPlanTiming(row);
  return {
    id: row.id,
    name: row.name,
    type: row.type as PlanType,
    collectionVariant: row.collection_variant as 'inner' | 'outer' | 'x' | null,
    active: timing.active,
    start: timing.start,
    end: timing.end,
    remainingTargets: remainingTargets as DeviceClass[],
    locationId: row.location_id,
    parentId: row.parent_id,
    display: Object.fromEntries(
      Object.entries(row.display).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    webAppPriority,
    description: readDescription(row.meta),
    website: webAppWebsite(readRecord(row.meta.external_fields)?.www),
  };
}

function readRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Only the donor-facing text of meta: accounting data and bank fields never leave. */
function readDescription(meta: Record<string, unknown>): string | null {
  const text = readRecord(meta.description)?.text;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

async function toAppearance(
  context: AppContext,
  app: WebApp,
  value: (key: string) => unknown,
  apiBase: string,
): Promise<PublicWebApp['appearance']> {
  const color = value(app === 'john' ? 'liturgicalColor' : 'freeColor');
  const logo = asImageHash(value('webappLogo'));
  const background = asImageHash(value('backgroundImage'));
  const publicImages = await findPublicImageHashes(
    context,
    [logo, background].filter((hash): hash is string => hash !== null),
  );
  const url = (key: string) => {
    const text = value(key);
    return typeof text === 'string' && isValidSettingUrl(text) ? text : null;
  };
  return {
    color:
      typeof color === 'string' && COLOR_PATTERN.test(color)
        ? color
        : app === 'john'
          ? DEFAULT_COLORS.collectionApp
          : DEFAULT_COLORS.donationApp,
    logo_url: logo && publicImages.has(logo) ? imageDownloadUrl(apiBase, logo, LOGO_THUMBNAIL) : null,
    logo_is_text: value('logoIsText') === true,
    background_url: background && publicImages.has(background) ? imageDownloadUrl(apiBase, background) : null,
    privacy_url: url('privacyUrl'),
    imprint_url: url('imprintUrl'),
  };
}

function asImageHash(value: unknown): string | null {
  return typeof value === 'string' && IMAGE_HASH_PATTERN.test(value) ? value : null;
}
