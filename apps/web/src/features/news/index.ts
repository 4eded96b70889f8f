/** News: the product's news, grouped by date. */
export { NewsPage } from './components/NewsPage';
export { NEWS_MESSAGES } from './messages';
export { renderNewsHtml } from './news-html';
