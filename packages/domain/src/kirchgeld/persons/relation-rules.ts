/**
 * Which relations may link two persons (devices-income-kirchgeld.md §3 "Relation"): 'ehe' (marriage)
 * only between two individuals, 'part_of' (a person belongs to a company or household) for anyone;
 * never a person with themselves, never across tenants, and never the same relation twice at once.
 */
import type { KgPersonTypeValue, KgRelationType } from '../enums';

export const KG_RELATION_MESSAGES = {
  self: 'Eine Person kann nicht mit sich selbst verbunden werden.',
  otherTenant: 'Diese Person gibt es in dieser Organisation nicht.',
  eheOnlyIndividuals: 'Eine Ehe kann nur zwischen zwei Personen (keinen Firmen) bestehen.',
  duplicate: 'Diese Beziehung besteht bereits.',
  alreadyMarried: 'Die Person ist bereits verheiratet.',
  ended: 'Diese Beziehung ist bereits beendet.',
  endBeforeStart: 'Das Ende darf nicht vor dem Beginn liegen.',
} as const;

export type KgRelationSide = { id: string; tenantId: number; type: KgPersonTypeValue };

export type KgRelationCheck = {
  type: KgRelationType;
  from: KgRelationSide;
  to: KgRelationSide;
  /** whether an open relation of this type already links the two */
  isDuplicate?: boolean;
  /** whether either side is already in an open marriage (for 'ehe') */
  isEitherMarried?: boolean;
};

/** The German reason a relation may not be added, or null. */
export function checkKgRelation(check: KgRelationCheck): string | null {
  if (check.from.id === check.to.id) return KG_RELATION_MESSAGES.self;
  if (check.from.tenantId !== check.to.tenantId) return KG_RELATION_MESSAGES.otherTenant;
  if (check.type === 'ehe' && (check.from.type !== 'individual' || check.to.type !== 'individual'))
    return KG_RELATION_MESSAGES.eheOnlyIndividuals;
  if (check.isDuplicate) return KG_RELATION_MESSAGES.duplicate;
  if (check.type === 'ehe' && check.isEitherMarried) return KG_RELATION_MESSAGES.alreadyMarried;
  return null;
}

/** The relation types a person of this type may take part in. */
export function kgRelationTypesFor(type: KgPersonTypeValue): KgRelationType[] {
  return type === 'company' ? ['part_of'] : ['ehe', 'part_of'];
}
