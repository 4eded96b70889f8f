/**
 * Texts of sign-in and password reset. The spec's validation and error texts come from the
 * domain (AUTH_MESSAGES); the labels and page texts are here.
 */
import { AUTH_MESSAGES } from '@kollekta/domain';

export { AUTH_MESSAGES };

export const LOGIN_MESSAGES = {
  loginTitle: 'Anmelden',
  loginIntro: 'Melden Sie sich mit Ihrem Kollekta-Zugang an.',
  /** the demo world's account (README 'Demo accounts'), named on the demo installation's login */
  demoAccount: 'Demo-Zugang: Nutzername „gemeinde“, Passwort „Kollekta-Demo-2026“',
  resetTitle: 'Passwort zurücksetzen',
  resetIntro:
    'Geben Sie die E-Mail-Adresse Ihres Zugangs ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  username: 'Nutzername',
  password: 'Passwort',
  otp: 'Einmalcode',
  otpHelp: 'Der Code aus Ihrer Authenticator-App',
  submitLogin: 'Anmelden',
  email: 'E-Mail-Adresse',
  submitReset: 'Passwort zurücksetzen',
  toReset: 'Passwort vergessen?',
  toLogin: 'Zurück zur Anmeldung',
  passkeySignIn: 'Mit Passkey anmelden',
  /** the page was opened under another address than the one passkeys belong to (PUBLIC_URL) */
  passkeyOtherHost: (host: string) =>
    `Passkeys funktionieren nur unter der Adresse ${host}. Bitte melden Sie sich dort oder mit Ihrem Passwort an.`,
  or: 'oder',
  showPassword: 'Eingabe anzeigen',
  hidePassword: 'Eingabe verbergen',
} as const;

export const RECOVER_MESSAGES = {
  title: 'Neues Passwort festlegen',
  checking: 'Der Link wird geprüft …',
  invalidLink:
    'Sie sind einem fehlerhaften Link gefolgt. Bitte fordern Sie einen neuen Link zum Zurücksetzen Ihres Passworts an.',
  intro:
    'Wählen Sie ein neues Passwort mit mindestens 8 Zeichen. Ein langer Satz ist leichter zu merken und sicherer.',
  newPassword: 'Neues Passwort',
  repeatPassword: 'Passwort wiederholen',
  submit: 'Passwort ändern',
  success: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
  toLogin: 'Zur Anmeldung',
} as const;
