/** The plan as a spreadsheet (download, template, import) and a plan's direct links with QR codes. */
export { downloadApiFile, readFileName, saveBlob } from './api';
export { DirectLinkCardAction } from './components/DirectLinkCardAction';
export { PlanDownloadButton } from './components/PlanDownloadButton';
export { DIRECT_LINK_MESSAGES, DOWNLOAD_MESSAGES, IMPORT_MESSAGES } from './messages';
