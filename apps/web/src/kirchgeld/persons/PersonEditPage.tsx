/**
 * Edit a self-created person (§2 "/persons/edit/{url}"): the form prefilled from the current
 * version saves a new version from now; below it the relation editor.
 */
import type { KgPersonDataInput } from '@kollekta/contract';
import { kgPersonDisplayName } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTenant } from '../app/tenant-context';
import { personQuery, updatePerson } from './api';
import { KG_PERSON_TEXTS } from './messages';
import { PersonForm } from './PersonForm';
import { selectedVersionIndex } from './person-display';
import { personFormFromVersion } from './person-form-values';
import { splitPersonRefusal } from './person-refusal';
import { RelationEditor } from './RelationEditor';

export default function PersonEditPage() {
  const tenant = useTenant();
  const { personId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(personQuery(tenant.id, personId));
  const mutation = useMutation({
    mutationFn: (data: KgPersonDataInput) => updatePerson(tenant.id, personId, data),
    meta: { handledStatuses: [400] },
    onSuccess: (person) => {
      queryClient.setQueryData(['kg-person', tenant.id, person.id], person);
      void queryClient.invalidateQueries({ queryKey: ['kg-persons', tenant.id] });
      navigate(`/persons/detail/${person.id}`);
    },
  });
  if (query.isPending) return <CircularProgress aria-label={KG_PERSON_TEXTS.loading} />;
  if (query.isError) return <Alert severity="error">{KG_PERSON_TEXTS.personNotFound}</Alert>;
  const person = query.data;
  const current = person.data[selectedVersionIndex(person, undefined)];
  if (!person.is_editable || !current) return <Alert severity="info">{KG_PERSON_TEXTS.notEditable}</Alert>;
  const refusal = mutation.error ? splitPersonRefusal(mutation.error) : { fields: {}, rest: null };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {`${KG_PERSON_TEXTS.editTitle}: ${kgPersonDisplayName(person.type, current)}`}
      </Typography>
      <Alert severity="info">{KG_PERSON_TEXTS.editNewVersion}</Alert>
      <PersonForm
        key={current.id}
        type={person.type}
        initial={personFormFromVersion(current)}
        isSending={mutation.isPending}
        serverErrors={refusal.fields}
        serverMessage={refusal.rest}
        onSubmit={(data) => mutation.mutate(data)}
        onCancel={() => navigate(`/persons/detail/${person.id}`)}
      />
      <RelationEditor tenantId={tenant.id} person={person} />
    </Stack>
  );
}
