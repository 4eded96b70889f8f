/** The spec's texts for plans (planning.md §5), copied exactly, and the few the spec leaves open. */
export const PLAN_MESSAGES = {
  required: 'Dieses Feld darf nicht leer sein',
  noDevice: 'Mindestens ein Gerät muss für die Sammlung ausgewählt werden.',
  // sic: the spec writes "Startddatum"
  startInvalid: 'Das Startddatum darf nicht nach dem Enddatum liegen',
  endInvalid: 'Das Enddatum darf nicht in der Vergangenheit oder vor dem Startdatum liegen',
  invalidIban: 'Bitte geben Sie eine gültige IBAN ein.',
  // not worded by the spec
  // the spec's startInvalid speaks of the end only; these name the real reason (issue 12)
  startRequired: 'Bitte geben Sie einen Beginn an. Ohne Beginn startet die Sammlung nie.',
  startInPast: 'Der Beginn darf nicht in der Vergangenheit liegen.',
  recurringNotAvailable:
    'Dauerspenden sind nur für Spendenzwecke möglich, die unbefristet sind oder mindestens 6 Monate laufen, und nur mit dem Modul für Dauerspenden.',
  recurringLocked: 'Nach dem Start der Sammlung können Dauerspenden nur noch eingeschaltet werden.',
  dateNotOpen: 'Für diesen Tag kann keine Sammlung angelegt werden.',
  metaListTooLong: 'Höchstens 50 Angaben.',
  metaKeyTooLong: 'Die Bezeichnung einer Angabe darf höchstens 1.000 Zeichen lang sein.',
} as const;

/** 'max. {n} Zeichen' */
export function formatMaxLength(length: number): string {
  return `max. ${length} Zeichen`;
}
