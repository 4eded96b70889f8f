/**
 * What an organisation collects for (administration.md §4 "Collection inheritance switch"): its own
 * plans and those it inherits from above, counted among the plans that have not ended. Inheritance
 * is read along the path with the flags as they are now (no_inherit_collections here or in between),
 * so the answer changes at once when a switch changes.
 */
import { relatePlan } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { toPlacement } from './plan-views';
import { loadChain, toViewingOrganization } from './planning-context';
import { findPlansReaching } from './plans.repository';

export async function summarizePlanInheritance(
  context: AppContext,
  organizationId: number,
  now: Date,
): Promise<{ own: number; inherited: number }> {
  const chain = await loadChain(context, organizationId);
  if (!chain) return { own: 0, inherited: 0 };
  const viewer = toViewingOrganization(chain);
  const rows = await findPlansReaching(context.db, {
    organizationId,
    ancestorIds: chain.path.slice(0, -1),
    from: now,
  });
  let own = 0;
  let inherited = 0;
  // a group counts as its parent plan; its members are shares, not collections of their own
  for (const row of rows.filter((candidate) => candidate.parent_id === null)) {
    const relation = relatePlan(toPlacement(row), viewer);
    if (relation === 'own') own += 1;
    else if (relation === 'inherited') inherited += 1;
  }
  return { own, inherited };
}
