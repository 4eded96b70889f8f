/** HTTP of announcing plans: the QR-code notification mail (planning.md §7 "Send QR notification"). */
import { sendQrNotification as sendQrNotificationRoute } from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { sendQrNotification } from './qr-notification.service';

export const registerPlanAnnouncementRoutes: RouteRegistrar = (register, context) => {
  register(sendQrNotificationRoute, ({ caller, params, body, apiBase }) =>
    sendQrNotification(context, caller, params.id, body, apiBase),
  );
};
