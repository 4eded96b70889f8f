/** The spec's texts for sign-in and password forms (administration.md §5, §8); {product} reads "geben". */
export const AUTH_MESSAGES = {
  required: 'Eingabe erforderlich.',
  invalidLoginForm: 'Bitte geben Sie einen Nutzernamen und ein Passwort ein.',
  otpTooShort: 'Mindestens 6 Zeichen.',
  /** user name and password given, the one-time code missing or too short */
  invalidOtpOnly: 'Bitte geben Sie den Einmalcode aus Ihrer Authenticator-App ein.',
  loginFailed: 'Die eingegebenen Anmeldedaten sind fehlerhaft.',
  invalidEmail: 'Gültige E-Mail-Adresse eingeben.',
  emptyEmail: 'Bitte geben Sie hier Ihre E-Mail-Adresse ein',
  invalidResetForm: 'Bitte geben Sie eine E-Mail-Adresse ein.',
  resetRequested: 'Bitte prüfen Sie Ihre E-Mails.',
  passwordTooShort: 'Bitte geben Sie mindestens 8 Zeichen ein.',
  passwordCommon:
    'Das Passwort kann nicht verwendet werden, da es in der Liste häufiger Passwörter vorkommt.',
  passwordWeak: 'Das Passwort ist nicht stark genug.',
  passwordMismatch: 'Beide Eingaben müssen übereinstimmen.',
  passwordChangeRejected:
    'Die Änderung das Passworts wurde vom Server abgelehnt. Möglicherweise ist das neue Passwort nicht zulässig.',
  passwordChangeFailed: 'Die Änderung ist leider fehlgeschlagen. Bitte versuchen Sie es später noch einmal.',
  passwordChangeDefault: 'Die Passwortänderung wurde vom Server abgelehnt.',
  nameRequired: 'Bitte geben Sie hier Ihren Namen ein',
  fieldRequired: 'Dieses Feld darf nicht leer sein.',
  nameChangeFailed: 'Die Namensänderung war leider nicht möglich.',
  emailChangeFailed: 'Die Änderung der E-Mail-Adresse war leider nicht möglich.',
  otpInvalid: 'Der Einmalcode ist ungültig.',
  passwordBreached:
    'Dieses Passwort steht in öffentlichen Listen gestohlener Passwörter und kann nicht mehr zur Anmeldung verwendet werden. Bitte legen Sie über „Passwort vergessen?“ ein neues fest.',
  tooManyAttempts:
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  currentPasswordRequired: 'Bitte bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.',
  currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt.',
} as const;

/** What the server answers when a new password breaks the policy (the spec's wording, in English). */
export const PASSWORD_POLICY_REFUSAL = 'New password disallowed by policy';
