/**
 * Postal addresses of organisations (administration.md §3 "Address", §4 "Address change", §5
 * "Address editing", §9): their types in display order, who may edit which, the field rules, and
 * which addresses are current or ended.
 */

/** In the spec's display order: primary, physical, billing, other. */
export const ADDRESS_TYPES = ['primary', 'physical', 'billing', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  primary: 'Hauptadresse',
  physical: 'Standortadresse',
  billing: 'Rechnungsadresse',
  other: 'Weitere Adresse',
};

/** What each type is used for (§9 "Address type use"). */
export const ADDRESS_TYPE_USES: Record<AddressType, string> = {
  primary: 'Post, Kollektenweiterleitung und Zuwendungsbestätigungen',
  physical: 'Geokoordinaten',
  billing: 'Rechnungen',
  other: 'nur wenn keine andere Adresse hinterlegt ist',
};

/** ISO codes of the countries an address may be in; Deutschland is the default. */
export const ADDRESS_COUNTRIES = {
  DE: 'Deutschland',
  AT: 'Österreich',
  CH: 'Schweiz',
  LI: 'Liechtenstein',
  LU: 'Luxemburg',
  FR: 'Frankreich',
  NL: 'Niederlande',
  BE: 'Belgien',
  DK: 'Dänemark',
  PL: 'Polen',
  CZ: 'Tschechien',
  IT: 'Italien',
} as const;
export type AddressCountry = keyof typeof ADDRESS_COUNTRIES;
export const DEFAULT_ADDRESS_COUNTRY: AddressCountry = 'DE';

export const ADDRESS_MESSAGES = {
  nameRequired: 'Bitte geben Sie den Namen der Organisation an.',
  streetRequired: 'Bitte geben Sie Straße und Hausnummer an.',
  postcodeRequired: 'Bitte geben Sie die Postleitzahl an.',
  postcodeGerman: 'Eine deutsche Postleitzahl hat genau 5 Ziffern.',
  postcodeInvalid: 'Bitte geben Sie eine gültige Postleitzahl an.',
  localityRequired: 'Bitte geben Sie den Ort an.',
  countryUnknown: 'Bitte wählen Sie ein Land aus der Liste.',
  typeUnknown: 'Bitte wählen Sie einen Adresstyp aus der Liste.',
  typeInUse: 'Für diesen Adresstyp ist bereits eine aktuelle Adresse hinterlegt. Bitte ändern Sie diese.',
  billingSuperuserOnly: 'Rechnungsadressen können nur von Plattform-Administratoren bearbeitet werden.',
  ended: 'Diese Adresse ist bereits beendet und kann nicht mehr geändert werden.',
  tooLong: 'Bitte höchstens 200 Zeichen eingeben.',
} as const;

export type AddressValues = {
  type: AddressType;
  /** the addressee, e.g. 'Ev. Kirchengemeinde Lauffen' */
  name: string;
  /** a second line, e.g. 'Evangelisches Pfarramt' */
  supplement: string | null;
  /** street and number */
  address: string;
  postcode: string;
  locality: string;
  country: string;
};

export type AddressInput = {
  type?: string | null | undefined;
  name?: string | null | undefined;
  supplement?: string | null | undefined;
  address?: string | null | undefined;
  postcode?: string | null | undefined;
  locality?: string | null | undefined;
  country?: string | null | undefined;
};

export function isAddressType(value: unknown): value is AddressType {
  return typeof value === 'string' && (ADDRESS_TYPES as readonly string[]).includes(value);
}

/** Trims every field; a missing type becomes other (§5), a missing country Deutschland. */
export function normalizeAddress(input: AddressInput): AddressValues & { rawType: string | null } {
  const text = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
  const rawType = text(input.type);
  const country = text(input.country).toUpperCase();
  return {
    rawType: rawType || null,
    type: rawType === '' ? 'other' : isAddressType(rawType) ? rawType : 'other',
    name: text(input.name),
    supplement: text(input.supplement) || null,
    address: text(input.address),
    postcode: text(input.postcode).toUpperCase(),
    locality: text(input.locality),
    country: country || DEFAULT_ADDRESS_COUNTRY,
  };
}

const MAX_LENGTH = 200;

/** Field errors of an address, keyed by the API's field names; empty when it is complete. */
export function validateAddress(
  values: AddressValues & { rawType?: string | null },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (values.rawType && !isAddressType(values.rawType)) add('type', ADDRESS_MESSAGES.typeUnknown);
  if (!values.name) add('name', ADDRESS_MESSAGES.nameRequired);
  if (!values.address) add('address', ADDRESS_MESSAGES.streetRequired);
  if (!values.locality) add('locality', ADDRESS_MESSAGES.localityRequired);
  if (!(values.country in ADDRESS_COUNTRIES)) add('country', ADDRESS_MESSAGES.countryUnknown);
  if (!values.postcode) add('postcode', ADDRESS_MESSAGES.postcodeRequired);
  else if (values.country === 'DE' && !/^\d{5}$/.test(values.postcode))
    add('postcode', ADDRESS_MESSAGES.postcodeGerman);
  else if (!/^[A-Z0-9][A-Z0-9 -]{1,9}$/.test(values.postcode))
    add('postcode', ADDRESS_MESSAGES.postcodeInvalid);
  for (const field of ['name', 'supplement', 'address', 'locality'] as const) {
    if ((values[field] ?? '').length > MAX_LENGTH && !errors[field]) add(field, ADDRESS_MESSAGES.tooLong);
  }
  return errors;
}

export type AddressEditor = { isSuperuser: boolean; canWriteOrganization: boolean };

/** Non-billing addresses need the edit permission, billing addresses a superuser (§5). */
export function canEditAddressType(editor: AddressEditor, type: AddressType): boolean {
  if (type === 'billing') return editor.isSuperuser;
  return editor.isSuperuser || editor.canWriteOrganization;
}

export type AddressPeriod = { type: AddressType; validFrom: Date; validUntil: Date | null };

/** Ended: its valid_notafter has passed (a change or a removal ends an address at that moment). */
export function isAddressEnded(address: Pick<AddressPeriod, 'validUntil'>, now: Date): boolean {
  return address.validUntil !== null && address.validUntil.getTime() <= now.getTime();
}

/** Current: started and not ended. */
export function isAddressCurrent(
  address: Pick<AddressPeriod, 'validFrom' | 'validUntil'>,
  now: Date,
): boolean {
  return address.validFrom.getTime() <= now.getTime() && !isAddressEnded(address, now);
}

/**
 * The types whose every address has ended (§4: such a type counts as expired). Types without any
 * address are unused, not expired.
 */
export function findExpiredAddressTypes(addresses: readonly AddressPeriod[], now: Date): AddressType[] {
  return ADDRESS_TYPES.filter((type) => {
    const ofType = addresses.filter((address) => address.type === type);
    return ofType.length > 0 && ofType.every((address) => isAddressEnded(address, now));
  });
}

/** The types a new address may take: expired or unused ones the editor may edit (§4). */
export function findSelectableAddressTypes(
  addresses: readonly AddressPeriod[],
  now: Date,
  editor: AddressEditor,
): AddressType[] {
  return ADDRESS_TYPES.filter(
    (type) =>
      canEditAddressType(editor, type) &&
      !addresses.some((address) => address.type === type && isAddressCurrent(address, now)),
  );
}

/** Display order: by type (§9), the current address before ended ones, newest first. */
export function sortAddresses<T extends AddressPeriod>(addresses: readonly T[], now: Date): T[] {
  const rank = (type: AddressType) => ADDRESS_TYPES.indexOf(type);
  return [...addresses].sort(
    (a, b) =>
      rank(a.type) - rank(b.type) ||
      Number(isAddressEnded(a, now)) - Number(isAddressEnded(b, now)) ||
      b.validFrom.getTime() - a.validFrom.getTime(),
  );
}
