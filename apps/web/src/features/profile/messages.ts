/** Texts of the profile page (administration.md §2 "Profile", §5, §8). */
import { AUTH_MESSAGES } from '@kollekta/domain';

const RETRY_LATER = 'Bitte versuchen Sie es später noch einmal.';

export const PROFILE_MESSAGES = {
  title: 'Profil',
  account: 'Zugang',
  name: 'Name',
  username: 'Nutzername',
  email: 'E-Mail-Adresse',
  superuser: 'Superuser',
  passwordStatus: 'Passwort',
  changeName: 'Name ändern',
  changeEmail: 'E-Mail-Adresse ändern',
  changePassword: 'Passwort ändern',
  newName: 'Neuer Name',
  newEmail: 'Neue E-Mail-Adresse',
  newPassword: 'Neues Passwort',
  repeatPassword: 'Passwort wiederholen',
  currentPassword: 'Aktuelles Passwort',
  currentPasswordHint: 'Zur Sicherheit: Bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.',
  save: 'Speichern',
  cancel: 'Abbrechen',
  saved: 'Gespeichert',
  nameFailed: `${AUTH_MESSAGES.nameChangeFailed} ${RETRY_LATER}`,
  emailFailed: `${AUTH_MESSAGES.emailChangeFailed} ${RETRY_LATER}`,
  // passkeys
  passkeys: 'Passkeys (Anmeldung ohne Passwort)',
  passkeysIntro:
    'Mit einem Passkey melden Sie sich mit Fingerabdruck, Gesichtserkennung oder der PIN Ihres Geräts an, ohne Passwort.',
  noPasskeys: 'Sie haben noch keinen Passkey.',
  addPasskey: 'Passkey hinzufügen',
  passkeyName: 'Bezeichnung',
  rename: 'Umbenennen',
  remove: 'Entfernen',
  renameTitle: 'Passkey umbenennen',
  removeTitle: 'Passkey entfernen',
  removeQuestion: (name: string) =>
    `Den Passkey „${name}“ entfernen? Mit ihm ist dann keine Anmeldung mehr möglich.`,
  createdAt: (date: string) => `angelegt am ${date}`,
  lastSeen: (date: string | null) => (date ? `zuletzt benutzt am ${date}` : 'noch nicht benutzt'),
  deviceType: { single_device: 'Nur auf diesem Gerät', multi_device: 'Geräteübergreifend (synchronisiert)' },
  passkeyFailed: 'Der Passkey konnte nicht angelegt werden.',
  addPasskeyText:
    'Bestätigen Sie mit Ihrem aktuellen Passwort; danach fragt Ihr Browser nach Fingerabdruck, Gesichtserkennung oder PIN.',
  next: 'Weiter',
  // one-time codes
  otp: 'Einmalcodes (Zwei-Faktor-Anmeldung)',
  otpActive: 'Bei der Anmeldung wird zusätzlich ein Einmalcode aus Ihrer Authenticator-App abgefragt.',
  otpInactive: 'Schützen Sie Ihren Zugang zusätzlich mit Einmalcodes aus einer Authenticator-App.',
  otpSetUp: 'Einmalcodes einrichten',
  otpRemove: 'Einmalcodes abschalten',
  otpDialogTitle: 'Einmalcodes einrichten',
  otpScan: 'Scannen Sie den QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel von Hand ein.',
  otpQrAlt: 'QR-Code für die Authenticator-App',
  otpSecret: 'Schlüssel',
  otpCode: 'Code aus der App',
  otpConfirm: 'Bestätigen',
  recoveryTitle: 'Wiederherstellungscodes',
  recoveryIntro:
    'Bewahren Sie diese Codes sicher auf. Jeder Code ersetzt einmal einen Einmalcode, falls Sie Ihr Telefon verlieren. Sie werden nur jetzt angezeigt.',
  done: 'Fertig',
  otpRemoveTitle: 'Einmalcodes abschalten',
  otpRemoveIntro:
    'Bestätigen Sie mit Ihrem aktuellen Passwort oder einem Einmal- bzw. Wiederherstellungscode.',
  password: 'Passwort',
  orCode: 'oder Code',
  otpRemoveConfirm: 'Abschalten',
  // roles, permissions, sessions
  roles: 'Zugewiesene Rollen',
  noRoles: 'Ihnen ist keine Rolle zugewiesen.',
  organization: 'Organisation',
  role: 'Rolle',
  permissions: 'Wirksame Rechte',
  permissionsIntro: 'Was Sie wo dürfen; Unterorganisationen mit denselben Rechten sind zusammengefasst.',
  sameBelow: (count: number) =>
    `und ${count} ${count === 1 ? 'Unterorganisation' : 'Unterorganisationen'} mit denselben Rechten`,
  superuserPermissions: 'Als Superuser haben Sie alle Rechte in allen Organisationen.',
  sessions: 'Aktive Sitzungen',
  lastSeenColumn: 'Zuletzt aktiv',
  createdColumn: 'Angemeldet am',
  userAgentColumn: 'Browser',
  currentSession: 'Diese Sitzung',
  endSession: 'Beenden',
} as const;

/** administration.md §9: the success indicator after a credential change stays 5 seconds. */
export const CREDENTIAL_INDICATOR_MS = 5000;

export const INSECURE_PASSWORD_MESSAGES = {
  title: 'Ihr Passwort ist unsicher',
  text: 'Ihr Passwort steht in einer öffentlichen Liste gestohlener Passwörter (rund 600 Millionen Einträge) oder gilt als unsicher. Bitte ändern Sie es jetzt. Nach dem Abmelden ist eine Anmeldung mit diesem Passwort nicht mehr möglich.',
  later: 'Später',
  change: 'Passwort jetzt ändern',
} as const;
