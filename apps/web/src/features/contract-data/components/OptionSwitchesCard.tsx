/**
 * The option switches (administration.md §3 "Settings", §5): the modules of the organisation and
 * its web apps without a device. Superusers switch them (`PATCH organization/{id}/`); everyone else
 * sees them read-only; the donation receipt switches are read-only for all.
 */
import type { OrganizationDetail } from '@kollekta/contract';
import {
  READ_ONLY_FEATURE_KEYS,
  SETTINGS_FEATURE_KEYS,
  type SettingsFeatureKey,
  WEB_APP_OVERRIDES,
} from '@kollekta/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { describeApiError } from '../../../lib/api-client';
import { messageStore } from '../../message-bars';
import { CollectionInheritanceSwitch, useUpdateOrganization } from '../../organizations';
import { FEATURE_SWITCH_LABELS, CONTRACT_DATA_MESSAGES as M, WEB_APP_SWITCH_LABELS } from '../messages';

function localFeature(organization: OrganizationDetail, key: string): boolean | undefined {
  const features = organization.settings_local.features;
  if (typeof features !== 'object' || features === null) return undefined;
  const value = (features as Record<string, unknown>)[key];
  return typeof value === 'boolean' ? value : undefined;
}

export function OptionSwitchesCard({
  organization,
  isSuperuser,
}: {
  organization: OrganizationDetail;
  isSuperuser: boolean;
}) {
  const update = useUpdateOrganization(organization.id);
  const report = {
    onSuccess: () => messageStore.showSuccess(M.switchSaved),
    onError: (error: unknown) => messageStore.showError(`${M.switchFailed}: ${describeApiError(error)}`),
  };
  const switchFeature = (key: SettingsFeatureKey, value: boolean) =>
    update.mutate({ settings_local: { features: { [key]: value } } }, report);
  const switchWebApp = (key: (typeof WEB_APP_OVERRIDES)[number], value: boolean) =>
    update.mutate({ override: { [key]: value } }, report);

  return (
    <Card variant="outlined" component="section" aria-label={M.switchesTitle}>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {M.switchesTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {isSuperuser ? M.receiptSwitchesReadOnly : M.switchesReadOnly}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <FormGroup aria-label={M.switchesFeatures} sx={{ flex: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {M.switchesFeatures}
            </Typography>
            {SETTINGS_FEATURE_KEYS.map((key) => {
              const value = localFeature(organization, key);
              const isReadOnly = !isSuperuser || READ_ONLY_FEATURE_KEYS.includes(key);
              return (
                <FormControlLabel
                  key={key}
                  control={
                    <Switch
                      checked={value ?? false}
                      disabled={isReadOnly || update.isPending}
                      onChange={(event) => switchFeature(key, event.target.checked)}
                    />
                  }
                  label={
                    <>
                      {FEATURE_SWITCH_LABELS[key] ?? key}
                      {value === undefined && (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {` (${M.switchInherited})`}
                        </Typography>
                      )}
                    </>
                  }
                />
              );
            })}
          </FormGroup>
          <FormGroup aria-label={M.switchesWebApps} sx={{ flex: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {M.switchesWebApps}
            </Typography>
            {WEB_APP_OVERRIDES.map((key) => (
              <FormControlLabel
                key={key}
                control={
                  <Switch
                    checked={organization.flags.includes(key)}
                    disabled={!isSuperuser || update.isPending}
                    onChange={(event) => switchWebApp(key, event.target.checked)}
                  />
                }
                label={WEB_APP_SWITCH_LABELS[key] ?? key}
              />
            ))}
          </FormGroup>
        </Stack>
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {M.switchesInheritance}
          </Typography>
          <CollectionInheritanceSwitch organization={organization} isSuperuser={isSuperuser} />
        </Box>
      </CardContent>
    </Card>
  );
}
