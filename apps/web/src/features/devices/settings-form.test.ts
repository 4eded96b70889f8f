import type { SettingsView } from '@kollekta/contract';
import { describe, expect, it } from 'vitest';
import { buildChange, hasChanges, initialFormState, sourceText, validateForm } from './settings-form';

const district = {
  kind: 'organization' as const,
  organizationId: 3,
  organizationName: 'Kirchenbezirk Neckartal',
};
const view: SettingsView = {
  device_type: 'andrew',
  target: { kind: 'device' },
  settings: [
    {
      key: 'initialInputValue',
      value: 10,
      localValue: null,
      inherit: true,
      source: district,
      inheritedValue: 10,
      inheritedSource: district,
    },
    {
      key: 'maxInputValue',
      value: 50,
      localValue: null,
      inherit: true,
      source: { kind: 'default' },
      inheritedValue: 50,
      inheritedSource: { kind: 'default' },
    },
    {
      key: 'ledringColor',
      value: '#1f8f4a',
      localValue: '#1f8f4a',
      inherit: false,
      source: { kind: 'device' },
      inheritedValue: '#331493',
      inheritedSource: { kind: 'default' },
    },
  ],
  locations: [],
  current_location: null,
  may_change_maximum: false,
};

describe('the settings form', () => {
  it('starts unchanged, with the sources the spec names', () => {
    const state = initialFormState(view);
    expect(hasChanges(buildChange(view, state, state))).toBe(false);
    expect(
      sourceText(
        view,
        view.settings[0] as SettingsView['settings'][number],
        state.fields.initialInputValue as never,
      ),
    ).toBe('Einstellung übernommen von Kirchenbezirk Neckartal');
    expect(
      sourceText(
        view,
        view.settings[2] as SettingsView['settings'][number],
        state.fields.ledringColor as never,
      ),
    ).toBe('Hier festgelegt');
  });

  it('sends a value set here, and null for Zurücksetzen', () => {
    const initial = initialFormState(view);
    const edited = {
      ...initial,
      fields: {
        ...initial.fields,
        initialInputValue: { isLocal: true, value: '7' },
        ledringColor: { isLocal: false, value: '#331493' },
      },
    };
    expect(buildChange(view, initial, edited)).toEqual({
      settings_local: { initialInputValue: '7', ledringColor: null },
    });
  });

  it('checks the values with the domain rules', () => {
    const initial = initialFormState(view);
    const edited = {
      ...initial,
      fields: { ...initial.fields, initialInputValue: { isLocal: true, value: '60' } },
    };
    expect(validateForm('andrew', view, edited, buildChange(view, initial, edited))).toEqual({
      initialInputValue: ['Der Startbetrag muss zwischen 1 und 50 liegen'],
    });
  });
});
