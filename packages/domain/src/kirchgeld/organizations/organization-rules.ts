/**
 * Church-tax organisations (devices-income-kirchgeld.md §3 "Organisation", §5 "Organisation"): name,
 * valid-from date and KRO number are required ('Verpflichtend'). A KRO number belongs to one
 * organisation at a time. A merge creates a new organisation that replaces others from its valid-from
 * day: each replaced one must still be current and must have begun before that day.
 */

export const KG_ORGANIZATION_MESSAGES = {
  required: 'Verpflichtend',
  kroFormat: 'Die KRO-Nr. besteht aus Ziffern (z. B. 110100).',
  duplicateKro: (kroNr: string, name: string) =>
    `Die KRO-Nr. ${kroNr} ist in diesem Zeitraum schon an „${name}“ vergeben.`,
  unknownReplaced: 'Diese Organisation gibt es nicht.',
  alreadyReplaced: (name: string) => `„${name}“ wurde bereits durch eine andere Organisation ersetzt.`,
  notAfter: (name: string, validFrom: string) =>
    `Das Gültigkeitsdatum muss nach dem Beginn von „${name}“ (${germanDay(validFrom)}) liegen.`,
  replacesTwice: 'Jede Organisation nur einmal wählen.',
} as const;

/** YYYY-MM-DD → DD.MM.YYYY */
function germanDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

export type KgOrganizationInput = {
  name?: string | null;
  valid_from?: string | null;
  kro_nr?: string | null;
};

/** Field errors of the creation form; empty when it may be sent. */
export function validateKgOrganization(input: KgOrganizationInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!input.name?.trim()) errors.name = [KG_ORGANIZATION_MESSAGES.required];
  if (!input.valid_from?.trim()) errors.valid_from = [KG_ORGANIZATION_MESSAGES.required];
  const kro = input.kro_nr?.trim() ?? '';
  if (kro === '') errors.kro_nr = [KG_ORGANIZATION_MESSAGES.required];
  else if (!/^\d{1,20}$/.test(kro)) errors.kro_nr = [KG_ORGANIZATION_MESSAGES.kroFormat];
  return errors;
}

export type KgOrganizationPeriod = {
  id: number;
  name: string;
  kroNr: string;
  /** YYYY-MM-DD */
  validFrom: string;
  /** YYYY-MM-DD, exclusive; null: open */
  validBefore: string | null;
};

/** Why the organisations cannot be replaced from `validFrom`; an empty list when they can. */
export function checkOrganizationMerge(
  validFrom: string,
  replaced: readonly KgOrganizationPeriod[],
  replacedAlready: ReadonlySet<number>,
): string[] {
  const errors: string[] = [];
  if (new Set(replaced.map((organization) => organization.id)).size !== replaced.length)
    errors.push(KG_ORGANIZATION_MESSAGES.replacesTwice);
  for (const organization of replaced) {
    if (replacedAlready.has(organization.id) || organization.validBefore !== null)
      errors.push(KG_ORGANIZATION_MESSAGES.alreadyReplaced(organization.name));
    else if (validFrom <= organization.validFrom)
      errors.push(KG_ORGANIZATION_MESSAGES.notAfter(organization.name, organization.validFrom));
  }
  return errors;
}

/**
 * The organisation that already holds the KRO number during the new one's period ([validFrom, open)),
 * counting the replaced ones as ending at `validFrom`; null when the number is free.
 */
export function findKroConflict(
  existing: readonly KgOrganizationPeriod[],
  kroNr: string,
  validFrom: string,
  replacedIds: readonly number[],
): KgOrganizationPeriod | null {
  const number = kroNr.trim();
  return (
    existing.find((organization) => {
      if (organization.kroNr.trim() !== number) return false;
      const before = replacedIds.includes(organization.id) ? validFrom : organization.validBefore;
      return before === null || before > validFrom;
    }) ?? null
  );
}
