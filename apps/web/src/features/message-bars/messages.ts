/** Texts of the message bars (administration.md §8). */
export const MESSAGE_BAR_MESSAGES = {
  close: 'Meldung schliessen',
  transferError: (error: string) => `Fehler in der Übertragung: ${error}`,
} as const;
