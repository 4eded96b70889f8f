/** The public QR-code tool. */
export { QrToolPage } from './components/QrToolPage';
export { QR_TOOL_PAGE_MESSAGES } from './messages';
