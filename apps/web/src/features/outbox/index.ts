/** The outbox: superusers of development and demo deployments read the mails the server kept. */
export { OutboxPage } from './components/OutboxPage';
export { OUTBOX_MESSAGES } from './messages';
