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
  comingSoon: 'Folgt in Kürze',
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
  disbursementOrders: 'Kollektenweiterleitung',
  invoicing: 'Abrechnungen',
  overview: 'Übersicht',
} as const;
