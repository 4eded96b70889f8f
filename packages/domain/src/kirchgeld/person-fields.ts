/**
 * The fields of a person data version (devices-income-kirchgeld.md §3 "Person data version"), in
 * the spec's names: what the registry file's columns are called, what the person detail shows under
 * which heading, and what the lookup's column selector offers. One list, so the import, the API and
 * the screens cannot disagree about a field.
 */

export type KgPersonFieldKind = 'text' | 'date' | 'enum';
/** the person detail's sections (§2 "Person detail") */
export type KgPersonFieldGroup = 'address' | 'personal' | 'other' | 'remarks';

export type KgPersonField = {
  name: string;
  label: string;
  kind: KgPersonFieldKind;
  group: KgPersonFieldGroup;
};

export const KG_PERSON_FIELDS = [
  { name: 'anrede', label: 'Anrede', kind: 'text', group: 'personal' },
  { name: 'langanrede', label: 'Briefanrede', kind: 'text', group: 'personal' },
  { name: 'akad_grad', label: 'Akademischer Grad', kind: 'text', group: 'personal' },
  { name: 'vornamen', label: 'Vornamen', kind: 'text', group: 'personal' },
  { name: 'rufname', label: 'Rufname', kind: 'text', group: 'personal' },
  { name: 'familienname', label: 'Familienname', kind: 'text', group: 'personal' },
  { name: 'familienname_zusatz', label: 'Namenszusatz', kind: 'text', group: 'personal' },
  { name: 'geburtsname', label: 'Geburtsname', kind: 'text', group: 'personal' },
  { name: 'geschlecht', label: 'Geschlecht', kind: 'enum', group: 'personal' },
  { name: 'geburtsdatum', label: 'Geburtsdatum', kind: 'date', group: 'personal' },
  { name: 'familienstand', label: 'Familienstand', kind: 'text', group: 'personal' },
  { name: 'konfession', label: 'Konfession', kind: 'text', group: 'personal' },
  { name: 'strassenname', label: 'Straße', kind: 'text', group: 'address' },
  { name: 'hausnr', label: 'Hausnummer', kind: 'text', group: 'address' },
  { name: 'hausnr_zusatz', label: 'Hausnummer-Zusatz', kind: 'text', group: 'address' },
  { name: 'hausnr_teilnr', label: 'Teilnummer', kind: 'text', group: 'address' },
  { name: 'anschriften_zusatz', label: 'Anschriftenzusatz', kind: 'text', group: 'address' },
  { name: 'stockwerks_oder_wohnungsnr', label: 'Stockwerk/Wohnung', kind: 'text', group: 'address' },
  { name: 'plz', label: 'PLZ', kind: 'text', group: 'address' },
  { name: 'kommune', label: 'Ort', kind: 'text', group: 'address' },
  { name: 'ortsteil', label: 'Ortsteil', kind: 'text', group: 'address' },
  { name: 'plz_postfach', label: 'PLZ Postfach', kind: 'text', group: 'address' },
  { name: 'postfach_nr', label: 'Postfach', kind: 'text', group: 'address' },
  { name: 'wohnungsstatus', label: 'Wohnungsstatus', kind: 'text', group: 'address' },
  { name: 'einzug_datum', label: 'Einzugsdatum', kind: 'date', group: 'address' },
  { name: 'auszug_datum', label: 'Auszugsdatum', kind: 'date', group: 'address' },
  { name: 'kro_nr', label: 'KRO-Nr.', kind: 'text', group: 'other' },
  { name: 'orig_kro_nr', label: 'Ursprüngliche KRO-Nr.', kind: 'text', group: 'other' },
  { name: 'org_name_by_kro', label: 'Kirchengemeinde', kind: 'text', group: 'other' },
  { name: 'sperre', label: 'Sperre', kind: 'enum', group: 'other' },
  { name: 'betreuerstatus', label: 'Betreuerstatus', kind: 'enum', group: 'other' },
  { name: 'inaktivitaet', label: 'Inaktivität', kind: 'text', group: 'other' },
  { name: 'bemerkungen', label: 'Bemerkungen', kind: 'text', group: 'remarks' },
] as const satisfies readonly KgPersonField[];

export type KgPersonFieldName = (typeof KG_PERSON_FIELDS)[number]['name'];

export const KG_PERSON_FIELD_NAMES: readonly KgPersonFieldName[] = KG_PERSON_FIELDS.map(
  (field) => field.name,
);

/** A person data version's values by field name: text, a YYYY-MM-DD day, or null. */
export type KgPersonValues = Partial<Record<KgPersonFieldName, string | null>>;

export function kgPersonFieldLabel(name: string): string {
  return KG_PERSON_FIELDS.find((field) => field.name === name)?.label ?? name;
}

/** The lower-case text the lookup searches: names, street, postcode and place. */
export function kgSearchText(values: KgPersonValues): string {
  return [
    values.familienname,
    values.vornamen,
    values.rufname,
    values.geburtsname,
    values.strassenname,
    values.hausnr,
    values.plz,
    values.kommune,
    values.ortsteil,
  ]
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .join(' ')
    .toLowerCase();
}
