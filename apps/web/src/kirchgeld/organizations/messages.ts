/** Texts of the church-tax organisation page (devices-income-kirchgeld.md §2 "Organisation page", §5). */
export const KG_ORGANIZATION_TEXTS = {
  title: 'Organisationen',
  intro:
    'Die Kirchengemeinden mit ihren KRO-Nummern. Personen gehören über ihre KRO-Nr. zu einer Organisation.',
  tableLabel: 'Organisationen',
  name: 'Name',
  kroNr: 'KRO-Nr.',
  validFrom: 'gültig ab',
  validBefore: 'gültig bis',
  replaces: 'ersetzt',
  externalId: 'Externe ID',
  empty: 'Noch keine Organisationen angelegt.',
  formTitle: 'Neue Organisation',
  replacesLabel: 'Ersetzt Organisationen',
  replacesHelp:
    'Die neue Organisation ersetzt die gewählten ab ihrem Gültigkeitsdatum; Personen mit deren KRO-Nr. gehören dann zu ihr.',
  optional: 'optional',
  datePlaceholder: 'TT.MM.JJJJ',
  invalidDate: 'Das eingegebene Datum ist ungültig',
  save: 'Anlegen',
  saving: 'Wird angelegt …',
  created: (name: string) => `„${name}“ wurde angelegt.`,
  confirmTitle: 'Organisationen zusammenführen?',
  confirmText: (name: string, date: string, replaced: string[]) =>
    `„${name}“ ersetzt ab dem ${date}: ${replaced.join(', ')}. Das lässt sich nicht rückgängig machen.`,
  confirm: 'Zusammenführen',
  cancel: 'Abbrechen',
  loading: 'Wird geladen …',
} as const;
