/** Saving a choice of the priority chooser (planning.md §4 "Priority saving"). */
import { routes } from '@kollekta/contract';
import { buildPrioritySettings, decidePrioritySave, type PriorityDeviceClass } from '@kollekta/domain';
import { callApi } from '../../../lib/api-client';

export type PriorityChoice = {
  planUrl: string;
  organizationUrl: string;
  deviceClass: PriorityDeviceClass;
  choiceIndex: number;
  ownExtensionId: number | null;
};

/** Creates the extension if none exists, deletes it for 'keine' on SP/KS, otherwise patches it. */
export async function savePriority(choice: PriorityChoice): Promise<void> {
  const save = decidePrioritySave({
    deviceClass: choice.deviceClass,
    choiceIndex: choice.choiceIndex,
    existingExtensionId: choice.ownExtensionId,
  });
  switch (save.kind) {
    case 'create':
      await callApi(routes.createExtension, {
        body: {
          plan: choice.planUrl,
          organization: choice.organizationUrl,
          location: null,
          device_class: choice.deviceClass,
          settings_local: buildPrioritySettings(choice.deviceClass, save.priority),
        },
      });
      return;
    case 'patch':
      await callApi(routes.patchExtension, {
        params: { id: save.extensionId },
        body: { settings_local: buildPrioritySettings(choice.deviceClass, save.priority) },
      });
      return;
    case 'delete':
      await callApi(routes.deleteExtension, { params: { id: save.extensionId } });
      return;
    case 'none':
      return;
  }
}
