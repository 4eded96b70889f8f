/** The API shape of a user; nothing else of the row leaves the server. */
import type { User } from '@kollekta/contract';
import type { RoleType } from '@kollekta/domain';
import type { RoleRow, UserRow } from './users.repository';

export function toUserResponse(
  user: UserRow,
  roles: readonly RoleRow[],
  apiBase: string,
  extra: { hasWebauthn: boolean } = { hasWebauthn: false },
): User {
  const pwned = (user.pw_check_data as { pwnedpasswords?: { pwned?: unknown } }).pwnedpasswords?.pwned;
  return {
    url: `${apiBase}user/${user.id}/`,
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    is_superuser: user.is_superuser,
    is_active: user.is_active,
    has_usable_password: user.password_hash !== null,
    has_webauthn: extra.hasWebauthn,
    has_otp: user.otp_secret !== null,
    pw_check_status: user.pw_check_status as User['pw_check_status'],
    pw_check_data: { pwnedpasswords: { pwned: typeof pwned === 'boolean' ? pwned : null } },
    permissions: roles.map((role) => ({
      organization: `${apiBase}organization/${role.organization_id}/`,
      organization_id: role.organization_id,
      role: role.role as RoleType,
    })),
  };
}
