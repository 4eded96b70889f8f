/** The rows of organisation and role in the edit dialog, and what the form sends. */
import type { PermissionInput, User } from '@kollekta/contract';
import { DEFAULT_ROLE, type RoleType } from '@kollekta/domain';

export type RoleRow = { key: number; organizationId: number | null; role: RoleType };

let nextKey = 1;

export function newRoleRow(organizationId: number | null = null): RoleRow {
  return { key: nextKey++, organizationId, role: DEFAULT_ROLE };
}

export function rowsOf(user: User): RoleRow[] {
  return user.permissions.map((permission) => ({
    key: nextKey++,
    organizationId: permission.organization_id,
    role: permission.role,
  }));
}

export function toPermissionInput(rows: readonly RoleRow[]): PermissionInput[] {
  return rows.flatMap((row) =>
    row.organizationId === null ? [] : [{ organization: row.organizationId, role: row.role }],
  );
}
