/** Every route but index and login (§2): signed out, or with a dying token, the user goes to the index. */
import { Outlet } from 'react-router';
import { Redirect } from '../../lib/Redirect';
import { useKgSession } from './use-kg-session';

export function RequireSession() {
  const session = useKgSession();
  if (!session) return <Redirect to="/" />;
  return <Outlet />;
}
