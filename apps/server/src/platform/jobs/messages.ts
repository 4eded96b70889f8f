/** What users read about their background jobs. */
export const JOB_MESSAGES = {
  failed: 'Der Auftrag konnte nicht ausgeführt werden. Bitte versuchen Sie es später noch einmal.',
  timedOut: 'Der Auftrag hat zu lange gedauert und wurde abgebrochen.',
  interrupted: 'Der Auftrag wurde unterbrochen, weil der Server neu gestartet wurde.',
} as const;
