/** Create a self-created person or company (§2 "/persons/create", §5 "Person creation"), then open it. */
import type { KgPersonDataInput } from '@kollekta/contract';
import { KG_PERSON_TYPE_LABELS, KG_PERSON_TYPES, type KgPersonTypeValue } from '@kollekta/domain';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTenant } from '../app/tenant-context';
import { createPerson } from './api';
import { KG_PERSON_TEXTS } from './messages';
import { PersonForm } from './PersonForm';
import { emptyPersonForm } from './person-form-values';
import { splitPersonRefusal } from './person-refusal';

export default function PersonCreatePage() {
  const tenant = useTenant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [type, setType] = useState<KgPersonTypeValue>('individual');
  const mutation = useMutation({
    mutationFn: (data: KgPersonDataInput) => createPerson(tenant.id, type, data),
    meta: { handledStatuses: [400] },
    onSuccess: (person) => {
      queryClient.setQueryData(['kg-person', tenant.id, person.id], person);
      void queryClient.invalidateQueries({ queryKey: ['kg-persons', tenant.id] });
      navigate(`/persons/detail/${person.id}`);
    },
  });
  const refusal = mutation.error ? splitPersonRefusal(mutation.error) : { fields: {}, rest: null };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {KG_PERSON_TEXTS.createTitle}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={type}
        aria-label={KG_PERSON_TEXTS.typeLabel}
        onChange={(_event, value: KgPersonTypeValue | null) => value && setType(value)}
        disabled={mutation.isPending}
      >
        {KG_PERSON_TYPES.map((value) => (
          <ToggleButton key={value} value={value}>
            {KG_PERSON_TYPE_LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PersonForm
        key={type}
        type={type}
        initial={emptyPersonForm()}
        isSending={mutation.isPending}
        serverErrors={refusal.fields}
        serverMessage={refusal.rest}
        onSubmit={(data) => mutation.mutate(data)}
        onCancel={() => navigate('/persons/lookup')}
      />
    </Stack>
  );
}
