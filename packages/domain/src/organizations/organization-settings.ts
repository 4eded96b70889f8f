/**
 * Changing an organisation's switches (administration.md §3 "Settings", §5 "Settings patch", §6):
 * the scopes settings_local (this organisation) and settings_inherit (what it passes down), each
 * with the subscopes features (the modules) and override (`enable{DeviceClass}`); a wrong scope or
 * subscope and an unknown device type are refused. Flags stop inheritance; the web apps are switched
 * by the enableWA / enableWS flags. Only superusers change any of it, and the customer number.
 */
import { DEVICE_CLASSES } from '../planning/plan-types';

export const SETTINGS_SCOPES = ['settings_local', 'settings_inherit'] as const;
export type SettingsScope = (typeof SETTINGS_SCOPES)[number];
export const SETTINGS_SUBSCOPES = ['features', 'override'] as const;
export type SettingsSubscope = (typeof SETTINGS_SUBSCOPES)[number];

/** The modules an organisation switches on for itself or for everything below it. */
export const SETTINGS_FEATURE_KEYS = [
  'allow_recurring_payments',
  'allow_email_contact',
  'allow_cash_payments',
  'allow_collection_split',
  'require_pdata',
  'request_donation_receipt',
  'donation_receipt_for_collection',
] as const;
export type SettingsFeatureKey = (typeof SETTINGS_FEATURE_KEYS)[number];

/** Donation receipt switches are shown but never changed here (§5). */
export const READ_ONLY_FEATURE_KEYS: readonly SettingsFeatureKey[] = [
  'require_pdata',
  'request_donation_receipt',
  'donation_receipt_for_collection',
];

export const ORGANIZATION_FLAGS = ['no_inherit_collections', 'no_inherit_calendar'] as const;
export type OrganizationFlag = (typeof ORGANIZATION_FLAGS)[number];

/** The web apps an organisation has without a device: `override.enableWA` / `enableWS`. */
export const WEB_APP_OVERRIDES = ['enableWA', 'enableWS'] as const;
export type WebAppOverride = (typeof WEB_APP_OVERRIDES)[number];

export const CUSTOMER_NUMBER_MAX_LENGTH = 30;

export const ORGANIZATION_SETTINGS_MESSAGES = {
  unknownScope: (scope: string) =>
    `Unbekannter Bereich „${scope}“: erlaubt sind settings_local und settings_inherit.`,
  unknownSubscope: (subscope: string) =>
    `Unbekannter Unterbereich „${subscope}“: erlaubt sind features und override.`,
  unknownFeature: (key: string) => `Unbekannte Einstellung „${key}“.`,
  readOnlyFeature: (key: string) =>
    `Die Einstellung „${key}“ zu Zuwendungsbestätigungen kann hier nicht geändert werden.`,
  unknownDeviceType: (key: string) => `Unbekannter Gerätetyp „${key}“.`,
  notBoolean: 'Bitte geben Sie an oder aus (true, false oder null zum Erben) an.',
  notObject: 'Bitte geben Sie die Einstellungen als Objekt an.',
  unknownFlag: (flag: string) => `Unbekannte Einstellung „${flag}“.`,
  customerNumberInvalid: `Die Kundennummer darf höchstens ${CUSTOMER_NUMBER_MAX_LENGTH} Zeichen aus Ziffern, Buchstaben und Bindestrichen enthalten.`,
  superuserOnly: 'Nur Plattform-Administratoren können diese Einstellungen ändern.',
  customerNumberSaved: 'Kundennummer erfolgreich aktualisiert',
} as const;

/** One switch set (true/false) or given back to inheritance (null). */
export type SettingChange = {
  scope: SettingsScope;
  subscope: SettingsSubscope;
  key: string;
  value: boolean | null;
};

export type SettingsPatchResult = { changes: SettingChange[]; errors: Record<string, string[]> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The device class of an override key such as enableWS, or null for an unknown one. */
export function overrideDeviceClass(key: string): string | null {
  const match = /^enable([A-Z]{2})$/.exec(key);
  return match?.[1] && (DEVICE_CLASSES as readonly string[]).includes(match[1]) ? match[1] : null;
}

/**
 * Reads `{settings_local?: {features?: {...}, override?: {...}}, settings_inherit?: …}`: the
 * changes it asks for, or German errors keyed by the field path (`settings_local.features`). Every
 * key given is taken for a scope: a wrong one (`settings_global`) is refused at itself.
 */
export function parseSettingsPatch(patch: Record<string, unknown>): SettingsPatchResult {
  const changes: SettingChange[] = [];
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const [scope, subscopes] of Object.entries(patch)) {
    if (!(SETTINGS_SCOPES as readonly string[]).includes(scope)) {
      add(scope, ORGANIZATION_SETTINGS_MESSAGES.unknownScope(scope));
      continue;
    }
    if (!isRecord(subscopes)) {
      add(scope, ORGANIZATION_SETTINGS_MESSAGES.notObject);
      continue;
    }
    for (const [subscope, values] of Object.entries(subscopes)) {
      const field = `${scope}.${subscope}`;
      if (!(SETTINGS_SUBSCOPES as readonly string[]).includes(subscope)) {
        add(scope, ORGANIZATION_SETTINGS_MESSAGES.unknownSubscope(subscope));
        continue;
      }
      if (!isRecord(values)) {
        add(field, ORGANIZATION_SETTINGS_MESSAGES.notObject);
        continue;
      }
      for (const [key, value] of Object.entries(values)) {
        if (subscope === 'features' && !(SETTINGS_FEATURE_KEYS as readonly string[]).includes(key)) {
          add(field, ORGANIZATION_SETTINGS_MESSAGES.unknownFeature(key));
        } else if (subscope === 'features' && READ_ONLY_FEATURE_KEYS.includes(key as SettingsFeatureKey)) {
          add(field, ORGANIZATION_SETTINGS_MESSAGES.readOnlyFeature(key));
        } else if (subscope === 'override' && overrideDeviceClass(key) === null) {
          add(field, ORGANIZATION_SETTINGS_MESSAGES.unknownDeviceType(key));
        } else if (value !== null && typeof value !== 'boolean') {
          add(`${field}.${key}`, ORGANIZATION_SETTINGS_MESSAGES.notBoolean);
        } else {
          changes.push({
            scope: scope as SettingsScope,
            subscope: subscope as SettingsSubscope,
            key,
            value: value as boolean | null,
          });
        }
      }
    }
  }
  return { changes, errors };
}

/** The stored settings with the changes of one scope applied; null removes a value (inherit again). */
export function applySettingChanges(
  stored: Readonly<Record<string, unknown>>,
  scope: SettingsScope,
  changes: readonly SettingChange[],
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...stored };
  for (const change of changes.filter((entry) => entry.scope === scope)) {
    const current = isRecord(next[change.subscope]) ? { ...(next[change.subscope] as object) } : {};
    const values = current as Record<string, unknown>;
    if (change.value === null) delete values[change.key];
    else values[change.key] = change.value;
    next[change.subscope] = values;
  }
  return next;
}

/** A customer number (DATEV creditor) as stored: trimmed, empty is none; undefined when invalid. */
export function normalizeCustomerNumber(value: string | null): string | null | undefined {
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^[A-Za-z0-9-]+$/.test(trimmed) && trimmed.length <= CUSTOMER_NUMBER_MAX_LENGTH
    ? trimmed
    : undefined;
}
