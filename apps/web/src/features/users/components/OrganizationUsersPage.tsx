/** `#/o/{id}/users`: the users of the open organisation, for those who manage users there. */
import { Navigate } from 'react-router';
import { canDo, useCurrentOrganization, useCurrentOrganizationId } from '../../organizations';
import { UsersPage } from './UsersPage';

export function OrganizationUsersPage() {
  const id = useCurrentOrganizationId();
  const organization = useCurrentOrganization();
  if (id === null) return <Navigate to="/" replace />;
  if (organization && !canDo(organization, 'MANAGE_USERS')) return <Navigate to={`/o/${id}/`} replace />;
  return <UsersPage organizationId={id} />;
}
