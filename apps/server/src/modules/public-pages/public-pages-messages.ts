/** German texts of the public token pages (administration spec §8, devices spec). */
export const PUBLIC_PAGE_MESSAGES = {
  linkInvalid: 'Sammlung nicht gefunden. Der Link ist entweder abgelaufen oder falsch.',
  tooManyRequests: 'Zu viele Anfragen über diesen Link. Bitte warten Sie einige Minuten.',
  fieldTooLong: 'Höchstens 100 Zeichen.',
  invalidData: 'Die eingegebenen Daten sind fehlerhaft.',
  objectNotHere: 'Diese Sammlung gehört nicht zu dieser Organisation.',
  wrongCurrency: 'Die Währung passt nicht zur Organisation dieser Sammlung.',
  tokenNotFound: 'Der Link wurde nicht gefunden.',
  tokenAlreadyRevoked: 'Der Link wurde bereits widerrufen.',
} as const;
