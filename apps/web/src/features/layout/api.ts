/** Calls of the page shell. */
import { logout } from '@kollekta/contract';
import { callApi } from '../../lib/api-client';

export function signOut() {
  return callApi(logout);
}
