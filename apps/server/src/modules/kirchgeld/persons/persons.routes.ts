/** HTTP of the church-tax area's persons (devices-income-kirchgeld.md §7 `{tenant}person/…`). */
import { kgPersonRoutes as routes } from '@kollekta/contract';
import type { RouteRegistrar } from '../../../platform/http-app';
import { addTenantPersonRelation, endTenantPersonRelation } from './person-relations.service';
import {
  createTenantPerson,
  getTenantPerson,
  listTenantPersonPayments,
  lookupTenantPersons,
  updateTenantPerson,
} from './persons.service';

export const registerKgPersonRoutes: RouteRegistrar = (register, context) => {
  register(routes.kgListPersons, ({ caller, params, query, apiBase }) =>
    lookupTenantPersons(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgListEditablePersons, ({ caller, params, query, apiBase }) =>
    lookupTenantPersons(context, caller, params.tenant, query, apiBase, { editableOnly: true }),
  );
  register(routes.kgGetPerson, ({ caller, params, apiBase }) =>
    getTenantPerson(context, caller, params.tenant, params.id, apiBase),
  );
  register(routes.kgCreatePerson, ({ caller, params, body, apiBase }) =>
    createTenantPerson(context, caller, params.tenant, body, apiBase),
  );
  register(routes.kgUpdatePerson, ({ caller, params, body, apiBase }) =>
    updateTenantPerson(context, caller, params.tenant, params.id, body, apiBase),
  );
  register(routes.kgAddPersonRelation, ({ caller, params, body, apiBase }) =>
    addTenantPersonRelation(context, caller, params.tenant, params.id, body, apiBase),
  );
  register(routes.kgEndPersonRelation, ({ caller, params, body, apiBase }) =>
    endTenantPersonRelation(context, caller, params.tenant, params.id, params.relation, body, apiBase),
  );
  register(routes.kgListPersonPayments, ({ caller, params, query, apiBase }) =>
    listTenantPersonPayments(context, caller, params.tenant, params.id, query, apiBase),
  );
};
