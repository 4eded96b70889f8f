/**
 * Who may do what with direct-debit files: administrators of the creditor organisation and of any
 * organisation above it (WRITE_ORG_DATA), superusers everywhere. The files carry donors' names and
 * IBANs, so a user who merely reads the parish does not see them. A return (Rücklastschrift) is
 * bookkeeping: treasurers of the parish record it too (WRITE). Whoever cannot see the organisation
 * gets 404, whoever sees it without the right 403.
 */
import {
  type Actor,
  canSee,
  DIRECT_DEBIT_MESSAGES,
  hasPermission,
  type PermissionCheck,
} from '@kollekta/domain';
import { DomainError } from '../../platform/errors';
import { parsePath } from '../organizations';

export type DirectDebitActor = Actor & { userId: number; impersonatorId?: number | null };

export const FILES_PERMISSION: PermissionCheck = 'WRITE_ORG_DATA';
export const RETURN_PERMISSION: PermissionCheck = 'WRITE';

export function mayAdministerFiles(actor: Actor, organizationPath: string): boolean {
  return hasPermission(actor, parsePath(organizationPath), FILES_PERMISSION);
}

export function assertMay(
  actor: Actor,
  organizationPath: string,
  check: PermissionCheck,
  notFound: string,
  forbidden: string,
): void {
  const path = parsePath(organizationPath);
  if (!canSee(actor, path)) throw new DomainError('not_found', notFound);
  if (!hasPermission(actor, path, check)) throw new DomainError('forbidden', forbidden);
}

export const assertMayAdministerFiles = (actor: Actor, organizationPath: string) =>
  assertMay(
    actor,
    organizationPath,
    FILES_PERMISSION,
    DIRECT_DEBIT_MESSAGES.fileNotFound,
    DIRECT_DEBIT_MESSAGES.forbidden,
  );

export const assertMayRecordReturn = (actor: Actor, organizationPath: string) =>
  assertMay(
    actor,
    organizationPath,
    RETURN_PERMISSION,
    DIRECT_DEBIT_MESSAGES.debitNotFound,
    DIRECT_DEBIT_MESSAGES.returnForbidden,
  );
