/**
 * What the priority chooser of a card shows: one entry per chooser class the plan still runs on
 * here, with the choice in force (the organisation's own extension, one from above, or the default
 * order) and the organisation's own extension, which saving patches or deletes.
 */
import type { CollectionPlan, OrganizationDetail, PlanExtension } from '@kollekta/contract';
import {
  getPriorityChoices,
  getPriorityDeviceClasses,
  type PriorityDeviceClass,
  priorityToChoice,
  resolvePriority,
} from '@kollekta/domain';

export type PriorityEntry = {
  deviceClass: PriorityDeviceClass;
  choices: string[];
  choiceIndex: number;
  /** the viewing organisation's own extension for the whole organisation */
  ownExtension: PlanExtension | null;
  /** the choice comes from an organisation above */
  isFromAbove: boolean;
};

/** The id in an API url `…/{kind}/{id}/`. */
function idOf(url: string, kind: string): number | null {
  const match = new RegExp(`/${kind}/(\\d+)/?$`).exec(url);
  return match ? Number(match[1]) : null;
}

export function buildPriorityEntries(
  plan: Pick<CollectionPlan, 'targets' | 'excludedFor' | 'extensions' | 'type' | 'collection_variant'>,
  organization: Pick<OrganizationDetail, 'id' | 'path'>,
): PriorityEntry[] {
  // a class deselected here (Abwählen) shows nothing of the plan, so it has no order to choose
  const excluded = new Set(Object.values(plan.excludedFor).flat());
  const remaining = plan.targets.filter((target) => !excluded.has(target));
  const extensions = plan.extensions.map((extension) => ({
    extension,
    organizationId: idOf(extension.organization, 'organization'),
    locationId: extension.location === null ? null : idOf(extension.location, 'location'),
  }));
  return getPriorityDeviceClasses(remaining).map((deviceClass) => {
    const resolved = resolvePriority({
      kind: { type: plan.type, collectionVariant: plan.collection_variant },
      deviceClass,
      organizationPath: organization.path,
      extensions: extensions.flatMap(({ extension, organizationId, locationId }) =>
        organizationId === null
          ? []
          : [
              {
                organizationId,
                locationId,
                deviceClass: extension.device_class,
                settingsLocal: extension.settings_local,
              },
            ],
      ),
    });
    const own = extensions.find(
      (candidate) =>
        candidate.organizationId === organization.id &&
        candidate.locationId === null &&
        candidate.extension.device_class === deviceClass,
    );
    return {
      deviceClass,
      choices: getPriorityChoices(deviceClass),
      choiceIndex: priorityToChoice(resolved.priority, deviceClass),
      ownExtension: own?.extension ?? null,
      isFromAbove:
        resolved.sourceOrganizationId !== null && resolved.sourceOrganizationId !== organization.id,
    };
  });
}
