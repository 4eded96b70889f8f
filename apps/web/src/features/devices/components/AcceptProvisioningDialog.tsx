/** Accepting a provisioning request: device name, device type and organisation (the request's context). */
import type { ProvisioningRequest } from '@kollekta/contract';
import { checkAcceptance, type DeviceType, deviceTypeLabel, HARDWARE_TYPES } from '@kollekta/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readFieldErrors } from '../../../lib/api-client';
import { useMessages } from '../../message-bars';
import { useOrganizations } from '../../organizations';
import { acceptProvisioning, deviceKeys } from '../api';
import { PROVISIONING_MESSAGES } from '../messages';

export function AcceptProvisioningDialog({
  request,
  onClose,
}: {
  request: ProvisioningRequest;
  onClose: () => void;
}) {
  const { data: organizations = [] } = useOrganizations();
  const [name, setName] = useState('');
  const [type, setType] = useState<DeviceType | ''>('');
  const [organizationUrl, setOrganizationUrl] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { showSuccess } = useMessages();
  const accept = useMutation({
    mutationFn: () =>
      acceptProvisioning(request.id, {
        context: organizationUrl ?? '',
        device_name: name,
        device_type: type as DeviceType,
      }),
    meta: { handledStatuses: [400] },
    onSuccess: async () => {
      showSuccess(PROVISIONING_MESSAGES.accepted);
      await queryClient.invalidateQueries({ queryKey: deviceKeys.provisioning('open') });
      onClose();
    },
  });
  const errors = checkAcceptance({
    deviceName: name,
    deviceType: type,
    organizationId: organizationUrl === null ? null : 1,
  });
  const serverErrors = readFieldErrors(accept.error);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{PROVISIONING_MESSAGES.acceptTitle(request.pin)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={PROVISIONING_MESSAGES.deviceName}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(serverErrors.device_name)}
            helperText={serverErrors.device_name?.join(' ')}
            autoFocus
          />
          <TextField
            select
            label={PROVISIONING_MESSAGES.deviceType}
            value={type}
            onChange={(event) => setType(event.target.value as DeviceType)}
          >
            {HARDWARE_TYPES.map((value) => (
              <MenuItem key={value} value={value}>
                {deviceTypeLabel(value)}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            options={organizations}
            getOptionLabel={(organization) => organization.name}
            value={organizations.find((organization) => organization.url === organizationUrl) ?? null}
            onChange={(_event, organization) => setOrganizationUrl(organization?.url ?? null)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={PROVISIONING_MESSAGES.organization}
                error={Boolean(serverErrors.context)}
                helperText={serverErrors.context?.join(' ')}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{PROVISIONING_MESSAGES.cancel}</Button>
        <Button
          variant="contained"
          disabled={Object.keys(errors).length > 0 || accept.isPending}
          onClick={() => accept.mutate()}
        >
          {PROVISIONING_MESSAGES.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
