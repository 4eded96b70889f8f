/**
 * Which church-tax organisation a person belongs to (devices-income-kirchgeld.md §3 `org_by_kro`):
 * the organisation with the person's KRO number; where a merged organisation replaces it (its
 * `replaces` names it and it is valid from that day on), the merged one, followed as far as merges go.
 */

export type KgOrganizationForKro = {
  id: number;
  kroNr: string;
  /** YYYY-MM-DD */
  validFrom: string;
  /** YYYY-MM-DD, exclusive; null: open */
  validBefore: string | null;
  /** ids of the organisations it replaces */
  replaces: readonly number[];
};

function isValidOn(organization: KgOrganizationForKro, day: string): boolean {
  return (
    organization.validFrom <= day && (organization.validBefore === null || day < organization.validBefore)
  );
}

/** The organisation of a KRO number on a day, after merges; null where none has the number. */
export function resolveOrganizationByKro<T extends KgOrganizationForKro>(
  organizations: readonly T[],
  kroNr: string | null | undefined,
  day: string,
): T | null {
  const number = kroNr?.trim();
  if (!number) return null;
  const candidates = organizations.filter((organization) => organization.kroNr.trim() === number);
  // the one valid on the day, else the newest with the number
  let current =
    candidates.find((organization) => isValidOn(organization, day)) ??
    [...candidates].sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0] ??
    null;
  const seen = new Set<number>();
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    const currentId = current.id;
    const successor = organizations.find(
      (organization) => organization.replaces.includes(currentId) && organization.validFrom <= day,
    );
    if (!successor) break;
    current = successor;
  }
  return current;
}
