/** What a donor reads when the giving form is refused, and the texts of the giving step itself. */
export const GIVING_MESSAGES = {
  /** administration.md: the spec's text for a missing, unknown or no longer running purpose */
  collectionRequired: 'Bitte geben Sie einen Sammlungszweck an!',
  paymentMethodUnavailable: 'Diese Zahlungsart ist hier nicht verfügbar.',
  mandateNotAccepted: 'Bitte erteilen Sie das SEPA-Lastschriftmandat.',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  firstNameRequired: 'Bitte geben Sie Ihren Vornamen an.',
  lastNameRequired: 'Bitte geben Sie Ihren Nachnamen an.',
  streetRequired: 'Bitte geben Sie Straße und Hausnummer an.',
  postalCodeRequired: 'Bitte geben Sie eine gültige Postleitzahl an.',
  cityRequired: 'Bitte geben Sie den Ort an.',
  receiptUnavailable: 'Für diese Spende kann keine Spendenbescheinigung angefordert werden.',
  informationUnavailable: 'Weitere Informationen können hier nicht angefordert werden.',
  recurringUnavailable: 'Für diesen Sammlungszweck ist keine Dauerspende möglich.',
  recurringNeedsSepa: 'Eine Dauerspende ist nur per SEPA-Lastschrift möglich.',
  tooManyRequests:
    'Von Ihrem Anschluss kamen in kurzer Zeit zu viele Anfragen. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
  paymentNotFound: 'Diese Zahlung gibt es nicht.',
  invalidSignature: 'Die Signatur der Benachrichtigung ist ungültig.',
  eventReplayed: 'Diese Benachrichtigung wurde bereits verarbeitet.',
  eventTaken: 'Die Benachrichtigung wurde verarbeitet.',
} as const;

/** How each payment way is named in the thank-you text ({payment_type}). */
export const DONATION_PAYMENT_METHOD_LABELS = {
  sepadd: 'SEPA-Lastschrift',
  testpay: 'Testzahlung',
} as const;

export const RECURRING_INTERVAL_LABELS = {
  monthly: 'monatlich',
  quarterly: 'vierteljährlich',
  half_yearly: 'halbjährlich',
  yearly: 'jährlich',
} as const;
