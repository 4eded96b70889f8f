/**
 * The entries of an organisation's submenu (administration.md §2 "Organisation submenu") and where
 * they lead, as pure rules of what the server answered: the organisation (its permissions, level,
 * valid features), which donor lists it offers, whether direct-debit files exist, and its devices.
 * The drawer's 'Dokumente & Listen' and 'Auswertungen' list the same entries, so what one shows the
 * other shows too.
 */
import type {
  Device,
  DonorListAvailability,
  OrganizationDetail,
  OrganizationSummary,
} from '@kollekta/contract';
import {
  deviceClassLabel,
  type OrganizationLevel,
  READ_INCOME,
  RECEIPT_LIST_PERMISSIONS,
} from '@kollekta/domain';
import { ORGANIZATION_MESSAGES, SUBMENU_LABELS } from './messages';
import { canDo } from './organization-access';
import {
  deviceClassEvaluationPath,
  evaluationDeviceClasses,
  type WebAppPage,
  webAppPagePath,
  webAppPagesOf,
} from './organization-navigation';

export type SubmenuKey = keyof typeof SUBMENU_LABELS;
/** the detail's valid_features decide feature-gated entries; a summary alone shows none of them */
export type SubmenuOrganization = Pick<OrganizationSummary, 'permissions' | 'level'> &
  Partial<Pick<OrganizationDetail, 'valid_features'>>;

const DISBURSEMENT_LEVELS: readonly OrganizationLevel[] = ['region', 'district', 'parish', 'other'];

/**
 * The spec's entries in the spec's order with their visibility rules. Information requests and
 * recurring donations show with their feature flag (allow_email_contact, allow_recurring_payments)
 * where the caller may read them, as the server answers; 'Lastschriftdateien' shows where
 * direct-debit files exist (only administrators may list them). 'Zuwendungsbestätigungen' shows
 * for administrators and treasurers, who may read and handle the receipts. 'Kollektenweiterleitung'
 * shows with a valid DisbursementOrderFeature on levels region, district, parish and other.
 */
const SUBMENU: readonly {
  key: SubmenuKey;
  isVisible: (
    organization: SubmenuOrganization,
    donorLists: DonorListAvailability,
    hasDirectDebitFiles: boolean,
  ) => boolean;
}[] = [
  { key: 'details', isVisible: () => true },
  { key: 'users', isVisible: (organization) => canDo(organization, 'MANAGE_USERS') },
  { key: 'notifications', isVisible: () => true },
  { key: 'locations', isVisible: () => true },
  {
    key: 'donationReceipts',
    isVisible: (organization) => RECEIPT_LIST_PERMISSIONS.some((check) => canDo(organization, check)),
  },
  { key: 'subscribers', isVisible: (_organization, donorLists) => donorLists.information_requests },
  {
    key: 'directDebits',
    isVisible: (_organization, _donorLists, hasDirectDebitFiles) => hasDirectDebitFiles,
  },
  { key: 'recurringDonations', isVisible: (_organization, donorLists) => donorLists.recurring_payments },
  // 'Kollektenbuch' (§2 "Lists", issue 16): for whoever may read the organisation's income
  { key: 'book', isVisible: (organization) => canDo(organization, READ_INCOME) },
  {
    key: 'disbursementOrders',
    isVisible: (organization) =>
      DISBURSEMENT_LEVELS.includes(organization.level) &&
      (organization.valid_features ?? []).includes('DisbursementOrderFeature'),
  },
  { key: 'invoicing', isVisible: () => true },
  { key: 'overview', isVisible: () => true },
  // the external products (§2): the event app where its address is configured, and the church-tax
  // app (issue 18), its own app at /kirchgeld/, each for organisations with the valid feature
  {
    key: 'eventApp',
    isVisible: (organization) => (organization.valid_features ?? []).includes('VeranstaltungAppFeature'),
  },
  {
    key: 'kirchgeld',
    isVisible: (organization) => (organization.valid_features ?? []).includes('KirchgeldDigitalFeature'),
  },
];

export const NO_DONOR_LISTS: DonorListAvailability = {
  recurring_payments: false,
  information_requests: false,
};

/** The pages of the submenu that are built, by the path below `#/o/{id}/`. */
export const BUILT_PAGES: Partial<Record<SubmenuKey, string>> = {
  details: 'details',
  users: 'users',
  notifications: 'notifications',
  locations: 'locations',
  donationReceipts: 'donation-receipts',
  subscribers: 'subscribers',
  recurringDonations: 'recurring-donations',
  directDebits: 'directdebits',
  book: 'evaluation/book',
  disbursementOrders: 'evaluation/disbursement-orders',
  invoicing: 'evaluation/invoicing',
  overview: 'overview',
};

/** Entries that leave the administration app: a real link, not a hash route. */
const OTHER_APP_KEYS: readonly SubmenuKey[] = ['eventApp', 'kirchgeld'];

/** Where an entry that leaves the app leads; null when the installation names no event app. */
export function otherAppHref(
  key: SubmenuKey,
  organizationId: number,
  eventAppUrl: string | null | undefined,
): string | null {
  if (key === 'kirchgeld') return '/kirchgeld/';
  if (key !== 'eventApp' || !eventAppUrl) return null;
  const url = new URL(eventAppUrl);
  url.searchParams.set('organization', String(organizationId));
  return url.toString();
}

/** The entries an organisation shows; those whose page is built are enabled. */
export function submenuEntries(
  organization: SubmenuOrganization,
  donorLists: DonorListAvailability = NO_DONOR_LISTS,
  hasDirectDebitFiles = false,
): { key: SubmenuKey; isEnabled: boolean }[] {
  return SUBMENU.filter((entry) => entry.isVisible(organization, donorLists, hasDirectDebitFiles)).map(
    (entry) => ({
      key: entry.key,
      isEnabled: BUILT_PAGES[entry.key] !== undefined || OTHER_APP_KEYS.includes(entry.key),
    }),
  );
}

/** One link of the submenu: a hash route (`to`) or another app (`href`). */
export type SubmenuLink = {
  key: SubmenuKey | `evaluation:${string}` | WebAppPage;
  label: string;
  to?: string;
  href?: string;
  /** another product on another site: opens beside the administration */
  isExternal?: boolean;
};

export type SubmenuInput = {
  organization: SubmenuOrganization & { id: number };
  donorLists?: DonorListAvailability;
  hasDirectDebitFiles?: boolean;
  /** the organisation's own devices as the device list answers them (none without READ) */
  devices?: readonly Pick<Device, 'device_class' | 'is_web_app' | 'organization'>[];
  /** the installation's event app (static configuration); without it no event-app link */
  eventAppUrl?: string | null;
};

/**
 * The links of the submenu in the spec's order: after 'Übersicht' one evaluation per device class
 * the organisation has devices of (for whoever may read its income, as the dashboard), then the
 * pages of its web apps ('Kollekten-App', 'Spenden-App', as their cards), then the other apps.
 */
export function submenuLinks(input: SubmenuInput): SubmenuLink[] {
  const { organization, devices = [] } = input;
  const id = organization.id;
  const links: SubmenuLink[] = [];
  for (const entry of submenuEntries(organization, input.donorLists, input.hasDirectDebitFiles)) {
    if (!entry.isEnabled) continue;
    const page = BUILT_PAGES[entry.key];
    if (OTHER_APP_KEYS.includes(entry.key)) {
      const href = otherAppHref(entry.key, id, input.eventAppUrl);
      if (href)
        links.push({
          key: entry.key,
          label: SUBMENU_LABELS[entry.key],
          href,
          ...(entry.key === 'eventApp' ? { isExternal: true } : {}),
        });
    } else if (page !== undefined)
      links.push({ key: entry.key, label: SUBMENU_LABELS[entry.key], to: `/o/${id}/${page}` });
    if (entry.key !== 'overview') continue;
    if (canDo(organization, 'readOther')) {
      for (const deviceClass of evaluationDeviceClasses(
        devices.filter((device) => device.organization.id === id),
      )) {
        links.push({
          key: `evaluation:${deviceClass}`,
          label: ORGANIZATION_MESSAGES.deviceClassEvaluation(deviceClassLabel(deviceClass)),
          to: deviceClassEvaluationPath(id, deviceClass),
        });
      }
    }
    for (const page of webAppPagesOf(devices, id)) {
      links.push({ key: page, label: SUBMENU_LABELS[page], to: webAppPagePath(id, page) });
    }
  }
  return links;
}

/** 'Dokumente & Listen': the submenu's documents and lists (administration.md §2 "Lists"). */
export const DOCUMENT_KEYS: readonly SubmenuKey[] = [
  'donationReceipts',
  'directDebits',
  'invoicing',
  'recurringDonations',
  'subscribers',
  'book',
  'disbursementOrders',
];

export function documentLinks(input: SubmenuInput): SubmenuLink[] {
  return submenuLinks(input).filter((link) => (DOCUMENT_KEYS as readonly string[]).includes(link.key));
}

/** 'Auswertungen': the evaluations per device class of the submenu. */
export function deviceClassEvaluationLinks(input: SubmenuInput): SubmenuLink[] {
  return submenuLinks(input).filter((link) => link.key.startsWith('evaluation:'));
}
