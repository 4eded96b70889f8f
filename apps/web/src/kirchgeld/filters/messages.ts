/** Texts of the person index, the target group creation and the target groups (§2, §5). */
import { KG_FILTER_MESSAGES } from '@kollekta/domain';

const number = new Intl.NumberFormat('de-DE');

export const KG_FILTER_TEXTS = {
  personIndexTitle: 'Personen',
  personIndexIntro:
    'Stellen Sie mit Bedingungen zusammen, welche Personen Sie suchen. Die Vorschau zeigt, wie viele Personen heute passen.',
  createTitle: 'Zielgruppe erstellen',
  groupsTitle: 'Zielgruppen',
  groupsIntro:
    'Eine Zielgruppe legt fest, an wen ein Brief geht: fest gespeichert (die Personen vom Tag der Erstellung) oder live (bei jeder Verwendung neu ermittelt).',
  builderTitle: 'Filter',
  allOf: 'Alle Bedingungen erfüllt (und)',
  anyOf: 'Mindestens eine Bedingung erfüllt (oder)',
  negate: 'nicht',
  negateGroupHint: 'Gruppe verneinen',
  addCriterion: 'Bedingung hinzufügen',
  addGroup: 'Gruppe hinzufügen',
  removeCriterion: 'Bedingung entfernen',
  removeGroup: 'Gruppe entfernen',
  emptyGroup: 'Keine Bedingung: alle Personen.',
  field: 'Feld',
  operator: 'Vergleich',
  value: 'Wert',
  year: 'Jahr',
  yes: 'ja',
  no: 'nein',
  valueMissing: 'Bitte einen Wert angeben.',
  datePlaceholder: 'TT.MM.JJJJ',
  includeInactive: 'Inaktive Personen einbeziehen',
  previewTitle: 'Vorschau',
  previewLimit: 'Anzahl in der Vorschau',
  previewLoading: 'Vorschau wird geladen',
  previewCount: (shown: number, total: number) =>
    total === 0
      ? 'Keine Person passt zu diesem Filter.'
      : shown < total
        ? `Die ersten ${number.format(shown)} von ${number.format(total)} Personen`
        : total === 1
          ? '1 Person'
          : `${number.format(total)} Personen`,
  columnName: 'Name',
  columnAddress: 'Anschrift',
  columnBirthday: 'Geburtsdatum',
  columnKro: 'KRO-Nr.',
  columnSperre: 'Sperre',
  inactive: 'inaktiv',
  company: 'Firma',
  saveAsGroup: 'Als Zielgruppe speichern',
  name: 'Name der Zielgruppe',
  type: 'Art der Zielgruppe',
  persisted: 'Fest gespeichert',
  persistedHelp: 'Die Personen, die heute passen, werden gespeichert und ändern sich nicht mehr.',
  live: 'Live',
  liveHelp: 'Der Filter wird bei jeder Verwendung neu ausgewertet.',
  save: 'Zielgruppe speichern',
  saving: 'Wird gespeichert …',
  cancel: 'Abbrechen',
  nameRequired: KG_FILTER_MESSAGES.nameRequired,
  createGroup: 'Zielgruppe erstellen',
  filterPersons: 'Personen filtern',
  columnType: 'Art',
  columnPersons: 'Personen',
  columnCreated: 'Erstellt',
  columnFilter: 'Filter',
  columnActions: 'Aktionen',
  liveCount: 'bei Verwendung',
  noGroups: 'Noch keine Zielgruppe angelegt.',
  writeLetter: 'Brief erstellen',
  delete: 'Löschen',
  deleteTitle: 'Zielgruppe löschen?',
  deleteText: (name: string) =>
    `Die Zielgruppe „${name}“ wird gelöscht. Das kann nicht rückgängig gemacht werden.`,
  deleted: (name: string) => `Die Zielgruppe „${name}“ wurde gelöscht.`,
  loading: 'Wird geladen',
  organizationUnknown: 'unbekannte Kirchengemeinde',
} as const;
