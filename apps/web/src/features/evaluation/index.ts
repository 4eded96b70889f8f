export { EvaluationDialog, type EvaluationPlan } from './components/EvaluationDialog';
