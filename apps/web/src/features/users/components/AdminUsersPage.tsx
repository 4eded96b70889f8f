/** `#/admin/users` (admin.users): every user, for superusers. */
import { UsersPage } from './UsersPage';

export function AdminUsersPage() {
  return <UsersPage organizationId={null} />;
}
