/**
 * The settings of devices and web apps (devices-income-kirchgeld.md §3 "Settings types",
 * planning.md §3 "Device settings by type", §9 limits and colours): which type has which
 * setting, their defaults and the amount limits.
 */
import type { DeviceType } from './device-types';

export const SETTING_KEYS = [
  'initialInputValue',
  'maxInputValue',
  'softMaxInputValue',
  'collectionCount',
  'ledringColor',
  'ledringMode',
  'confirmationMinAmount',
  'confirmationContactEmail',
  'freeColor',
  'liturgicalColor',
  'privacyUrl',
  'imprintUrl',
  'logoIsText',
  'backgroundImage',
  'webappLogo',
  'mainLogo',
  'cornerLogo',
  'templateTextThankYou',
  'templateTextThankYouShare',
  'socialMedia',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const SOCIAL_MEDIA_KEYS = [
  'email',
  'whatsapp',
  'facebook',
  'instagram',
  'twitterx',
  'pinterest',
  'snapchat',
  'linkedin',
] as const;
export type SocialMediaKey = (typeof SOCIAL_MEDIA_KEYS)[number];
export type SocialMedia = Partial<Record<SocialMediaKey, string>>;

export type SettingValue = number | string | boolean | SocialMedia | null;

export const IMAGE_TYPES = ['logo_square', 'logo_wide', 'bg_spendeapp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export type SettingKind =
  | 'integer'
  | 'amountOrNever'
  | 'color'
  | 'hueColor'
  | 'choice'
  | 'email'
  | 'url'
  | 'boolean'
  | 'image'
  | 'template'
  | 'socialMedia';

export type SettingDefinition = {
  key: SettingKey;
  kind: SettingKind;
  label: string;
  help?: string;
  choices?: readonly { value: string; label: string }[];
  /** image settings: which uploaded images fit */
  imageTypes?: readonly ImageType[];
  /** colour settings: the swatches offered */
  swatches?: readonly string[];
};

export const LITURGICAL_SWATCHES = ['#723288', '#327359', '#89313D', '#3E3E3E'] as const;
export const FREE_COLOR_SWATCHES = ['#554193', '#ae364b', '#d7c548', '#03867b', '#005F8C'] as const;
export const DEFAULT_COLORS = {
  collectionApp: '#723288',
  donationApp: '#03867b',
  ledring: '#331493',
} as const;

export const LEDRING_MODES = ['rotate', 'pulse', 'static', 'off'] as const;

/** The placeholders a thank-you text may use (devices-income-kirchgeld.md §9). */
export const THANK_YOU_PLACEHOLDERS = [
  { name: 'organization', label: 'Name der Organisation' },
  { name: 'amount', label: 'Betrag' },
  { name: 'currency', label: 'Währungssymbol' },
  { name: 'device', label: 'Gerät' },
  { name: 'payment_type', label: 'Zahlungsart' },
  { name: 'collection', label: 'Sammlungszweck' },
  { name: 'link', label: 'Direktlink' },
] as const;

export const TEMPLATE_MAX_LENGTH = 500;

export const SETTING_DEFINITIONS: Record<SettingKey, SettingDefinition> = {
  initialInputValue: { key: 'initialInputValue', kind: 'integer', label: 'Startbetrag (EUR)' },
  maxInputValue: {
    key: 'maxInputValue',
    kind: 'integer',
    label: 'Höchstbetrag (EUR)',
    help: 'Eine Erhöhung ist nur über den Support möglich.',
  },
  softMaxInputValue: {
    key: 'softMaxInputValue',
    kind: 'integer',
    label: 'Schieberegler bis (EUR)',
    help: 'Höhere Beträge können Spender von Hand eingeben.',
  },
  collectionCount: { key: 'collectionCount', kind: 'integer', label: 'Angezeigte Sammlungen' },
  ledringColor: { key: 'ledringColor', kind: 'hueColor', label: 'Farbe des LED-Rings' },
  ledringMode: {
    key: 'ledringMode',
    kind: 'choice',
    label: 'Modus des LED-Rings',
    choices: [
      { value: 'rotate', label: 'Lauflicht' },
      { value: 'pulse', label: 'Pulsieren' },
      { value: 'static', label: 'Dauerlicht' },
      { value: 'off', label: 'Aus' },
    ],
  },
  confirmationMinAmount: {
    key: 'confirmationMinAmount',
    kind: 'amountOrNever',
    label: 'Bestätigungscode ab Betrag (EUR)',
    help: '-1: Es wird nie ein Bestätigungscode angezeigt.',
  },
  confirmationContactEmail: {
    key: 'confirmationContactEmail',
    kind: 'email',
    label: 'E-Mail-Adresse für Bestätigungen',
  },
  freeColor: { key: 'freeColor', kind: 'color', label: 'Farbe', swatches: FREE_COLOR_SWATCHES },
  liturgicalColor: {
    key: 'liturgicalColor',
    kind: 'color',
    label: 'Liturgische Farbe',
    swatches: LITURGICAL_SWATCHES,
  },
  privacyUrl: { key: 'privacyUrl', kind: 'url', label: 'Link zur Datenschutzerklärung' },
  imprintUrl: { key: 'imprintUrl', kind: 'url', label: 'Link zum Impressum' },
  logoIsText: { key: 'logoIsText', kind: 'boolean', label: 'Name statt Logo anzeigen' },
  backgroundImage: {
    key: 'backgroundImage',
    kind: 'image',
    label: 'Hintergrundbild',
    imageTypes: ['bg_spendeapp'],
  },
  webappLogo: {
    key: 'webappLogo',
    kind: 'image',
    label: 'Logo der Web-App',
    imageTypes: ['logo_wide', 'logo_square'],
  },
  mainLogo: { key: 'mainLogo', kind: 'image', label: 'Hauptlogo', imageTypes: ['logo_square', 'logo_wide'] },
  cornerLogo: { key: 'cornerLogo', kind: 'image', label: 'Logo in der Ecke', imageTypes: ['logo_square'] },
  templateTextThankYou: { key: 'templateTextThankYou', kind: 'template', label: 'Dankestext' },
  templateTextThankYouShare: {
    key: 'templateTextThankYouShare',
    kind: 'template',
    label: 'Text zum Teilen nach der Spende',
  },
  socialMedia: { key: 'socialMedia', kind: 'socialMedia', label: 'Soziale Medien' },
};

export const SOCIAL_MEDIA_LABELS: Record<SocialMediaKey, string> = {
  email: 'E-Mail',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitterx: 'X (Twitter)',
  pinterest: 'Pinterest',
  snapchat: 'Snapchat',
  linkedin: 'LinkedIn',
};

const ROTARY: readonly SettingKey[] = ['initialInputValue', 'maxInputValue', 'ledringColor', 'ledringMode'];
const PILLAR: readonly SettingKey[] = [
  ...ROTARY,
  'collectionCount',
  'confirmationMinAmount',
  'confirmationContactEmail',
];
const SCREEN_PILLAR: readonly SettingKey[] = [
  'initialInputValue',
  'maxInputValue',
  'collectionCount',
  'confirmationMinAmount',
  'confirmationContactEmail',
  'backgroundImage',
  'mainLogo',
  'cornerLogo',
  'templateTextThankYou',
];
const WEB_APP: readonly SettingKey[] = [
  'initialInputValue',
  'maxInputValue',
  'softMaxInputValue',
  'logoIsText',
  'webappLogo',
  'backgroundImage',
  'privacyUrl',
  'imprintUrl',
  'templateTextThankYou',
  'templateTextThankYouShare',
  'socialMedia',
];

/** The settings each device type has, in the order the form shows them. */
export const SETTINGS_BY_TYPE: Record<DeviceType, readonly SettingKey[]> = {
  peter: ROTARY,
  andrew: ROTARY,
  philip: ROTARY,
  matt: PILLAR,
  james: PILLAR,
  thomas: SCREEN_PILLAR,
  john: ['liturgicalColor', ...WEB_APP],
  bart: ['freeColor', ...WEB_APP],
  jake: ['freeColor', ...WEB_APP],
  generic_ecommerce: ['privacyUrl', 'imprintUrl', 'templateTextThankYou'],
  cash: [],
};

export type AmountLimits = {
  /** the smallest amount a donor can choose, in whole euros */
  min: number;
  defaultInitial: number;
  defaultMax: number;
  /** the highest maximum support may set */
  absoluteMax: number;
};

/**
 * planning.md §9: rotary maximum 50 (999 for james and thomas, absolute 5000); web app slider
 * starts at 5, soft maximum 300, absolute maximum 999 (5000 for jake).
 */
export function amountLimits(type: DeviceType): AmountLimits {
  switch (type) {
    case 'james':
    case 'thomas':
      return { min: 1, defaultInitial: 5, defaultMax: 999, absoluteMax: 5000 };
    case 'john':
    case 'bart':
    case 'generic_ecommerce':
      return { min: 1, defaultInitial: 5, defaultMax: 999, absoluteMax: 999 };
    case 'jake':
      return { min: 1, defaultInitial: 5, defaultMax: 999, absoluteMax: 5000 };
    default:
      return { min: 1, defaultInitial: 5, defaultMax: 50, absoluteMax: 5000 };
  }
}

export const SOFT_MAX_DEFAULT = 300;
export const COLLECTION_COUNT_MAX = 3;
export const CONFIRMATION_MIN_AMOUNT_DEFAULT = 300;
/** confirmationMinAmount -1: a confirmation code is never shown */
export const CONFIRMATION_NEVER = -1;

export const DEFAULT_THANK_YOU_TEXT =
  'Vielen Dank für Ihre Spende über {amount} {currency} an {organization}!';
export const DEFAULT_THANK_YOU_SHARE_TEXT =
  'Ich habe gerade für {collection} gespendet. Machen Sie mit: {link}';

/** The value a setting has when no organisation and no device sets it. */
export function defaultSettingValue(type: DeviceType, key: SettingKey): SettingValue {
  const limits = amountLimits(type);
  switch (key) {
    case 'initialInputValue':
      return limits.defaultInitial;
    case 'maxInputValue':
      return limits.defaultMax;
    case 'softMaxInputValue':
      return SOFT_MAX_DEFAULT;
    case 'collectionCount':
      return COLLECTION_COUNT_MAX;
    case 'confirmationMinAmount':
      return CONFIRMATION_MIN_AMOUNT_DEFAULT;
    case 'ledringColor':
      return DEFAULT_COLORS.ledring;
    case 'ledringMode':
      return 'rotate';
    case 'liturgicalColor':
      return DEFAULT_COLORS.collectionApp;
    case 'freeColor':
      return DEFAULT_COLORS.donationApp;
    case 'logoIsText':
      return false;
    case 'templateTextThankYou':
      return DEFAULT_THANK_YOU_TEXT;
    case 'templateTextThankYouShare':
      return DEFAULT_THANK_YOU_SHARE_TEXT;
    default:
      return null;
  }
}

export function isSettingKey(value: string): value is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(value);
}
