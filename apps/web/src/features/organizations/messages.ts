/** Texts of the organisation tree and the organisation area. */
import { UNKNOWN_ORGANIZATION_NAME } from '@kollekta/domain';

export const ORGANIZATION_MESSAGES = {
  unknownName: UNKNOWN_ORGANIZATION_NAME,
  homeTitle: 'Organisationen',
  homeIntro: 'Wählen Sie eine Organisation, um ihre Sammlungen, Geräte und Einnahmen zu bearbeiten.',
  search: 'Organisation suchen',
  searchPlaceholder: 'Mindestens 3 Zeichen',
  levelFilter: 'Ebene',
  allLevels: 'Alle Ebenen',
  expandAll: 'Alle ausklappen',
  collapseAll: 'Alle einklappen',
  newRoot: 'Neue Hauptorganisation',
  addChild: 'Unterorganisation anlegen',
  locationCount: (count: number) => `${count} ${count === 1 ? 'Ort' : 'Orte'}`,
  userCount: (count: number) => `${count} Benutzer`,
  noOrganizations:
    'Ihnen ist noch keine Organisation zugeordnet. Bitte wenden Sie sich an Ihren Administrator.',
  noMatches: 'Keine Organisation gefunden.',
  loadingTree: 'Organisationen werden geladen …',
  treeLabel: 'Organisationsbaum',
  // organisation area
  breadcrumbs: 'Übergeordnete Organisationen',
  submenu: 'Verwaltung',
  submenuToggle: 'Menü der Organisation',
  notFound: 'Diese Organisation gibt es nicht oder Sie haben keinen Zugriff darauf.',
  backHome: 'Zur Übersicht der Organisationen',
  loadingOrganization: 'Organisation wird geladen …',
  level: 'Ebene',
  currency: 'Währung',
  parent: 'Übergeordnete Organisation',
  noParent: 'Keine (Hauptorganisation)',
  customerNumber: 'Kundennummer',
  children: 'Unterorganisationen',
  noChildren: 'Keine Unterorganisationen',
  locations: 'Orte',
  noLocations: 'Keine Orte hinterlegt',
  details: 'Stammdaten',
  organizationId: 'Organisations-ID',
  deviceClassEvaluation: (deviceClass: string) => `Auswertung ${deviceClass}`,
} as const;

/**
 * The organisation creation dialog (administration.md §2 "Organisation creation dialog", §8) and
 * the collection inheritance switch (§4).
 */
export const ORGANIZATION_ADMIN_MESSAGES = {
  newRootTitle: 'Neue Hauptorganisation',
  newChildTitle: (parent: string) => `Unterorganisation von ${parent} anlegen`,
  stepName: 'Name',
  stepAddress: 'Adresse',
  stepLevel: 'Ebene',
  stepCurrency: 'Währung',
  stepParent: 'Übergeordnete Organisation',
  optional: 'optional',
  name: 'Name der Organisation',
  addressType: 'Art der Adresse',
  addressName: 'Abweichender Name (Empfänger)',
  addressNameHint: 'Leer lassen, wenn Briefe an den Namen der Organisation gehen.',
  supplement: 'Adresszusatz',
  street: 'Straße und Hausnummer',
  postcode: 'Postleitzahl',
  locality: 'Ort',
  country: 'Land',
  level: 'Ebene',
  currency: 'Währung',
  parent: 'Übergeordnete Organisation',
  parentHint: 'Leer lassen für eine neue Hauptorganisation.',
  noParent: 'Keine (Hauptorganisation)',
  next: 'Weiter',
  back: 'Zurück',
  cancel: 'Abbrechen',
  save: 'Speichern',
  saved: 'Organisation wurde erfolgreich gespeichert.',
  incomplete: 'Bitte füllen Sie alle Pflichtfelder aus, um die Organisation zu speichern.',
  inheritanceTitle: 'Sammlungen übernehmen',
  inheritanceSwitch: 'Sammlungen der übergeordneten Organisationen übernehmen',
  inheritanceOn:
    'Die Organisation sammelt auch für die Sammlungen, die übergeordnete Organisationen an sie weitergeben.',
  inheritanceOff:
    'Die Organisation sammelt nur für ihre eigenen Sammlungen; Sammlungen von oben werden nicht übernommen.',
  inheritanceReadOnly: 'Nur Plattform-Administratoren können diese Einstellung ändern.',
  inheritanceCounts: (own: number, inherited: number) =>
    `${own} eigene und ${inherited} übernommene laufende oder geplante Sammlungen.`,
  inheritanceSavedOff: 'Sammlungen werden nicht mehr übernommen.',
  inheritanceSavedOn: 'Sammlungen werden wieder übernommen.',
  saveFailed: 'Speichern nicht erfolgreich. Bitte versuchen Sie es erneut.',
} as const;

/** The entries of the organisation submenu (administration.md §2 "Organisation submenu"). */
export const SUBMENU_LABELS = {
  details: 'Vertragsdaten',
  users: 'Benutzer',
  notifications: 'Benachrichtigungen',
  locations: 'Orte',
  donationReceipts: 'Zuwendungsbestätigungen',
  subscribers: 'Informationsanforderungen',
  directDebits: 'Lastschriftdateien',
  recurringDonations: 'Dauerspenden',
  book: 'Kollektenbuch',
  disbursementOrders: 'Kollektenweiterleitung',
  invoicing: 'Abrechnungen',
  overview: 'Übersicht',
  kollekteapp: 'Kollekten-App',
  spendeapp: 'Spenden-App',
  eventApp: 'Veranstaltungs-App',
  kirchgeld: 'Kirchgeld',
} as const;
