/**
 * The state of the settings form (devices-income-kirchgeld.md §2, §4, §5): per setting either a
 * value set here or the value taken from above; 'Zurücksetzen' goes back to the latter and is
 * saved as null. 'Speichern' is enabled only when something changed and the form is valid.
 */
import type { SettingsChange, SettingsView } from '@kollekta/contract';
import {
  checkSettingValues,
  type DeviceType,
  describeSettingSource,
  type ResolvedSetting,
  SETTING_URL_EXAMPLE,
  type SettingKey,
  type SettingValue,
} from '@kollekta/domain';

export type FieldState = { isLocal: boolean; value: unknown };
export type FormState = { fields: Record<string, FieldState>; location: string | null };

export function initialFormState(view: SettingsView): FormState {
  const fields: Record<string, FieldState> = {};
  for (const setting of view.settings) {
    fields[setting.key] = setting.inherit
      ? { isLocal: false, value: setting.inheritedValue }
      : { isLocal: true, value: setting.localValue ?? setting.value };
  }
  return { fields, location: view.current_location };
}

/** The value a field shows: its own, or what it would take from above. */
export function shownValue(setting: SettingsView['settings'][number], field: FieldState): unknown {
  return field.isLocal ? field.value : setting.inheritedValue;
}

export function sourceText(
  view: SettingsView,
  setting: SettingsView['settings'][number],
  field: FieldState,
): string {
  const resolved = setting as ResolvedSetting;
  if (field.isLocal) return describeSettingSource({ ...resolved, source: view.target }, view.target);
  return describeSettingSource({ ...resolved, source: setting.inheritedSource }, view.target);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** What to send: only what changed; a setting reset to inheritance is sent as null. */
export function buildChange(view: SettingsView, initial: FormState, state: FormState): SettingsChange {
  const settingsLocal: Record<string, unknown> = {};
  for (const setting of view.settings) {
    const before = initial.fields[setting.key];
    const after = state.fields[setting.key];
    if (!before || !after) continue;
    if (before.isLocal === after.isLocal && (!after.isLocal || sameValue(before.value, after.value)))
      continue;
    settingsLocal[setting.key] = after.isLocal ? after.value : null;
  }
  const change: SettingsChange = {};
  if (Object.keys(settingsLocal).length > 0) change.settings_local = settingsLocal;
  if (state.location !== initial.location) change.current_location = state.location;
  return change;
}

export function hasChanges(change: SettingsChange): boolean {
  return change.settings_local !== undefined || change.current_location !== undefined;
}

/** The domain's checks for the values set here, with the other settings' current values. */
export function validateForm(
  type: DeviceType,
  view: SettingsView,
  state: FormState,
  change: SettingsChange,
): Record<string, string[]> {
  const effective: Partial<Record<SettingKey, SettingValue>> = {};
  for (const setting of view.settings) {
    const field = state.fields[setting.key];
    if (field) effective[setting.key] = shownValue(setting, field) as SettingValue;
  }
  const maxSetting = view.settings.find((setting) => setting.key === 'maxInputValue');
  const localValues = Object.fromEntries(
    Object.entries(change.settings_local ?? {}).filter(([, value]) => value !== null),
  );
  return checkSettingValues(type, localValues, {
    effective,
    previousMax: typeof maxSetting?.value === 'number' ? maxSetting.value : null,
    mayChangeMaximum: view.may_change_maximum,
    urlHost: SETTING_URL_EXAMPLE,
  }).errors;
}
