/** The German mails with a link to set a password: reset, and welcome of a new user. */
export function renderResetMail(values: { name: string; username: string; link: string }) {
  return {
    subject: 'Kollekta: Passwort zurücksetzen',
    text: [
      `Guten Tag ${values.name},`,
      '',
      `für Ihren Zugang „${values.username}“ wurde das Zurücksetzen des Passworts angefordert.`,
      'Über den folgenden Link können Sie innerhalb von 24 Stunden ein neues Passwort festlegen:',
      '',
      values.link,
      '',
      'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
      '',
      'Ihr Kollekta-Team',
    ].join('\n'),
  };
}

export function renderWelcomeMail(values: { name: string; username: string; link: string }) {
  return {
    subject: 'Kollekta: Ihr neuer Zugang',
    text: [
      `Guten Tag ${values.name},`,
      '',
      `für Sie wurde ein Kollekta-Zugang mit dem Nutzernamen „${values.username}“ angelegt.`,
      'Über den folgenden Link legen Sie innerhalb von 7 Tagen Ihr Passwort fest:',
      '',
      values.link,
      '',
      'Danach melden Sie sich mit Ihrem Nutzernamen und diesem Passwort an.',
      '',
      'Ihr Kollekta-Team',
    ].join('\n'),
  };
}
