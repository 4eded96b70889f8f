/**
 * The relation editor of the edit screen (§6: available in edit mode): add 'ehe' (individuals only)
 * or 'part_of' with a person found by search, and end a running relation.
 */
import type { KgPerson, KgPersonListItem } from '@kollekta/contract';
import { KG_RELATION_TYPE_LABELS, type KgRelationType, kgRelationTypesFor } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeApiError } from '../../lib/api-client';
import { addRelation, endRelation } from './api';
import { KG_PERSON_TEXTS } from './messages';
import { DetailCard } from './PersonFieldsCard';
import { PersonPicker } from './PersonPicker';
import { allRelations, relationLabel, relationPeriod } from './PersonRelationsCard';
import { germanDayToIso } from './person-form-values';

export function RelationEditor(props: { tenantId: number; person: KgPerson }) {
  const queryClient = useQueryClient();
  const types = kgRelationTypesFor(props.person.type);
  const [type, setType] = useState<KgRelationType>(types[0] ?? 'part_of');
  const [other, setOther] = useState<KgPersonListItem | null>(null);
  const [validFrom, setValidFrom] = useState('');
  const store = (person: KgPerson) => {
    queryClient.setQueryData(['kg-person', props.tenantId, props.person.id], person);
    void queryClient.invalidateQueries({ queryKey: ['kg-person', props.tenantId] });
  };
  const add = useMutation({
    mutationFn: () =>
      addRelation(props.tenantId, props.person.id, {
        type,
        person: other?.id ?? '',
        ...(validFrom.trim() ? { valid_from: germanDayToIso(validFrom) } : {}),
      }),
    meta: { handledStatuses: [400] },
    onSuccess: (person) => {
      store(person);
      setOther(null);
      setValidFrom('');
    },
  });
  const end = useMutation({
    mutationFn: (relationId: number) => endRelation(props.tenantId, props.person.id, relationId),
    onSuccess: store,
  });
  const running = allRelations(props.person).filter(({ relation }) => relation.is_active);
  const isBusy = add.isPending || end.isPending;
  return (
    <DetailCard title={KG_PERSON_TEXTS.relationEditor}>
      <Stack spacing={2}>
        {running.length === 0 ? null : (
          <List dense disablePadding>
            {running.map(({ relation, direction }) => (
              <ListItem
                key={`${direction}-${relation.id}`}
                disableGutters
                secondaryAction={
                  <Button size="small" onClick={() => end.mutate(relation.id)} disabled={isBusy}>
                    {KG_PERSON_TEXTS.endRelation}
                  </Button>
                }
              >
                <ListItemText
                  primary={`${relationLabel(relation, direction)} ${relation.person.name}`}
                  secondary={relationPeriod(relation)}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            select
            size="small"
            label={KG_PERSON_TEXTS.relationType}
            value={type}
            onChange={(event) => setType(event.target.value as KgRelationType)}
            sx={{ width: 180, flexShrink: 0 }}
            disabled={isBusy}
          >
            {types.map((value) => (
              <MenuItem key={value} value={value}>
                {KG_RELATION_TYPE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <PersonPicker
            tenantId={props.tenantId}
            excludeId={props.person.id}
            value={other}
            onChange={setOther}
            disabled={isBusy}
          />
          <TextField
            size="small"
            label={KG_PERSON_TEXTS.relationFrom}
            placeholder={KG_PERSON_TEXTS.datePlaceholder}
            value={validFrom}
            onChange={(event) => setValidFrom(event.target.value)}
            sx={{ width: 160, flexShrink: 0 }}
            disabled={isBusy}
          />
          <Button
            variant="outlined"
            onClick={() => add.mutate()}
            disabled={!other || isBusy}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap', height: 40 }}
          >
            {KG_PERSON_TEXTS.addRelation}
          </Button>
        </Stack>
        {add.error && <Alert severity="error">{describeApiError(add.error)}</Alert>}
      </Stack>
    </DetailCard>
  );
}
