/** Every route but index and login (§2): signed out, or with a dying token, the user goes to the index. */
import { Navigate, Outlet } from 'react-router';
import { useKgSession } from './use-kg-session';

export function RequireSession() {
  const session = useKgSession();
  if (!session) return <Navigate to="/" replace />;
  return <Outlet />;
}
