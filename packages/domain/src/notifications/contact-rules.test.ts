import { describe, expect, it } from 'vitest';
import {
  CONTACT_TYPES,
  type ContactEditor,
  type ContactValues,
  canDeleteContact,
  findAnnouncementRecipients,
  getContactTypeAvailability,
  normalizeContact,
  validateContactChange,
} from './contact-rules';

const superuser: ContactEditor = { isSuperuser: true, hasAdvancedNotification: false };
const parish: ContactEditor = { isSuperuser: false, hasAdvancedNotification: false };
const parishWithFeature: ContactEditor = { isSuperuser: false, hasAdvancedNotification: true };

const contact = (overrides: Partial<ContactValues> = {}): ContactValues => ({
  name: 'Pfarramt',
  email: 'pfarramt@example.org',
  attachFiles: false,
  types: [],
  ...overrides,
});

describe('the fourteen notification types of the spec', () => {
  it('are all there', () => {
    expect(CONTACT_TYPES).toHaveLength(14);
  });
});

describe('getContactTypeAvailability', () => {
  it.each([
    ['invoice_available', parish, false, 'superuser_only', null],
    ['booking_report_available', parishWithFeature, false, 'superuser_only', null],
    ['invoice_available', superuser, true, null, null],
    ['announce_collection', parish, false, 'feature_needed', 'Zusatzfeature benötigt'],
    ['announce_collection', superuser, false, 'feature_needed', 'Zusatzfeature benötigt'],
    ['announce_collection', parishWithFeature, true, null, null],
    ['donation_receipt', parish, true, null, null],
    ['cash_notification', parish, true, null, null],
  ] as const)('%s for %j → selectable %s', (type, editor, selectable, reason, note) => {
    const availability = getContactTypeAvailability(type, editor);
    expect(availability.isSelectable).toBe(selectable);
    if (!availability.isSelectable) {
      expect(availability.reason).toBe(reason);
      expect(availability.note).toBe(note);
    }
  });
});

describe('normalizeContact', () => {
  it('trims, turns empty texts into null and orders the types as the spec lists them', () => {
    expect(
      normalizeContact({
        name: '  ',
        email: ' kasse@example.org ',
        attachFiles: true,
        types: ['cash_notification', 'donation_receipt', 'cash_notification'],
      }),
    ).toEqual({
      name: null,
      email: 'kasse@example.org',
      attachFiles: true,
      types: ['donation_receipt', 'cash_notification'],
    });
  });
});

describe('validateContactChange', () => {
  const cases: [string, ContactEditor, ContactValues | null, ContactValues, Record<string, string[]>][] = [
    ['a plain new contact', parish, null, contact({ types: ['donation_receipt'] }), {}],
    [
      'a contact without e-mail',
      parish,
      null,
      contact({ email: null }),
      { email: ['Bitte geben Sie eine E-Mail-Adresse ein.'] },
    ],
    [
      'a contact with neither name nor e-mail',
      parish,
      null,
      contact({ name: null, email: null }),
      { email: ['Bitte geben Sie eine E-Mail-Adresse ein.'] },
    ],
    ['a contact with an e-mail and no name', parish, null, contact({ name: null }), {}],
    [
      'an old contact without e-mail, changed without adding one',
      parish,
      contact({ email: null }),
      contact({ email: null, name: 'Neuer Name' }),
      { email: ['Bitte geben Sie eine E-Mail-Adresse ein.'] },
    ],
    [
      'an e-mail without at-sign',
      parish,
      null,
      contact({ email: 'pfarramt' }),
      { email: ['Gültige E-Mail-Adresse eingeben.'] },
    ],
    [
      'an e-mail without a domain ending',
      parish,
      null,
      contact({ email: 'a@b' }),
      { email: ['Gültige E-Mail-Adresse eingeben.'] },
    ],
    [
      'a parish picks invoices',
      parish,
      null,
      contact({ types: ['invoice_available'] }),
      { types: ['Nur Plattform-Administratoren können diese Benachrichtigung wählen.'] },
    ],
    [
      'a superuser picks invoices and reports',
      superuser,
      null,
      contact({ types: ['invoice_available', 'booking_report_available'] }),
      {},
    ],
    [
      'a parish keeps invoices a superuser set and changes the e-mail',
      parish,
      contact({ types: ['invoice_available'] }),
      contact({ email: 'neu@example.org', types: ['invoice_available'] }),
      {},
    ],
    [
      'a parish removes invoices a superuser set',
      parish,
      contact({ types: ['invoice_available'] }),
      contact({ types: [] }),
      { types: ['Nur Plattform-Administratoren können diese Benachrichtigung wählen.'] },
    ],
    [
      'announce_collection without the feature',
      parish,
      null,
      contact({ types: ['announce_collection'] }),
      { types: ['Zusatzfeature benötigt'] },
    ],
    [
      'announce_collection with the feature',
      parishWithFeature,
      null,
      contact({ types: ['announce_collection'] }),
      {},
    ],
    [
      'announce_collection kept after the feature lapsed',
      parish,
      contact({ types: ['announce_collection'] }),
      contact({ types: ['announce_collection'] }),
      {},
    ],
    [
      'announce_collection removed after the feature lapsed',
      parish,
      contact({ types: ['announce_collection'] }),
      contact({ types: [] }),
      {},
    ],
    [
      'an unknown type',
      superuser,
      null,
      contact({ types: ['fax'] }),
      { types: ['Unbekannte Benachrichtigungsart.'] },
    ],
    [
      'a parish switches on attaching documents',
      parish,
      null,
      contact({ attachFiles: true }),
      { attach_files: ['Nur Plattform-Administratoren können den Versand von Dokumenten einstellen.'] },
    ],
    [
      'a parish keeps attaching documents as a superuser set it',
      parish,
      contact({ attachFiles: true }),
      contact({ attachFiles: true }),
      {},
    ],
    ['a superuser switches on attaching documents', superuser, null, contact({ attachFiles: true }), {}],
    [
      'a name of 201 characters',
      parish,
      null,
      contact({ name: 'x'.repeat(201) }),
      { name: ['max. 200 Zeichen'] },
    ],
  ];
  it.each(cases)('%s', (_name, editor, before, after, expected) => {
    expect(validateContactChange(editor, before, after)).toEqual(expected);
  });
});

describe('canDeleteContact', () => {
  it.each([
    [parish, contact({ types: ['donation_receipt'] }), true],
    [parish, contact({ types: ['booking_report_available'] }), false],
    [superuser, contact({ types: ['booking_report_available'] }), true],
  ] as const)('%#', (editor, values, expected) => {
    expect(canDeleteContact(editor, values)).toBe(expected);
  });
});

describe('findAnnouncementRecipients', () => {
  it('takes the contacts of announce_collection that have an e-mail address', () => {
    const recipients = findAnnouncementRecipients([
      { id: 1, email: 'a@example.org', types: ['announce_collection'] },
      { id: 2, email: null, types: ['announce_collection'] },
      { id: 3, email: 'c@example.org', types: ['donation_receipt'] },
      { id: 4, email: 'd@example.org', types: ['donation_receipt', 'announce_collection'] },
    ]);
    expect(recipients.map((recipient) => recipient.id)).toEqual([1, 4]);
  });
});
