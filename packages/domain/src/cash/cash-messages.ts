/**
 * The texts of cash collections (planning.md §5, §8; administration.md §8), copied exactly, and the
 * few the spec leaves open. {product} in the spec's texts reads "geben" (see auth-messages.ts).
 */
export const CASH_MESSAGES = {
  // planning.md §5
  required: 'Dieses Feld ist erforderlich.',
  invalidAmount: 'Ungültiger Betrag',
  invalidCount: 'Bitte geben Sie eine gültige Anzahl an',
  featureMissing: 'Bargeldmodul fehlt',
  // planning.md §2
  confirmQuestion: 'Sind Sie sicher? Dann kann an diesem Eintrag nichts mehr verändert werden.',
  // planning.md §8
  saveFailed: 'Die Barsammlung konnte nicht eingetragen werden.',
  unknownUser: 'Unbekannt',
  anonymousUser: 'Anonym',
  // administration.md §8
  confirmed: 'Bargeldeintragung erfolgreich bestätigt',
  // not worded by the spec
  amountNotPositive: 'Der Betrag muss größer als 0 sein.',
  amountTooHigh: 'Der Betrag ist zu hoch.',
  splitMismatch: 'Der Betrag stimmt nicht mit der Summe der Scheine und Münzen überein.',
  unknownDenomination: (label: string) =>
    `Diesen Schein oder diese Münze gibt es in dieser Währung nicht: ${label}.`,
  alreadyConfirmed: 'Diese Barsammlung ist bereits bestätigt. Sie kann nicht mehr verändert werden.',
  fourEyes:
    'Vier-Augen-Prinzip: Eine Barsammlung muss von einer anderen Person bestätigt werden als der, die sie eingetragen hat.',
  lastChanger:
    'Vier-Augen-Prinzip: Wer den Betrag oder die Stückelung zuletzt geändert hat, kann die Barsammlung nicht bestätigen.',
  changedMeanwhile: 'Die Barsammlung wurde inzwischen geändert. Bitte prüfen Sie sie erneut.',
  invalidVersion: 'Ungültige Versionsangabe.',
  noPermission: 'Sie dürfen in dieser Organisation kein Bargeld eintragen.',
  featureOff: 'Das Bargeldmodul ist für diese Organisation nicht freigeschaltet.',
  planNotHere: 'Diese Sammlung gibt es in dieser Organisation nicht.',
  planAtLocation: 'Für eine Sammlung eines Ortes kann hier kein Bargeld eingetragen werden.',
  planArchived: 'Für eine archivierte Sammlung kann kein Bargeld mehr eingetragen werden.',
  notChangeable: 'Organisation und Sammlung einer Barsammlung können nicht geändert werden.',
  invalidTimestamp: 'Bitte geben Sie einen gültigen Zeitpunkt an.',
  timestampTooEarly: 'Der Zeitpunkt der Sammlung darf nicht vor dem 01.01.2000 liegen.',
  timestampInFuture: 'Der Zeitpunkt der Sammlung darf nicht in der Zukunft liegen.',
  cashPaymentNotFound: 'Barsammlung nicht gefunden.',
} as const;
