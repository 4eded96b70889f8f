/** Texts of the platform's authorize page (administration.md route `authorize`). */
export const OAUTH_MESSAGES = {
  signInTitle: 'Anmelden',
  signInIntro: (client: string) => `Melden Sie sich an, um ${client} zu nutzen.`,
  consentTitle: 'Zugriff erlauben',
  consentText: 'Kollekta Kirchgeld möchte in Ihrem Namen auf das Kirchgeld Ihrer Organisationen zugreifen.',
  signedInAs: (name: string) => `Angemeldet als ${name}`,
  allow: 'Erlauben',
  deny: 'Ablehnen',
  invalidTitle: 'Anmeldung nicht möglich',
  invalidText:
    'Der Aufruf ist unvollständig oder ungültig. Bitte starten Sie die Anmeldung in der Anwendung erneut.',
  toHome: 'Zur Startseite',
} as const;

/** The clients the platform knows, by their OAuth client id. */
export const OAUTH_CLIENT_NAMES: Record<string, string> = { kirchgeld: 'Kollekta Kirchgeld' };
