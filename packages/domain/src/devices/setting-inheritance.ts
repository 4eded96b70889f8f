/**
 * Where a setting's value comes from (devices-income-kirchgeld.md §4 "Setting values"): set on the
 * device itself, set on its organisation or an organisation above, or the type's default. The
 * nearest layer that sets a value and does not inherit wins.
 */
import type { DeviceType } from './device-types';
import {
  defaultSettingValue,
  SETTINGS_BY_TYPE,
  type SettingKey,
  type SettingValue,
} from './setting-definitions';

export type SettingSource =
  | { kind: 'device' }
  | { kind: 'organization'; organizationId: number; organizationName: string }
  | { kind: 'default' };

/** One place settings can be stored: a device, or an organisation's settings for a device type. */
export type SettingsLayer = {
  source: SettingSource;
  /** values set here; null or missing means not set */
  local: Readonly<Record<string, unknown>>;
  /** per setting: true takes the value from above even when one is set here */
  inherit: Readonly<Record<string, unknown>>;
};

export type ResolvedSetting = {
  key: SettingKey;
  value: SettingValue;
  /** what the edited layer (the first) holds for this setting */
  localValue: SettingValue;
  /** whether the edited layer takes this setting from above */
  inherit: boolean;
  source: SettingSource;
  /** what the edited layer gets from above: shown when it inherits again ('Zurücksetzen') */
  inheritedValue: SettingValue;
  inheritedSource: SettingSource;
};

export function inheritsSetting(layer: SettingsLayer, key: SettingKey): boolean {
  const flag = layer.inherit[key];
  if (typeof flag === 'boolean') return flag;
  return (layer.local[key] ?? null) === null;
}

/**
 * Resolves every setting of the type. `layers` run from the edited object (first) up to the root
 * organisation (last); the defaults come after them.
 */
export function resolveSettings(type: DeviceType, layers: readonly SettingsLayer[]): ResolvedSetting[] {
  const [edited, ...above] = layers;
  return SETTINGS_BY_TYPE[type].map((key) => {
    const localValue = (edited?.local[key] ?? null) as SettingValue;
    const inherit = edited ? inheritsSetting(edited, key) : true;
    const inherited = resolveOne(type, key, above);
    const own = edited ? resolveOne(type, key, [edited]) : null;
    const current = own && own.source.kind !== 'default' ? own : inherited;
    return {
      key,
      value: current.value,
      localValue,
      inherit,
      source: current.source,
      inheritedValue: inherited.value,
      inheritedSource: inherited.source,
    };
  });
}

function resolveOne(
  type: DeviceType,
  key: SettingKey,
  layers: readonly SettingsLayer[],
): { value: SettingValue; source: SettingSource } {
  for (const layer of layers) {
    if (inheritsSetting(layer, key)) continue;
    const value = (layer.local[key] ?? null) as SettingValue;
    if (value !== null) return { value, source: layer.source };
  }
  return { value: defaultSettingValue(type, key), source: { kind: 'default' } };
}

export const SETTING_SOURCE_TEXTS = {
  inherited: (organizationName: string) => `Einstellung übernommen von ${organizationName}`,
  default: 'Standardwert',
  local: 'Hier festgelegt',
} as const;

/** What the form says under a setting; `editedSource` is the source of the edited layer itself. */
export function describeSettingSource(setting: ResolvedSetting, editedSource: SettingSource): string {
  if (setting.source.kind === 'default') return SETTING_SOURCE_TEXTS.default;
  if (isSameSource(setting.source, editedSource)) return SETTING_SOURCE_TEXTS.local;
  if (setting.source.kind === 'organization')
    return SETTING_SOURCE_TEXTS.inherited(setting.source.organizationName);
  return SETTING_SOURCE_TEXTS.local;
}

function isSameSource(a: SettingSource, b: SettingSource): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'organization' && b.kind === 'organization') return a.organizationId === b.organizationId;
  return true;
}

/** The hue (0..360) of a colour #RRGGBB: the LED ring is set by hue. */
export function hueOfColor(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  return Math.round((hue * 60 + 360) % 360);
}

/** The LED ring's colour at a hue, with the saturation and lightness of the default #331493. */
export function colorOfHue(hue: number): string {
  const saturation = 0.76;
  const lightness = 0.33;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const sector = (((hue % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r1, g1, b1] =
    sector < 1
      ? [chroma, x, 0]
      : sector < 2
        ? [x, chroma, 0]
        : sector < 3
          ? [0, chroma, x]
          : sector < 4
            ? [0, x, chroma]
            : sector < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = lightness - chroma / 2;
  const channel = (value: number) =>
    Math.round((value + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r1)}${channel(g1)}${channel(b1)}`;
}
