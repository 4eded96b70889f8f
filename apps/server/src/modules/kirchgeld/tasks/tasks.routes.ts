/** HTTP of the church-tax area's task progress. */
import { kgTaskRoutes as routes } from '@kollekta/contract';
import type { RouteRegistrar } from '../../../platform/http-app';
import { getKgTaskProgress } from './tasks.service';

export const registerKgTaskRoutes: RouteRegistrar = (register, context) => {
  register(routes.kgGetTaskProgress, ({ caller, params }) =>
    getKgTaskProgress(context, caller, params.tenant, params.taskId),
  );
};
