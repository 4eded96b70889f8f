/** What a user reads about a filter that cannot be used (§5 "Target group", "Filter operators"). */

export const KG_FILTER_LIMITS = {
  /** levels of and/or/not; a builder in the browser never needs more */
  maxDepth: 8,
  /** conditions and groups together */
  maxNodes: 100,
  /** characters of one value */
  maxValueLength: 100,
  /** the first year a donation year may name */
  minYear: 1900,
} as const;

const quoted = (text: string) => `„${text.length > 40 ? `${text.slice(0, 40)}…` : text}“`;

export const KG_FILTER_MESSAGES = {
  nameRequired: 'Zielgruppenname eingeben',
  invalid: 'Der Filter ist ungültig.',
  invalidJson: 'Der Filter ist kein gültiges JSON.',
  invalidOptions: 'Die Optionen sind ungültig.',
  unknownEntry: (key: string) => `Der Filter enthält den unbekannten Eintrag ${quoted(key)}.`,
  unknownField: (field: string) => `Nach dem Feld ${quoted(field)} kann nicht gefiltert werden.`,
  unknownOperator: (operator: string) => `Den Vergleich ${quoted(operator)} gibt es nicht.`,
  operatorNotForField: (operator: string, field: string) =>
    `Der Vergleich ${quoted(operator)} ist für ${quoted(field)} nicht möglich.`,
  tooDeep: `Der Filter ist zu tief verschachtelt (höchstens ${KG_FILTER_LIMITS.maxDepth} Ebenen).`,
  tooManyNodes: `Der Filter hat zu viele Bedingungen (höchstens ${KG_FILTER_LIMITS.maxNodes}).`,
  valueTooLong: (field: string) =>
    `Der Wert für ${quoted(field)} ist zu lang (höchstens ${KG_FILTER_LIMITS.maxValueLength} Zeichen).`,
  valueRequired: (field: string) => `Bitte einen Wert für ${quoted(field)} angeben.`,
  invalidDate: 'Das eingegebene Datum ist ungültig',
  futureDate: 'Datumsangaben im Filter dürfen nicht nach dem heutigen Tag liegen.',
  invalidYear: (maxYear: number) =>
    `Bitte ein Jahr zwischen ${KG_FILTER_LIMITS.minYear} und ${maxYear} angeben.`,
  invalidChoice: (field: string) => `Bitte einen gültigen Wert für ${quoted(field)} wählen.`,
  invalidBoolean: (field: string) => `Bitte für ${quoted(field)} ja oder nein wählen.`,
  invalidAge: 'Bitte ein Alter als ganze Zahl zwischen 0 und 150 angeben.',
  invalidAmount: 'Bitte einen Betrag in Euro angeben, z. B. 50,00.',
  invalidOrganization: 'Bitte eine Kirchengemeinde wählen.',
  groupNeedsConditions: 'Eine Gruppe braucht eine Liste von Bedingungen.',
  inUseByLetter: 'Diese Zielgruppe wird von einem Brief verwendet und kann nicht gelöscht werden.',
  notFound: 'Diese Zielgruppe gibt es nicht.',
} as const;
