/** Calls of the page shell. */
import { routes } from '@kollekta/contract';
import { callApi } from '../../lib/api-client';

export function signOut() {
  return callApi(routes.logout);
}
