/** §6: the page without the DISBURSEMENT_ORDER permission, or when the server answers 403. */
import Alert from '@mui/material/Alert';
import { DISBURSEMENT_PAGE_MESSAGES as M } from '../messages';

export function NoPermission() {
  return <Alert severity="warning">{M.noPermission}</Alert>;
}
