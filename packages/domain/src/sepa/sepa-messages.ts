/** What a donor or an administrator reads when SEPA details are wrong; the IBAN text is the spec's. */
export const SEPA_MESSAGES = {
  invalidIban: 'Bitte geben Sie eine gültige IBAN ein.',
  invalidBic: 'Bitte geben Sie eine gültige BIC ein.',
  bicRequired: 'Für Konten außerhalb des Europäischen Wirtschaftsraums ist die BIC erforderlich.',
  accountHolderRequired: 'Bitte geben Sie den Namen des Kontoinhabers an.',
  invalidCreditorIdentifier: 'Bitte geben Sie eine gültige Gläubiger-Identifikationsnummer ein.',
  invalidMandateReference:
    "Die Mandatsreferenz darf höchstens 35 Zeichen lang sein und nur Buchstaben, Ziffern und + ? / - : ( ) . , ' enthalten.",
} as const;
