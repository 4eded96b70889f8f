/** German messages of the legacy adoption (devices-income-kirchgeld.md §5 "Legacy adoption"). */
export const LEGACY_MESSAGES = {
  recordNotFound: 'Diesen Altdatensatz gibt es nicht.',
  importNotFound: 'Diesen Import gibt es nicht.',
  alreadyAdopted: 'Dieser Datensatz wurde bereits übernommen.',
  personNotFound: 'Person existiert nicht?',
  notIndividual: 'Zuordnen ist nur zu einer Person möglich, nicht zu einer Firma.',
  notInactive: 'Zuordnen ist nur zu einer inaktiven Person möglich.',
  chooseType: 'Bitte Person oder Firma wählen.',
  personOrType:
    'Bitte entweder eine vorhandene Person angeben oder Person/Firma für eine neue Person wählen.',
} as const;
