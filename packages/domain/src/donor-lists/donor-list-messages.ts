/** What administrators and donors read about recurring donations and information requests. */
export const RECURRING_PAYMENT_MESSAGES = {
  /** administration.md §8, the snackbar after stopping */
  cancelled: 'Die Dauerspende wurde erfolgreich beendet.',
  cancelFailed: 'Bei der Beendigung der Dauerspende ist etwas schief gelaufen',
  notFound: 'Dauerspende nicht gefunden.',
  alreadyCancelled: 'Diese Dauerspende wurde bereits beendet.',
  noPermission: 'Sie haben nicht ausreichend Rechte, um die Dauerspenden dieser Organisation zu sehen.',
  /** the donor's link: unknown, mistyped or made up */
  linkInvalid:
    'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.',
  tooManyRequests:
    'Von Ihrem Anschluss kamen in kurzer Zeit zu viele Anfragen. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
} as const;

export const INFORMATION_REQUEST_MESSAGES = {
  noPermission:
    'Sie haben nicht ausreichend Rechte, um die Informationsanforderungen dieser Organisation zu sehen.',
} as const;

/** How the lists name a plan's type (collection_type). */
export const COLLECTION_TYPE_LABELS: Readonly<Record<string, string>> = {
  collection: 'Kollekte',
  donation: 'Spendenzweck',
};

/** The columns of the information requests, in the list and in its XLSX file. */
export const SUBSCRIBER_COLUMNS = {
  createdAt: 'Datum',
  email: 'E-Mail-Adresse',
  name: 'Name',
  collection: 'Sammlungszweck',
  collectionType: 'Art',
  amount: 'Betrag',
  organization: 'Organisation',
} as const;
