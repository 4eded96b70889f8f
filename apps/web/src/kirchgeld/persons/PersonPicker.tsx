/** Picks another person of the tenant by a search (debounced autocomplete over the lookup). */
import type { KgPersonListItem } from '@kollekta/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { searchPersons } from './api';
import { KG_PERSON_TEXTS } from './messages';
import { useDebouncedValue } from './use-debounced-value';

function describe(person: KgPersonListItem): string {
  const place = [person.latest_data.strassenname, person.latest_data.hausnr, person.latest_data.kommune]
    .filter(Boolean)
    .join(' ');
  return place ? `${person.name}, ${place}` : person.name;
}

export function PersonPicker(props: {
  tenantId: number;
  excludeId: string;
  value: KgPersonListItem | null;
  onChange: (person: KgPersonListItem | null) => void;
  disabled?: boolean;
}) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const results = useQuery({
    queryKey: ['kg-person-picker', props.tenantId, search],
    queryFn: ({ signal }) => searchPersons(props.tenantId, search, signal),
    enabled: search.length > 0,
  });
  const options = (results.data?.results ?? []).filter((person) => person.id !== props.excludeId);
  return (
    <Autocomplete
      sx={{ minWidth: 280, flex: 1 }}
      size="small"
      options={options}
      value={props.value}
      disabled={props.disabled}
      filterOptions={(all) => all}
      getOptionLabel={describe}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={results.isFetching}
      noOptionsText={search ? KG_PERSON_TEXTS.noOptions : KG_PERSON_TEXTS.typeToSearch}
      onInputChange={(_event, value) => setInput(value)}
      onChange={(_event, value) => props.onChange(value)}
      renderInput={(params) => <TextField {...params} label={KG_PERSON_TEXTS.relationPerson} />}
    />
  );
}
