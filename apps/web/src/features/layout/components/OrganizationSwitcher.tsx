/** The drawer's organisation search: every organisation the user works in, by name. */
import type { OrganizationSummary } from '@kollekta/contract';
import { ancestorChain } from '@kollekta/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { canInteract, toTreeOrganizations, useOrganizations } from '../../organizations';
import { LAYOUT_MESSAGES } from '../messages';

type Option = OrganizationSummary & { context: string };

type Props = { onSelect: (id: number) => void };

export function OrganizationSwitcher({ onSelect }: Props) {
  const { data: organizations = [] } = useOrganizations();
  const options = useMemo((): Option[] => {
    const tree = toTreeOrganizations(organizations);
    return tree
      .filter(canInteract)
      .map((organization) => ({
        ...organization,
        context: ancestorChain(tree, organization.id)
          .slice(0, -1)
          .map((ancestor) => ancestor.name)
          .join(' › '),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }, [organizations]);

  return (
    <Autocomplete
      options={options}
      value={null}
      blurOnSelect
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      filterOptions={(list, { inputValue }) => {
        const needle = inputValue.trim().toLocaleLowerCase('de');
        return needle ? list.filter((option) => option.name.toLocaleLowerCase('de').includes(needle)) : list;
      }}
      noOptionsText={LAYOUT_MESSAGES.organizationSearchEmpty}
      onChange={(_event, option) => {
        if (option) onSelect(option.id);
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography>{option.name}</Typography>
          {option.context && (
            <Typography variant="caption" color="text.secondary">
              {option.context}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={LAYOUT_MESSAGES.organizationSearch} margin="none" />
      )}
    />
  );
}
