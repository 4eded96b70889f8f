/** Notification contacts of an organisation, and the QR-code notification mail of a plan. */
export { NotificationsPage } from './components/NotificationsPage';
export { QrNotificationCardAction } from './components/QrNotificationCardAction';
export { CONTACT_TYPE_LABELS, FEATURE_LABELS, NOTIFICATIONS_MESSAGES, QR_MAIL_MESSAGES } from './messages';
