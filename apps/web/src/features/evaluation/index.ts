export { EvaluationCardAction } from './components/EvaluationCardAction';
export { EvaluationDialog } from './components/EvaluationDialog';
export { EvaluationPrintPage } from './components/EvaluationPrintPage';
export type { EvaluationPlan } from './use-evaluation';
