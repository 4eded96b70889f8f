/**
 * The plus card: a new location by name (administration.md §2 "Locations": "New location name must
 * not be empty"). In the admin view the organisation is chosen too; in an organisation it is fixed.
 */
import { type LocationItem, locationBody, type OrganizationSummary } from '@kollekta/contract';
import { validateLocationName } from '@kollekta/domain';
import AddIcon from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { maxLengthOf, splitRefusal } from '../../../lib/form-feedback';
import { messageStore } from '../../message-bars';
import { createLocation } from '../api';
import { LOCATIONS_MESSAGES as TEXT } from '../messages';

type Props =
  | { organization: Pick<OrganizationSummary, 'url'>; organizations?: undefined }
  | { organization?: undefined; organizations: readonly OrganizationSummary[] };

export function NewLocationCard(props: Props) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<OrganizationSummary | null>(null);
  const [errors, setErrors] = useState<{ name?: string; organization?: string }>({});
  const organizationUrl = props.organization?.url ?? chosen?.url ?? null;

  const create = useMutation({
    mutationFn: (body: { name: string; organization: string }) => createLocation(body),
    meta: { handledStatuses: [400] },
    onSuccess: async (location: LocationItem) => {
      setName('');
      setErrors({});
      messageStore.showSuccess(TEXT.created(location.name));
      await queryClient.invalidateQueries({ queryKey: ['locations'] });
      await queryClient.invalidateQueries({ queryKey: ['organizations'] });
    },
    onError: (error) => {
      const { fields, rest } = splitRefusal(error, ['name', 'organization'] as const);
      setErrors(fields);
      if (rest) messageStore.showError(rest);
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const [nameError] = validateLocationName(name);
    const organizationError = organizationUrl === null ? TEXT.organizationRequired : undefined;
    setErrors({ name: nameError, organization: organizationError });
    if (nameError || organizationError || organizationUrl === null) return;
    create.mutate({ name, organization: organizationUrl });
  }

  return (
    <Card variant="outlined" sx={{ borderStyle: 'dashed' }} data-testid="new-location-card">
      <CardContent component="form" onSubmit={handleSubmit} noValidate>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <AddIcon color="primary" />
            <Typography variant="h3" component="h2">
              {TEXT.newTitle}
            </Typography>
          </Stack>
          <TextField
            label={TEXT.name}
            value={name}
            size="small"
            required
            onChange={(event) => {
              setName(event.target.value);
              if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
            }}
            error={errors.name !== undefined}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: maxLengthOf(locationBody.shape.name) } }}
          />
          {props.organizations && (
            <Autocomplete
              options={props.organizations}
              value={chosen}
              onChange={(_event, value) => {
                setChosen(value);
                setErrors((current) => ({ ...current, organization: undefined }));
              }}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              noOptionsText={TEXT.noOrganization}
              size="small"
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={TEXT.organization}
                  required
                  error={errors.organization !== undefined}
                  helperText={errors.organization}
                />
              )}
            />
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending || name === ''}
            sx={{ alignSelf: 'flex-start' }}
          >
            {create.isPending ? TEXT.creating : TEXT.create}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
