/**
 * German texts of the church-tax bank part (devices-income-kirchgeld.md "Adjustments", §5 "Bank
 * assignment", issue 20 "Bad input"): what a user reads when a statement, an account or an
 * assignment is refused. Shared by server and web.
 */
import { formatMoney } from '../../money';

export const KG_BANK_MESSAGES = {
  required: 'Verpflichtend',
  invalidIban: 'Bitte eine gültige IBAN eingeben.',
  invalidBic: 'Bitte eine gültige BIC eingeben oder das Feld leer lassen.',
  duplicateAccount: 'Dieses Konto ist bereits angelegt.',
  accountNotFound: 'Dieses Bankkonto gibt es nicht.',
  statementNotFound: 'Diesen Kontoauszug gibt es nicht.',
  transactionNotFound: 'Diese Buchung gibt es nicht (oder nicht in diesem Kontoauszug).',
  noFile: 'Bitte Datei auswählen',
  emptyFile: 'Die Datei ist leer.',
  tooLarge: (megabytes: number) => `Die Datei ist zu groß (höchstens ${megabytes} MB).`,
  notXml:
    'Die Datei ist keine XML-Datei. Bitte den Kontoauszug im CAMT-Format (camt.052, camt.053 oder camt.054) hochladen, kein PDF.',
  hasDoctype:
    'Die Datei enthält eine Dokumenttyp-Definition (DOCTYPE/ENTITY). Kontoauszüge im CAMT-Format enthalten keine; die Datei wird aus Sicherheitsgründen abgelehnt.',
  brokenXml: (detail: string) => `Die XML-Datei ist fehlerhaft und kann nicht gelesen werden (${detail}).`,
  parseTimeout: 'Die Datei konnte nicht in angemessener Zeit gelesen werden.',
  noNamespace:
    'Die Datei nennt keinen CAMT-Namensraum (z. B. xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"). Ist es ein Kontoauszug im CAMT-Format?',
  notCamt: (found: string) =>
    `Die Datei ist kein Kontoauszug im CAMT-Format (gefunden: ${found}). Erwartet: camt.052, camt.053 oder camt.054.`,
  unsupportedVersion: (found: string) =>
    `Die CAMT-Version ${found} wird nicht unterstützt. Unterstützt: camt.052, camt.053 und camt.054 in den Versionen 001.02 bis 001.08.`,
  wrongRoot: (messageType: string, expected: string) =>
    `Die Datei ist als ${messageType} ausgewiesen, enthält aber kein Element ${expected}.`,
  noStatement: (element: string) => `Die Datei enthält keinen Kontoauszug (das Element ${element} fehlt).`,
  missingIban: (statementId: string) =>
    `Im Kontoauszug ${statementId} fehlt die IBAN des Kontos (Acct/Id/IBAN).`,
  invalidStatementIban: (iban: string) => `Die IBAN ${iban} im Kontoauszug ist ungültig.`,
  badEntry: (position: number, statementId: string, problem: string) =>
    `Buchung ${position} im Kontoauszug ${statementId}: ${problem}`,
  missingAmount: 'Betrag (Amt) fehlt oder ist ungültig.',
  tooManyDecimals: (amount: string) => `Der Betrag ${amount} hat mehr als zwei Nachkommastellen.`,
  missingIndicator: 'Soll/Haben-Kennzeichen (CdtDbtInd) fehlt oder ist ungültig.',
  missingBookingDate: 'Buchungsdatum (BookgDt) fehlt.',
  foreignAccount: (iban: string) => `Der Kontoauszug gehört zu keinem Ihrer Konten (IBAN ${iban}).`,
  // reconciliation
  notAssignable:
    'Nur Gutschriften können Personen zugeordnet werden; Lastschriften, Rückbuchungen und Gebühren lassen sich nur ignorieren.',
  alreadyIgnored: 'Diese Buchung ist ignoriert. Bitte erst die Zuordnung aufheben.',
  fullyAssigned:
    'Diese Buchung ist inzwischen vollständig zugeordnet (vielleicht von jemand anderem). Bitte die Liste neu laden.',
  cannotIgnoreAssigned:
    'Eine zugeordnete Buchung kann nicht ignoriert werden. Bitte erst die Zuordnung aufheben.',
  invalidAmount: 'Bitte einen Betrag in Schritten von 0,01 € eingeben.',
  amountPositive: 'Der Betrag muss größer als 0 sein.',
  amountAboveOpen: (openCents: number) => `Höchstens ${formatMoney(openCents)} sind noch offen.`,
  personNotFound: 'Diese Person gibt es nicht.',
  letterNotFound: 'Diesen Brief gibt es nicht.',
  specialPurposeNotFound: 'Diesen Verwendungsschlüssel gibt es nicht.',
  assignmentNotFound: 'Diese Zuordnung gibt es nicht (mehr).',
  nothingToUnassign: 'Diese Buchung ist keiner Person zugeordnet und nicht ignoriert.',
  receiptExists:
    'Für diese Zahlung ist bereits eine Zuwendungsbestätigung ausgestellt. Die Zuordnung kann erst aufgehoben werden, wenn die Bestätigung storniert ist.',
} as const;
