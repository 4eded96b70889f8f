/** German texts of notification contacts, features and the QR-code mail (administration.md §2, §5, §8). */
export const NOTIFICATION_MESSAGES = {
  invalidEmail: 'Gültige E-Mail-Adresse eingeben.',
  emailNeeded: 'Bitte geben Sie eine E-Mail-Adresse ein.',
  nameTooLong: 'max. 200 Zeichen',
  featureNeeded: 'Zusatzfeature benötigt',
  superuserOnlyType: 'Nur Plattform-Administratoren können diese Benachrichtigung wählen.',
  attachFilesSuperuserOnly: 'Nur Plattform-Administratoren können den Versand von Dokumenten einstellen.',
  unknownType: 'Unbekannte Benachrichtigungsart.',
  contactNotFound: 'Kontakt nicht gefunden.',
  featureNotFound: 'Zusatzfeature nicht gefunden.',
  featureSuperuserOnly: 'Nur Plattform-Administratoren können Zusatzfeatures buchen.',
  featureValidity: 'Das Ende darf nicht vor dem Beginn liegen.',
} as const;
