/** The pages 'Dokumente & Listen' and 'Auswertungen' of the drawer; loaded by the router. */
export { DocumentsPage } from './components/DocumentsPage';
export { EvaluationsPage } from './components/EvaluationsPage';
