/** The collection book (Kollektenbuch): the yearly ledger of every collection an organisation keeps. */
export { registerCollectionBookRoutes } from './collection-book.routes';
export { type LoadedCollectionBook, loadCollectionBook } from './collection-book.service';
