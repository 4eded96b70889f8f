import { describe, expect, it } from 'vitest';
import {
  colorOfHue,
  describeSettingSource,
  hueOfColor,
  resolveSettings,
  type SettingSource,
  type SettingsLayer,
} from './setting-inheritance';

const device: SettingSource = { kind: 'device' };
const parish: SettingSource = {
  kind: 'organization',
  organizationId: 4,
  organizationName: 'Ev. Kirchengemeinde Lauffen',
};
const district: SettingSource = {
  kind: 'organization',
  organizationId: 3,
  organizationName: 'Kirchenbezirk Neckartal',
};

function layer(
  source: SettingSource,
  local: Record<string, unknown> = {},
  inherit: Record<string, unknown> = {},
): SettingsLayer {
  return { source, local, inherit };
}

function find(settings: ReturnType<typeof resolveSettings>, key: string) {
  const setting = settings.find((entry) => entry.key === key);
  if (!setting) throw new Error(`no ${key}`);
  return setting;
}

describe('resolveSettings (devices-income-kirchgeld.md §4 "Setting values")', () => {
  it('takes a district’s value for a parish’s device: Einstellung übernommen von …', () => {
    const settings = resolveSettings('matt', [
      layer(device),
      layer(parish),
      layer(district, { confirmationContactEmail: 'bezirk@kirche.de' }),
    ]);
    const email = find(settings, 'confirmationContactEmail');
    expect(email).toMatchObject({
      value: 'bezirk@kirche.de',
      inherit: true,
      localValue: null,
      source: district,
    });
    expect(describeSettingSource(email, device)).toBe('Einstellung übernommen von Kirchenbezirk Neckartal');
  });

  it('lets the nearest layer win, and a local value wins over everything above', () => {
    const settings = resolveSettings('matt', [
      layer(device, { initialInputValue: 8 }),
      layer(parish, { initialInputValue: 3, confirmationContactEmail: 'lauffen@kirche.de' }),
      layer(district, { confirmationContactEmail: 'bezirk@kirche.de' }),
    ]);
    expect(find(settings, 'initialInputValue')).toMatchObject({
      value: 8,
      inherit: false,
      source: device,
      inheritedValue: 3,
      inheritedSource: parish,
    });
    expect(describeSettingSource(find(settings, 'initialInputValue'), device)).toBe('Hier festgelegt');
    expect(find(settings, 'confirmationContactEmail').source).toEqual(parish);
  });

  it('ignores a local value whose inherit flag is set (Zurücksetzen keeps nothing locally)', () => {
    const settings = resolveSettings('matt', [
      layer(device, { initialInputValue: 8 }, { initialInputValue: true }),
      layer(parish, { initialInputValue: 3 }),
    ]);
    expect(find(settings, 'initialInputValue')).toMatchObject({ value: 3, inherit: true, localValue: 8 });
  });

  it('falls back to the defaults of planning.md §9', () => {
    const pillar = resolveSettings('matt', [layer(device), layer(parish)]);
    expect(find(pillar, 'maxInputValue')).toMatchObject({ value: 50, source: { kind: 'default' } });
    expect(find(pillar, 'confirmationMinAmount').value).toBe(300);
    expect(find(pillar, 'collectionCount').value).toBe(3);
    expect(find(pillar, 'ledringColor').value).toBe('#331493');
    expect(describeSettingSource(find(pillar, 'maxInputValue'), device)).toBe('Standardwert');
    const mini = resolveSettings('james', [layer(device)]);
    expect(find(mini, 'maxInputValue').value).toBe(999);
    const collectionApp = resolveSettings('john', [layer(parish)]);
    expect(find(collectionApp, 'liturgicalColor').value).toBe('#723288');
    expect(find(collectionApp, 'initialInputValue').value).toBe(5);
    expect(find(collectionApp, 'softMaxInputValue').value).toBe(300);
    expect(find(collectionApp, 'maxInputValue').value).toBe(999);
    const donationApp = resolveSettings('bart', [layer(parish)]);
    expect(find(donationApp, 'freeColor').value).toBe('#03867b');
  });

  it('lists exactly the settings of the type', () => {
    expect(resolveSettings('peter', [layer(device)]).map((setting) => setting.key)).toEqual([
      'initialInputValue',
      'maxInputValue',
      'ledringColor',
      'ledringMode',
    ]);
  });
});

describe('LED ring hue', () => {
  it.each([
    ['#331493', 255],
    ['#ff0000', 0],
    ['#00ff00', 120],
    ['#0000ff', 240],
    ['#808080', 0],
  ])('%s has hue %d', (color, hue) => {
    expect(hueOfColor(color)).toBe(hue);
  });

  it('keeps the hue when turned into a colour and back', () => {
    for (const hue of [0, 45, 120, 200, 255, 359]) expect(hueOfColor(colorOfHue(hue))).toBeCloseTo(hue, -1);
  });
});
