/**
 * The collection inheritance switch of the Vertragsdaten page (administration.md §3 "Settings"
 * no_inherit_collections, §4 "Collection inheritance switch", §6): on, the organisation collects for
 * the plans passed down from above too; switching off adds the flag no_inherit_collections,
 * switching on removes it and has the inherited plans recalculated (`recalculate_cplan/`), so the
 * planning screen and the devices change at once. Superusers change it; everyone else reads it.
 */
import type { OrganizationDetail, PlanInheritance } from '@kollekta/contract';
import { NO_INHERIT_COLLECTIONS } from '@kollekta/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { MESSAGE_BAR_MESSAGES, messageStore } from '../../message-bars';
import { invalidateAfterOrganizationChange, recalculateCollectionPlans, useUpdateOrganization } from '../api';
import { ORGANIZATION_ADMIN_MESSAGES as M } from '../messages';

type Props = {
  organization: Pick<OrganizationDetail, 'id' | 'flags'>;
  /** only superusers change the switch (§6) */
  isSuperuser: boolean;
};

export function CollectionInheritanceSwitch({ organization, isSuperuser }: Props) {
  const isInheriting = !organization.flags.includes(NO_INHERIT_COLLECTIONS);
  const [counts, setCounts] = useState<PlanInheritance | null>(null);
  const queryClient = useQueryClient();
  const update = useUpdateOrganization(organization.id);
  const toggle = useMutation({
    mutationFn: async (inherit: boolean) => {
      const flags = inherit
        ? organization.flags.filter((flag) => flag !== NO_INHERIT_COLLECTIONS)
        : [...organization.flags.filter((flag) => flag !== NO_INHERIT_COLLECTIONS), NO_INHERIT_COLLECTIONS];
      await update.mutateAsync({ flags });
      // switching on brings the plans from above back: have them recalculated (§4)
      return inherit ? recalculateCollectionPlans(organization.id) : null;
    },
    meta: { handledStatuses: 'all' },
    onSuccess: async (recalculated, inherit) => {
      setCounts(recalculated);
      if (recalculated) await invalidateAfterOrganizationChange(queryClient);
      messageStore.showSuccess(inherit ? M.inheritanceSavedOn : M.inheritanceSavedOff);
    },
    onError: (error) => messageStore.showError(MESSAGE_BAR_MESSAGES.transferError(describeApiError(error))),
  });

  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={
          <Switch
            checked={isInheriting}
            disabled={!isSuperuser || toggle.isPending}
            onChange={(event) => toggle.mutate(event.target.checked)}
          />
        }
        label={M.inheritanceSwitch}
      />
      <FormHelperText sx={{ mt: 0 }}>
        {isInheriting ? M.inheritanceOn : M.inheritanceOff}
        {!isSuperuser && ` ${M.inheritanceReadOnly}`}
      </FormHelperText>
      {counts && (
        <FormHelperText sx={{ mt: 0 }} role="status">
          {M.inheritanceCounts(counts.own_plans, counts.inherited_plans)}
        </FormHelperText>
      )}
    </Stack>
  );
}
