/** The church-tax filters (target groups) and what other parts use of them (shared interface 4). */
export { addDemoKgFilters } from './demo-filters';
export {
  findKgTargetGroup,
  type KgTargetGroupRecord,
  personIdsMatchingFilter,
  targetGroupPersonIds,
} from './filter-engine';
export { registerKgFilterRoutes } from './filters.routes';
