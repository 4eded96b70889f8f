import { describe, expect, it } from 'vitest';
import {
  checkSettingValues,
  isValidSettingEmail,
  isValidSettingUrl,
  type ValidationContext,
} from './setting-validation';

const context: ValidationContext = {
  effective: { maxInputValue: 50 },
  previousMax: 50,
  mayChangeMaximum: false,
  urlHost: 'https://www.ihre-gemeinde.de',
};

describe('e-mail and URL rules (devices-income-kirchgeld.md §5)', () => {
  it.each([
    ['info@kirche.de', true],
    ['a@bc', true],
    ['a@b', false],
    ['@kirche.de', false],
    ['info kirche.de', false],
    ['info@@kirche.de', false],
  ])('e-mail %j → %s', (value, valid) => {
    expect(isValidSettingEmail(value)).toBe(valid);
  });

  it.each([
    ['https://www.kirche.de/datenschutz', true],
    ['http://abc', true],
    ['https://ab', false],
    ['ftp://kirche.de', false],
    ['www.kirche.de', false],
    ['https://kirche.de/a b', false],
  ])('URL %j → %s', (value, valid) => {
    expect(isValidSettingUrl(value)).toBe(valid);
  });
});

describe('checkSettingValues', () => {
  it('turns empty texts into null and refuses bad e-mail and URLs with the spec’s messages', () => {
    const check = checkSettingValues(
      'matt',
      { confirmationContactEmail: '', initialInputValue: '10' },
      context,
    );
    expect(check.errors).toEqual({});
    expect(check.values).toEqual({ confirmationContactEmail: null, initialInputValue: 10 });

    expect(checkSettingValues('matt', { confirmationContactEmail: 'x@y' }, context).errors).toEqual({
      confirmationContactEmail: ['Gültige E-Mail-Adresse eingeben'],
    });
    expect(checkSettingValues('john', { privacyUrl: 'kirche.de' }, context).errors).toEqual({
      privacyUrl: ['Gültige URL eingeben (https://www.ihre-gemeinde.de)'],
    });
    expect(checkSettingValues('john', { imprintUrl: '  ' }, context).values).toEqual({ imprintUrl: null });
  });

  it.each([
    // initial amount between 1 and the maximum (50 for the pillar matt here)
    ['matt', 1, undefined],
    ['matt', 50, undefined],
    ['matt', 51, 'Der Startbetrag muss zwischen 1 und 50 liegen'],
    ['matt', 0, 'Der Startbetrag muss zwischen 1 und 50 liegen'],
    ['matt', '7,5', 'Bitte eine ganze Zahl eingeben'],
    ['matt', 'zehn', 'Bitte eine ganze Zahl eingeben'],
  ] as const)('%s initial %j → %s', (type, value, message) => {
    const check = checkSettingValues(type, { initialInputValue: value }, context);
    expect(check.errors.initialInputValue?.[0]).toBe(message);
  });

  it('takes the maximum after the change for the initial amount', () => {
    const superuser = { ...context, mayChangeMaximum: true };
    expect(
      checkSettingValues('matt', { maxInputValue: 100, initialInputValue: 80 }, superuser).errors,
    ).toEqual({});
  });

  it('keeps the maximum read-only for anyone but support, within the absolute limits', () => {
    expect(checkSettingValues('matt', { maxInputValue: 60 }, context).errors.maxInputValue).toEqual([
      'Der Höchstbetrag kann nur über den Support geändert werden',
    ]);
    expect(checkSettingValues('matt', { maxInputValue: 50 }, context).errors).toEqual({});
    const superuser = { ...context, mayChangeMaximum: true };
    expect(checkSettingValues('james', { maxInputValue: 5000 }, superuser).errors).toEqual({});
    expect(checkSettingValues('james', { maxInputValue: 5001 }, superuser).errors.maxInputValue).toEqual([
      'Bitte einen Wert zwischen 1 und 5000 eingeben',
    ]);
    expect(checkSettingValues('bart', { maxInputValue: 1000 }, superuser).errors.maxInputValue).toEqual([
      'Bitte einen Wert zwischen 1 und 999 eingeben',
    ]);
    expect(checkSettingValues('jake', { maxInputValue: 5000 }, superuser).errors).toEqual({});
  });

  it.each([
    [300, 300, undefined],
    [0, 0, undefined],
    [-1, -1, undefined],
    ['12,50', 12.5, undefined],
    [-2, undefined, 'Bitte einen Betrag ab 0 eingeben oder -1 für „nie“'],
    ['viel', undefined, 'Bitte eine Zahl eingeben'],
  ] as const)('confirmation amount %j → %j', (value, saved, message) => {
    const check = checkSettingValues('james', { confirmationMinAmount: value }, context);
    expect(check.values.confirmationMinAmount).toBe(saved);
    expect(check.errors.confirmationMinAmount?.[0]).toBe(message);
  });

  it('shows up to 3 collections on pillars', () => {
    expect(checkSettingValues('matt', { collectionCount: 3 }, context).errors).toEqual({});
    expect(checkSettingValues('matt', { collectionCount: 4 }, context).errors.collectionCount).toEqual([
      'Bitte einen Wert zwischen 1 und 3 eingeben',
    ]);
  });

  it('refuses settings the type does not have, and unknown placeholders', () => {
    expect(checkSettingValues('peter', { privacyUrl: 'https://kirche.de' }, context).errors).toEqual({
      privacyUrl: ['Diese Einstellung gibt es für diesen Gerätetyp nicht'],
    });
    expect(
      checkSettingValues('john', { templateTextThankYou: 'Danke für {amount} {waehrung}' }, context).errors,
    ).toEqual({ templateTextThankYou: ['Unbekannter Platzhalter {waehrung}'] });
  });

  it('checks the web app slider end against the maximum', () => {
    const web = { ...context, effective: { maxInputValue: 999 }, previousMax: 999 };
    expect(checkSettingValues('john', { softMaxInputValue: 300 }, web).errors).toEqual({});
    expect(checkSettingValues('john', { softMaxInputValue: 1000 }, web).errors.softMaxInputValue).toEqual([
      'Bitte einen Wert zwischen 1 und 999 eingeben',
    ]);
  });

  it('keeps only the filled social media links and checks them', () => {
    expect(
      checkSettingValues(
        'bart',
        { socialMedia: { email: 'info@kirche.de', facebook: '', whatsapp: '+49 7133 1234' } },
        context,
      ).values.socialMedia,
    ).toEqual({ email: 'info@kirche.de', whatsapp: '+49 7133 1234' });
    expect(
      checkSettingValues('bart', { socialMedia: { facebook: '' } }, context).values.socialMedia,
    ).toBeNull();
    expect(
      checkSettingValues('bart', { socialMedia: { instagram: 'kirche' } }, context).errors.socialMedia,
    ).toEqual(['instagram: Gültige URL eingeben (https://www.ihre-gemeinde.de)']);
  });

  it('accepts colours as #RRGGBB only', () => {
    expect(checkSettingValues('bart', { freeColor: '#ae364b' }, context).errors).toEqual({});
    expect(checkSettingValues('bart', { freeColor: 'rot' }, context).errors.freeColor).toEqual([
      'Bitte eine Farbe im Format #RRGGBB eingeben',
    ]);
  });
});
