/** HTTP of the admin mails: `admin/mails/` for superusers. */
import { listAdminMails as listRoute } from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { listAdminMails } from './admin-mails.service';

export const registerAdminMailRoutes: RouteRegistrar = (register, context) => {
  register(listRoute, ({ caller, query }) => listAdminMails(context, caller, query));
};
