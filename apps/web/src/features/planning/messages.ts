/**
 * Every text of the planning screen, the collection card, the plan editor and their dialogs.
 * Texts quoted by planning.md are copied exactly, so that the spec and the screen can be compared
 * line by line; where the spec quotes an English text ('saving successful'), its German meaning.
 */

export const PLANNING_MESSAGES = {
  title: (year: number) => `Planung ${year}`,
  loading: 'Sammlungen werden geladen …',
  previousYear: 'Vorjahr',
  nextYear: 'Folgejahr',
  search: 'Sammlungen durchsuchen',
  clearSearch: 'Suche leeren',
  view: 'Ansicht',
  viewCurrent: 'Aktuell',
  viewArchive: 'Sammlungsarchiv',
  dateRanges: 'Zeiträume',
  noDateRanges: 'Keine Zeiträume',
  pageRange: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  rowsPerPage: 'Zeilen pro Seite',
  allRows: 'Alle',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  planCount: (count: number) => `${count} ${count === 1 ? 'Sammlung' : 'Sammlungen'}`,
  help: 'Hilfe zur Planung',
  // device-class filter
  deviceFilter: 'Geräteklassen',
  deviceFilterMandatory: 'Mindestens eine Geräteklasse muss ausgewählt sein.',
  allDeviceClasses: 'Alle',
  // active plans
  activeSection: 'Aktive Sammlungen',
  collapse: 'Einklappen',
  expand: 'Ausklappen',
  newPlan: 'Neue Sammlung eintragen',
  noActivePlans: 'Zurzeit läuft keine Sammlung.',
  moreActivePlans: (count: number) => `${count} weitere anzeigen`,
  // table
  tableAll: 'Alle Sammlungen',
  tableArchive: 'Archivierte Sammlungen',
  showDayRows: 'Tageszeilen anzeigen',
  addForDay: (dayName: string) => `+ Neue Sammlung an ${dayName}`,
  noPlansOnDay: 'Keine Sammlung an diesem Tag.',
  noPlans: 'Für diese Auswahl gibt es keine Sammlungen.',
  noArchivedPlans: 'Im Archiv dieses Jahres liegen keine Sammlungen.',
  noSearchResults: (search: string) => `Keine Sammlung passt zu „${search}“.`,
  withoutStart: 'Ohne Beginn',
  customPeriod: 'Eigener Zeitraum',
  columnPlan: 'Sammlung',
  columnType: 'Art',
  columnPeriod: 'Zeitraum',
  columnScope: 'Geltungsbereich',
  columnStatus: 'Status',
  columnActions: 'Aktionen',
  showCard: 'Karte anzeigen',
  hideCard: 'Karte ausblenden',
} as const;

export const PLAN_STATUS_LABELS = {
  notStarted: 'Geplant',
  active: 'Läuft',
  passed: 'Beendet',
  archived: 'Archiviert',
  inactive: 'Inaktiv',
} as const;

export const CARD_MESSAGES = {
  start: 'Beginn',
  end: 'Ende',
  unlimited: 'unbegrenzt',
  noStart: 'nicht festgelegt',
  locked: 'Gesperrt',
  lockedInherited: (organization: string) => `Geplant von ${organization}: hier nicht änderbar`,
  lockedStarted: 'Die Sammlung hat begonnen: nur noch Buchhaltung und weitere Angaben sind änderbar',
  lockedReadOnly: 'Sie dürfen diese Sammlung nicht ändern',
  progress: (percent: number) => `${percent} % der Laufzeit vergangen`,
  scopeOrg: 'Nur diese Organisation',
  scopeInherit: 'Mit Unterorganisationen',
  scopeLocation: (name: string) => `Ort: ${name}`,
  unknownLocation: 'Ort',
  fromOrganization: (name: string) => `Von ${name}`,
  foreign: 'Weiterleitung',
  excluded: 'Abgewählt',
  targets: 'Geräte',
  actions: 'Aktionen der Sammlung',
  edit: 'Bearbeiten',
  view: 'Ansehen',
  duplicate: 'Duplizieren',
  details: 'Details',
  closeEarly: 'Vorzeitig beenden',
  closeNow: 'Jetzt beenden',
  exclude: 'Abwählen',
  delete: 'Löschen',
  moreActions: 'Weitere Aktionen',
} as const;

export const DIALOG_MESSAGES = {
  closeTitleWithEnd: 'Vorzeitig beenden?',
  closeTitleWithoutEnd: 'Sammlung beenden?',
  closeText: (name: string) =>
    `„${name}“ endet sofort und wird danach auf keinem Gerät und in keiner Web-App mehr angeboten.`,
  closeNo: 'Nein',
  closeYes: 'Ja, jetzt beenden',
  excludeTitle: 'Sammlung abwählen?',
  excludeText: (name: string, organization: string) =>
    `„${name}“ wird für ${organization} und alle Unterorganisationen auf allen Geräten ausgeblendet.`,
  excludeNo: 'Nein, nichts tun',
  excludeYes: 'Ja, Sammlung abwählen',
  deleteTitle: 'Unwiderruflich löschen?',
  deleteText: (name: string) => `„${name}“ wird gelöscht. Das lässt sich nicht rückgängig machen.`,
  deleteNo: 'Abbrechen',
  deleteYes: 'Löschen',
  failed: 'Das hat nicht geklappt',
  closeDialog: 'Schließen',
  // details
  detailsTitle: (name: string) => `Details: ${name}`,
  detailsGroup: 'Sammlungsgruppe',
  detailsNoGroup: 'Diese Sammlung gehört zu keiner Sammlungsgruppe.',
  detailsDescription: 'Beschreibung',
  detailsNoDescription: 'Keine Beschreibung hinterlegt.',
  detailsWebsite: 'Webseite',
  detailsNoWebsite: 'Keine Webseite hinterlegt.',
  detailsDisplay: 'Anzeigezwecke je Gerät',
  detailsDisplayDefault: 'Standard',
  detailsAccounting: 'Buchhaltung',
  detailsExternal: 'Weitere Angaben',
  detailsNoData: 'Keine Angaben hinterlegt.',
  detailsRecurring: 'Dauerspenden erlaubt',
  detailsPeriod: 'Zeitraum',
  detailsOrganization: 'Organisation',
  // help
  helpTitle: 'Hilfe zur Planung',
  helpParagraphs: [
    'Hier planen Sie die Sammlungen eines Jahres: Kollekten für die Sonn- und Feiertage des Kirchenjahres und Spendenzwecke für einen eigenen Zeitraum.',
    'Eine Kollekte an einem Tag des Kirchenjahres läuft sieben Tage: von 18:00 Uhr am Vortag bis 17:59 Uhr sechs Tage danach. Die genauen Zeiten kommen aus den Kalendereinstellungen Ihrer Organisation.',
    'Mit „+ Neue Sammlung an …“ legen Sie eine Sammlung für einen Tag an, der einen Namen hat und in der Zukunft liegt. „Neue Sammlung eintragen“ legt einen Spendenzweck mit eigenem Zeitraum an.',
    'Der Filter der Geräteklassen zeigt nur Sammlungen, die auf mindestens einer der gewählten Klassen laufen.',
    'Sammlungen, deren Ende 30 oder mehr Tage zurückliegt, finden Sie im Sammlungsarchiv.',
    'Sammlungen übergeordneter Organisationen können Sie abwählen: Sie werden dann hier und in allen Unterorganisationen nicht mehr angezeigt.',
  ],
  helpSupportLead: 'Fragen zur Planung beantwortet der Support unter',
} as const;

export const EDITOR_MESSAGES = {
  titleNew: 'Sammlung anlegen',
  titleDuplicate: 'Sammlung duplizieren',
  titleGroup: 'Sammlungsgruppe erstellen',
  titleGroupDuplicate: 'Sammlungsgruppe duplizieren',
  titleEdit: 'Änderungen speichern',
  titleView: 'Sammlung ansehen',
  name: 'Sammlungszweck',
  nameHelp: 'So heißt die Sammlung in der Planung und auf den Geräten.',
  stepDevices: 'Geräteauswahl',
  stepPeriod: 'Zeitraum',
  stepInformation: 'Weitere Informationen',
  stepType: 'Kollektenart',
  stepBilling: 'Abrechnungsinformationen',
  stepScope: 'Geltungsbereich',
  stepSummary: 'Zusammenfassung',
  optional: 'optional',
  next: 'Weiter',
  back: 'Zurück',
  cancel: 'Abbrechen',
  close: 'Schließen',
  save: 'Speichern',
  saving: 'Wird gespeichert …',
  saveFailed: 'Speichern fehlgeschlagen',
  /** planning.md §8 quotes 'saving successful': users read its German meaning */
  savingSuccessful: 'Erfolgreich gespeichert',
  editAfterStartHint:
    'Die Sammlung hat bereits begonnen. Änderbar sind nur noch Buchhaltung und weitere Angaben.',
  viewHint: 'Sie sehen diese Sammlung nur an.',
  // step 1
  devicesIntro: 'Auf welchen Geräten soll die Sammlung angeboten werden?',
  webAppsNotForLocation: 'Die Web-Apps gibt es nicht für einen einzelnen Ort.',
  // step 2
  periodChoice: 'Tag des Kirchenjahres',
  periodChoiceHelp: 'Ein Tag aus der Liste plant eine Kollekte, ein eigener Zeitraum einen Spendenzweck.',
  customDate: 'Eigener Zeitraum',
  kind: 'Art der Sammlung',
  kindDonation: 'Spendenzweck',
  kindCollection: 'Kollekte',
  chooseDate: 'Bitte wählen Sie einen Tag.',
  noDates: 'Für dieses Jahr sind keine Tage mehr wählbar.',
  start: 'Beginn',
  end: 'Ende',
  endHelp: 'Leer lassen für eine unbegrenzte Sammlung',
  window: (start: string, end: string) => `Die Sammlung läuft von ${start} bis ${end}.`,
  windowSource: 'Beginn und Ende ergeben sich aus den Kalendereinstellungen Ihrer Organisation.',
  recurring: 'Dauerspenden erlauben',
  recurringHelp: 'Spenderinnen und Spender können regelmäßig für diesen Zweck geben.',
  recurringConfirmTitle: 'Dauerspenden erlauben?',
  recurringConfirmText:
    'Für diesen Spendenzweck können dann Dauerspenden eingerichtet werden. Sie laufen, solange der Spendenzweck besteht.',
  recurringConfirmNo: 'Nein',
  recurringConfirmYes: 'Ja, erlauben',
  // step 3
  displayCollectionApp: 'Anzeigetext der Kollekten-App',
  displayDonationApp: 'Anzeigetext der Spenden-App',
  displayHelp: 'Leer lassen, um den Sammlungszweck anzuzeigen',
  preview: 'Vorschau',
  previewFontSize: (size: number) => `Schriftgröße ${size}`,
  description: 'Beschreibung',
  descriptionLocked: 'Die Beschreibung ist nur vor Beginn der Sammlung änderbar.',
  // step 4
  typeIntro: 'Welche Art von Kollekte ist es?',
  // step 5
  accounting: 'Buchhaltung',
  external: 'Weitere Angaben',
  foreign: 'Fremde Sammlung (das Geld wird weitergeleitet)',
  fieldLocked: 'Dieses Feld dürfen Sie nicht ändern.',
  // step 6
  scopeOrg: 'Nur diese Organisation',
  scopeInherit: 'Diese Organisation und alle Unterorganisationen',
  scopeLoc: 'Ein Ort dieser Organisation',
  location: 'Ort',
  chooseLocation: 'Bitte wählen Sie einen Ort.',
  noLocations: 'Diese Organisation hat keine Orte.',
  // summary
  summaryIntro: 'Bitte prüfen Sie die Angaben, bevor Sie speichern.',
  summaryType: 'Art',
  summaryPeriod: 'Zeitraum',
  summaryDevices: 'Geräte',
  summaryScope: 'Geltungsbereich',
  summaryDisplay: 'Anzeigetexte',
  summaryAccounting: 'Buchhaltung',
  summaryExternal: 'Weitere Angaben',
  summaryRecurring: 'Dauerspenden',
  summaryYes: 'erlaubt',
  summaryNo: 'nicht erlaubt',
  summaryNone: '–',
  summaryFix: 'Bitte korrigieren Sie zuerst die markierten Angaben.',
  // confirm before save
  confirmTitle: 'Sammlung speichern?',
  confirmText: (name: string) => `Möchten Sie „${name}“ jetzt speichern?`,
  confirmNo: 'Nein, weiter bearbeiten',
  confirmYes: 'Ja, speichern',
} as const;

/** Texts the spec fixes for the editor's rules (planning.md §5 and §8). */
export const EDITOR_ERRORS = {
  invalidMode: (mode: string) => `Invalid mode ${mode}`,
  missingPlan: (mode: string) => `With mode ${mode} a collection object must be specified`,
} as const;

/** Collection plan groups: marking candidates, the 'Sammlungsgruppe' button, the group in the editor. */
export const GROUP_UI_MESSAGES = {
  createGroup: 'Sammlungsgruppe',
  createGroupHint: (count: number) => `${count} Sammlungen zu einer Sammlungsgruppe zusammenfassen`,
  noCandidates:
    'Markieren Sie mindestens zwei Sammlungen mit gleichem Zeitraum, gleichen Geräten und gleichem Ort als Kandidaten für eine Sammlungsgruppe.',
  oneCandidate:
    'Markieren Sie mindestens eine weitere Sammlung mit gleichem Zeitraum, gleichen Geräten und gleichem Ort.',
  featureOff: 'Sammlungsgruppen sind für diese Organisation nicht freigeschaltet.',
  noWritePermission: 'Sie dürfen in dieser Organisation keine Sammlungen planen.',
  dropped: (count: number) =>
    count === 1
      ? 'Die älteste Markierung passt nicht zu den anderen und bleibt außen vor.'
      : `Die ${count} ältesten Markierungen passen nicht zu den anderen und bleiben außen vor.`,
  mark: 'Als Kandidat für eine Sammlungsgruppe markieren',
  unmark: 'Markierung als Gruppenkandidat aufheben',
  markedChip: 'Gruppenkandidat',
  duplicateGroup: 'Gruppe duplizieren',
  groupChip: 'Sammlungsgruppe',
  // editor
  nameFromMembers: 'Der Name ergibt sich aus den Sammlungen der Gruppe.',
  nameSuperuser:
    'Der Name ergibt sich aus den Sammlungen der Gruppe; als Plattform-Administrator können Sie ihn ändern.',
  devicesPreview: 'Die Sammlungsgruppe läuft auf den Geräten ihrer Sammlungen:',
  devicesPreviewHint:
    'Die Geräte sind für alle Sammlungen der Gruppe gleich und lassen sich hier nicht ändern.',
  noDevices: 'Keine Geräte',
  periodFixed: 'Der Zeitraum ist für alle Sammlungen der Gruppe gleich.',
  windowOpenEnded: (start: string) => `Die Sammlung läuft ab ${start} ohne Ende.`,
  members: 'Sammlungen der Gruppe und ihre Anteile',
  membersHelp:
    'Das Gewicht legt fest, welchen Anteil jede Sammlung an den Einnahmen der Gruppe bekommt (mindestens 1).',
  weight: (name: string) => `Gewicht für ${name}`,
  weightLabel: 'Gewicht',
  share: 'Anteil',
  scopeLocationFixed: 'Der Ort ist für alle Sammlungen der Gruppe gleich.',
  summaryMembers: 'Sammlungen',
  // details dialog
  detailsMember: 'Diese Sammlung gehört zu einer Sammlungsgruppe.',
  detailsShare: (weight: number, share: string) => `Gewicht ${weight} · ${share}`,
  splitTitle: 'Einnahmen bisher, nach Gewicht aufgeteilt',
  splitTotal: (amount: string, count: number) =>
    `Zusammen ${amount} aus ${count} ${count === 1 ? 'Zahlung' : 'Zahlungen'}`,
  splitNone: 'Für diese Gruppe ist (bisher) keine Zahlung eingegangen.',
} as const;
