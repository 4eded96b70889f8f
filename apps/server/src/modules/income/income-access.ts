/** Which organisation's income a caller may read: any other answers 404, so its existence stays hidden. */
import { type Actor, canReadIncome } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { loadVisibleOrganization, type OrganizationRow, parsePath } from '../organizations';

export const ORGANIZATION_NOT_FOUND = 'Organisation nicht gefunden.';

export async function loadIncomeOrganization(
  context: AppContext,
  actor: Actor,
  id: number,
): Promise<OrganizationRow> {
  const organization = await loadVisibleOrganization(context, actor, id);
  if (!canReadIncome(actor, parsePath(organization.path)))
    throw new DomainError('not_found', ORGANIZATION_NOT_FOUND);
  return organization;
}
