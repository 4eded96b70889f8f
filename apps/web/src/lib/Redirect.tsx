/**
 * A redirect that replaces the address it is rendered at. Where one component stays on screen
 * across addresses (a layout that guards its routes), React would keep a plain <Navigate> from the
 * address before, and with the same target its effect would not run again: the user would stay on
 * an empty page. Keyed by the address it leaves, it runs once on each. The location's key alone
 * cannot tell the addresses apart: every address the browser opens after '#' has the key 'default'.
 */
import { Navigate, type NavigateProps, useLocation } from 'react-router';

type Props = Pick<NavigateProps, 'to' | 'state'>;

export function Redirect({ to, state }: Props) {
  const location = useLocation();
  const leaving = `${location.key} ${location.pathname}${location.search}`;
  return <Navigate key={leaving} to={to} state={state} replace />;
}
