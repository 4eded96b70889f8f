/**
 * Checks and normalises setting values before they are saved (devices-income-kirchgeld.md §5):
 * e-mail and URL rules, whole numbers, the initial amount within its bounds, the read-only
 * maximum, the confirmation amount or -1. Empty texts become null.
 */
import type { DeviceType } from './device-types';
import {
  amountLimits,
  COLLECTION_COUNT_MAX,
  CONFIRMATION_NEVER,
  LEDRING_MODES,
  SETTING_DEFINITIONS,
  SETTINGS_BY_TYPE,
  type SettingKey,
  type SettingValue,
  SOCIAL_MEDIA_KEYS,
  type SocialMedia,
  TEMPLATE_MAX_LENGTH,
  THANK_YOU_PLACEHOLDERS,
} from './setting-definitions';

export const SETTING_MESSAGES = {
  email: 'Gültige E-Mail-Adresse eingeben',
  url: (host: string) => `Gültige URL eingeben (${host})`,
  integer: 'Bitte eine ganze Zahl eingeben',
  number: 'Bitte eine Zahl eingeben',
  between: (min: number, max: number) => `Bitte einen Wert zwischen ${min} und ${max} eingeben`,
  initialBetween: (min: number, max: number) => `Der Startbetrag muss zwischen ${min} und ${max} liegen`,
  maxReadOnly: 'Der Höchstbetrag kann nur über den Support geändert werden',
  confirmationAmount: 'Bitte einen Betrag ab 0 eingeben oder -1 für „nie“',
  color: 'Bitte eine Farbe im Format #RRGGBB eingeben',
  choice: 'Bitte einen der angebotenen Werte wählen',
  boolean: 'Bitte ja oder nein wählen',
  image: 'Bitte ein hochgeladenes Bild wählen',
  templateLength: `Höchstens ${TEMPLATE_MAX_LENGTH} Zeichen`,
  unknownPlaceholder: (name: string) => `Unbekannter Platzhalter {${name}}`,
  phone: 'Gültige Telefonnummer oder URL eingeben',
  notForType: 'Diese Einstellung gibt es für diesen Gerätetyp nicht',
} as const;

/** The example host the URL message shows: 'Gültige URL eingeben (https://www.beispiel.de)'. */
export const SETTING_URL_EXAMPLE = 'https://www.beispiel.de';

/** Text before the at-sign and at least 2 characters after it. */
export function isValidSettingEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]{2,}$/.test(value);
}

/** http or https, then a host of at least 3 characters. */
export function isValidSettingUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#]{3,}([/?#]\S*)?$/i.test(value);
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const IMAGE_HASH = /^[0-9a-f]{64}$/;

export type ValidationContext = {
  /** the settings' values after the change, for rules across fields (initial ≤ maximum) */
  effective: Partial<Record<SettingKey, SettingValue>>;
  /** the value of maxInputValue before the change: only support (a superuser) changes it */
  previousMax: number | null;
  mayChangeMaximum: boolean;
  /** shown in the URL message, e.g. the host of the installation */
  urlHost: string;
};

export type SettingsCheck = {
  values: Partial<Record<SettingKey, SettingValue>>;
  errors: Record<string, string[]>;
};

/**
 * Normalises the given local values (null and '' clear a value) and checks each against its rule.
 * Keys the type does not have are refused.
 */
export function checkSettingValues(
  type: DeviceType,
  input: Record<string, unknown>,
  context: ValidationContext,
): SettingsCheck {
  const allowed = SETTINGS_BY_TYPE[type];
  const values: Partial<Record<SettingKey, SettingValue>> = {};
  const errors: Record<string, string[]> = {};
  const fail = (key: string, message: string) => {
    errors[key] = [...(errors[key] ?? []), message];
  };
  for (const [key, raw] of Object.entries(input)) {
    if (!(allowed as readonly string[]).includes(key)) {
      fail(key, SETTING_MESSAGES.notForType);
      continue;
    }
    const settingKey = key as SettingKey;
    const result = normalizeValue(type, settingKey, raw, context);
    if (typeof result === 'object' && result !== null && 'error' in result) fail(key, result.error);
    else values[settingKey] = result as SettingValue;
  }
  checkAcrossFields(type, values, context, fail);
  return { values, errors };
}

type Normalized = SettingValue | { error: string };

function normalizeValue(
  type: DeviceType,
  key: SettingKey,
  raw: unknown,
  context: ValidationContext,
): Normalized {
  if (raw === null || raw === undefined) return null;
  const definition = SETTING_DEFINITIONS[key];
  switch (definition.kind) {
    case 'integer':
      return normalizeInteger(type, key, raw, context);
    case 'amountOrNever': {
      const amount = toNumber(raw);
      if (amount === null) return isBlank(raw) ? null : { error: SETTING_MESSAGES.number };
      if (amount !== CONFIRMATION_NEVER && amount < 0) return { error: SETTING_MESSAGES.confirmationAmount };
      return amount;
    }
    case 'color':
    case 'hueColor': {
      if (isBlank(raw)) return null;
      return typeof raw === 'string' && HEX_COLOR.test(raw.trim())
        ? raw.trim()
        : { error: SETTING_MESSAGES.color };
    }
    case 'choice': {
      if (isBlank(raw)) return null;
      return typeof raw === 'string' && (LEDRING_MODES as readonly string[]).includes(raw)
        ? raw
        : { error: SETTING_MESSAGES.choice };
    }
    case 'email': {
      if (isBlank(raw)) return null;
      const text = String(raw).trim();
      return isValidSettingEmail(text) ? text : { error: SETTING_MESSAGES.email };
    }
    case 'url': {
      if (isBlank(raw)) return null;
      const text = String(raw).trim();
      return isValidSettingUrl(text) ? text : { error: SETTING_MESSAGES.url(context.urlHost) };
    }
    case 'boolean':
      return typeof raw === 'boolean' ? raw : { error: SETTING_MESSAGES.boolean };
    case 'image': {
      if (isBlank(raw)) return null;
      return typeof raw === 'string' && IMAGE_HASH.test(raw) ? raw : { error: SETTING_MESSAGES.image };
    }
    case 'template':
      return normalizeTemplate(raw);
    case 'socialMedia':
      return normalizeSocialMedia(raw, context.urlHost);
  }
}

function normalizeInteger(
  type: DeviceType,
  key: SettingKey,
  raw: unknown,
  context: ValidationContext,
): Normalized {
  if (isBlank(raw)) return null;
  const value = toNumber(raw);
  if (value === null || !Number.isInteger(value)) return { error: SETTING_MESSAGES.integer };
  const limits = amountLimits(type);
  if (key === 'maxInputValue') {
    if (!context.mayChangeMaximum && value !== context.previousMax)
      return { error: SETTING_MESSAGES.maxReadOnly };
    if (value < limits.min || value > limits.absoluteMax)
      return { error: SETTING_MESSAGES.between(limits.min, limits.absoluteMax) };
  }
  if (key === 'collectionCount' && (value < 1 || value > COLLECTION_COUNT_MAX))
    return { error: SETTING_MESSAGES.between(1, COLLECTION_COUNT_MAX) };
  return value;
}

/** The initial amount and the slider's end lie between the minimum and the maximum. */
function checkAcrossFields(
  type: DeviceType,
  values: Partial<Record<SettingKey, SettingValue>>,
  context: ValidationContext,
  fail: (key: string, message: string) => void,
) {
  const limits = amountLimits(type);
  const effective = { ...context.effective, ...withoutNulls(values) };
  const max = typeof effective.maxInputValue === 'number' ? effective.maxInputValue : limits.defaultMax;
  const initial = values.initialInputValue;
  if (typeof initial === 'number' && (initial < limits.min || initial > max)) {
    fail('initialInputValue', SETTING_MESSAGES.initialBetween(limits.min, max));
  }
  const softMax = values.softMaxInputValue;
  if (typeof softMax === 'number' && (softMax < limits.min || softMax > max)) {
    fail('softMaxInputValue', SETTING_MESSAGES.between(limits.min, max));
  }
}

function normalizeTemplate(raw: unknown): Normalized {
  if (typeof raw !== 'string') return { error: SETTING_MESSAGES.templateLength };
  const text = raw.trim();
  if (text === '') return null;
  if (text.length > TEMPLATE_MAX_LENGTH) return { error: SETTING_MESSAGES.templateLength };
  const known = THANK_YOU_PLACEHOLDERS.map((placeholder) => placeholder.name as string);
  for (const match of text.matchAll(/\{([^{}]*)\}/g)) {
    const name = match[1] ?? '';
    if (!known.includes(name)) return { error: SETTING_MESSAGES.unknownPlaceholder(name) };
  }
  return text;
}

function normalizeSocialMedia(raw: unknown, urlHost: string): Normalized {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { error: SETTING_MESSAGES.url(urlHost) };
  const result: SocialMedia = {};
  for (const key of SOCIAL_MEDIA_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (isBlank(value)) continue;
    const text = String(value).trim();
    if (key === 'email') {
      if (!isValidSettingEmail(text)) return { error: `${key}: ${SETTING_MESSAGES.email}` };
    } else if (key === 'whatsapp') {
      if (!/^\+?[0-9 ()/-]{6,20}$/.test(text) && !isValidSettingUrl(text))
        return { error: `${key}: ${SETTING_MESSAGES.phone}` };
    } else if (!isValidSettingUrl(text)) {
      return { error: `${key}: ${SETTING_MESSAGES.url(urlHost)}` };
    }
    result[key] = text;
  }
  return Object.keys(result).length === 0 ? null : result;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  // German input: a comma is the decimal separator
  const parsed = Number(value.trim().replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

function withoutNulls<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as Partial<T>;
}
