/**
 * Who may read the income of an organisation: whoever may read its data ('readOther', the
 * permission of the 'Einnahmen' tab). Every role that gives it on an organisation gives it on
 * everything below, so whoever may read an organisation's income may read its whole subtree,
 * which is what lets recursive statistics read the subtree roll-ups of that one organisation.
 */
import { type Actor, hasPermission } from '../permissions/permission-check';
import type { PermissionCheck } from '../permissions/permission-types';

export const READ_INCOME: PermissionCheck = 'readOther';

export function canReadIncome(actor: Actor, organizationPath: readonly number[]): boolean {
  return hasPermission(actor, organizationPath, READ_INCOME);
}
