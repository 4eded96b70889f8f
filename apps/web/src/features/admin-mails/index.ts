/** Admin mails: superusers copy the addresses of the contacts of chosen notification types. */
export { AdminMailsPage } from './components/AdminMailsPage';
export { ADMIN_MAILS_MESSAGES } from './messages';
