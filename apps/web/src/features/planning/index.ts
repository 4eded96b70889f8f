/** The planning area: the planning screen of an organisation and its year. */
export { currentYear, PlanningPage, PlanningRedirect } from './components/PlanningPage';
export { PLANNING_MESSAGES } from './messages';

/** The path of the planning screen (route organization.plans). */
export function planningPath(organizationId: number, year?: number): string {
  return year === undefined ? `/o/${organizationId}/plans` : `/o/${organizationId}/plans/${year}`;
}
