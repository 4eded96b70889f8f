/** API shape of a collection plan extension (planning.md §3). */
import { extensionSettings, type PlanExtension } from '@kollekta/contract';
import { isPriorityDeviceClass } from '@kollekta/domain';
import type { ExtensionRow } from './extensions.repository';
import { buildUrl } from './planning-refs';

export function toExtensionResponse(row: ExtensionRow, apiBase: string): PlanExtension {
  if (!isPriorityDeviceClass(row.device_class)) {
    throw new Error(`extension ${row.id} has the device class ${row.device_class}`);
  }
  return {
    id: row.id,
    url: buildUrl(apiBase, 'collection_plan_extension', row.id),
    plan: buildUrl(apiBase, 'collection_plan', row.plan_id),
    organization: buildUrl(apiBase, 'organization', row.organization_id),
    location: row.location_id === null ? null : buildUrl(apiBase, 'location', row.location_id),
    device_class: row.device_class,
    meta: row.meta,
    // written only after checkPrioritySettings, so this holds
    settings_local: extensionSettings.parse(row.settings_local),
  };
}
