/**
 * Public token pages (issue 17): the tokens behind the links in notification mails, the accounting
 * fields page, the cash submission page and the stop-cash link. What other features may use.
 */
export { registerPublicPageRoutes } from './public-pages.routes';
export {
  hashPublicToken,
  type IssuePublicTokenInput,
  issuePublicToken,
  PUBLIC_TOKEN_LIMIT,
  PUBLIC_TOKEN_VALID_DAYS,
  type PublicTokenPurpose,
  publicPageUrl,
  type ResolvedPublicToken,
  resolvePublicToken,
  takePublicTokenSlot,
} from './public-tokens';
