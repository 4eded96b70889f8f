/** Texts of the app shell itself. */
export const APP_MESSAGES = {
  pageFailed: 'Diese Seite konnte nicht angezeigt werden.',
  reload: 'Neu laden',
  home: 'Zur Startseite',
} as const;
