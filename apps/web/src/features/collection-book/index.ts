/** The collection book (Kollektenbuch) page; loaded by the router. */
export { CollectionBookPage } from './components/CollectionBookPage';
