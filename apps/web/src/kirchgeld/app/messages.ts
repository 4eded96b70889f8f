/** Texts of the church-tax app's shell (devices-income-kirchgeld.md §2 "Church-tax area", §8). */
export const KG_SHELL_MESSAGES = {
  productName: 'Kollekta Kirchgeld',
  landingTitle: 'Kollekta Kirchgeld',
  landingIntro:
    'Kirchgeld und freiwilligen Gemeindebeitrag verwalten: Personen aus dem Meldewesen, Briefe, Zahlungen und Bescheinigungen.',
  landingSignInHint: 'Sie melden sich mit Ihrem Kollekta-Zugang an.',
  signIn: 'Anmelden',
  redirecting: 'Sie werden zur Anmeldung weitergeleitet …',
  completing: 'Anmeldung wird abgeschlossen …',
  loginFailedTitle: 'Anmeldung fehlgeschlagen',
  loginDenied:
    'Sie haben den Zugriff abgelehnt. Kollekta Kirchgeld kann ohne Ihre Erlaubnis nicht genutzt werden.',
  signInAgain: 'Erneut anmelden',
  toLanding: 'Zur Startseite',
  loadingTenant: 'Organisation wird geladen …',
  tenantFailed: 'Die Organisation konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  noTenantTitle: 'Kein Zugriff',
  noTenant: 'Sie haben für keine Organisation Zugriff auf Kirchgeld digital.',
  signOut: 'Abmelden',
  profile: 'Profil',
  userMenu: 'Benutzermenü',
  openMenu: 'Menü öffnen',
  mainMenu: 'Hauptmenü',
  transferError: (error: string) => `Fehler in der Übertragung: ${error}`,
  close: 'Schließen',
  loadingPage: 'Seite wird geladen …',
  profileTitle: 'Profil',
  profileUser: 'Benutzer',
  profileUsername: 'Nutzername',
  profileTenant: 'Organisation',
} as const;

/** Texts of a background task's progress (§4: waiting for server capacity, started with done of total, finished). */
export const KG_TASK_TEXTS = {
  progress: 'Fortschritt',
  waiting: 'Wartet auf freie Serverkapazität …',
  preparing: 'Wird vorbereitet …',
  completing: 'Wird abgeschlossen …',
  doneOfTotal: (done: string, total: string) => `${done} von ${total} erledigt`,
  finished: 'Fertig',
  failed: 'Die Aufgabe ist fehlgeschlagen.',
} as const;
