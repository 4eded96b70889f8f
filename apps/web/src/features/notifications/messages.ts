/** Texts of the notifications page and the QR-code mail (administration.md §2, §8; planning.md §2). */
import type { ContactType, FeatureType } from '@kollekta/domain';
import { NOTIFICATION_MESSAGES as DOMAIN_MESSAGES, QR_NOTIFICATION_MESSAGES } from '@kollekta/domain';

export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  donation_receipt: 'Zuwendungsbestätigungen',
  newsletter_signup: 'Informationsanforderungen',
  fill_accounting_fields: 'Buchungsangaben ausfüllen',
  invoice_available: 'Rechnungen',
  booking_report_available: 'Abgleichlisten',
  forward_billing_emails: 'Weitergeleitete Abrechnungsmails',
  device_attendant: 'Gerätebetreuung',
  recurring_payments: 'Dauerspenden',
  announce_collection: 'Vorankündigung von Sammlungen',
  collection_ended: 'Ende von Sammlungen',
  direct_debit_available: 'Lastschriftdateien',
  cash_notification: 'Barsammlungen',
  intermediate_sum: 'Zwischenstände',
  disbursement_order_ready: 'Kollektenweiterleitung',
};

export const FEATURE_LABELS: Record<FeatureType, string> = {
  VeranstaltungAppFeature: 'Veranstaltungs-App',
  AdvancedNotificationFeature: 'Erweiterte Benachrichtigungen',
  DisbursementOrderFeature: 'Kollektenweiterleitung',
  KirchgeldDigitalFeature: 'Kirchgeld digital',
  TaggedCollectionPlanFeature: 'Verschlagwortete Sammlungen',
  DonationMeterFeature: 'Spendenbarometer',
};

export const NOTIFICATIONS_MESSAGES = {
  title: 'Benachrichtigungen',
  intro:
    'Hier legen Sie fest, wer welche E-Mails von Kollekta erhält, zum Beispiel Zuwendungsbestätigungen, Barsammlungen oder die Vorankündigung von Sammlungen.',
  loading: 'Kontakte werden geladen …',
  noReadPermission: 'Die Kontakte dieser Organisation können Sie mit Ihren Rechten nicht einsehen.',
  empty: 'Keine Kontakte hinterlegt',
  noEmail: 'Keine Angabe',
  noName: 'Ohne Namen',
  noTypes: 'Keine Benachrichtigungen gewählt',
  add: 'E-Mail-Adresse hinzufügen',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  save: 'Speichern',
  cancel: 'Abbrechen',
  name: 'Name',
  email: 'E-Mail-Adresse',
  types: 'Benachrichtigungen',
  attachFiles: 'Dokumente als Anhang senden',
  attachFilesHint: 'Zuwendungsbestätigungen und Abrechnungen werden der E-Mail beigefügt.',
  attachFilesOn: 'Dokumente als Anhang',
  featureNeeded: DOMAIN_MESSAGES.featureNeeded,
  superuserOnly: 'Nur durch Plattform-Administratoren wählbar',
  editLabel: (name: string) => `Kontakt ${name} bearbeiten`,
  deleteLabel: (name: string) => `Kontakt ${name} löschen`,
  deleteTitle: 'Kontakt löschen?',
  deleteText: (name: string) =>
    `Soll der Kontakt „${name}“ gelöscht werden? Er erhält dann keine E-Mails mehr.`,
  deleteNo: 'Nein',
  deleteYes: 'Ja, löschen',
  deleteLocked: 'Kontakte mit Rechnungen oder Abgleichlisten können nur Plattform-Administratoren löschen.',
  /** administration.md §8 */
  saved: 'Kontakt wurde erfolgreich gespeichert',
  updated: 'Kontakt wurde erfolgreich aktualisiert',
  deleted: 'Kontakt wurde erfolgreich gelöscht',
  saveFailed: 'Fehler beim Speichern des Kontakts',
  deleteFailed: 'Fehler beim Löschen des Kontakts',
  contactList: 'Kontakte',
  features: 'Zusatzfeatures',
  noFeatures: 'Für diese Organisation sind keine Zusatzfeatures gebucht.',
  featureValid: 'aktiv',
  featureInvalid: 'nicht aktiv',
  featureInherited: (organization: string) => `übernommen von ${organization}`,
  featurePeriod: (from: string | null, to: string | null) =>
    from && to ? `${from} bis ${to}` : from ? `seit ${from}` : to ? `bis ${to}` : 'unbefristet',
} as const;

export const QR_MAIL_MESSAGES = {
  action: 'Ankündigen',
  actionLabel: (plan: string) => `Benachrichtigungsmail für ${plan} versenden`,
  /** planning.md §2 */
  title: QR_NOTIFICATION_MESSAGES.confirmTitle,
  text: (plan: string) =>
    `Die Kontakte für die Vorankündigung von Sammlungen erhalten eine E-Mail zu „${plan}“ mit dem Direktlink und dem QR-Code:`,
  no: 'Nein, abbrechen',
  yes: 'Ja, versenden',
  /** administration.md §8 */
  sent: QR_NOTIFICATION_MESSAGES.sent,
} as const;
