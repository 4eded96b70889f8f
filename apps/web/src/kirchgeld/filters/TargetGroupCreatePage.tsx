/**
 * Creating a target group (§2 /target-groups/create, §5 "Target group": name required, 'Zielgruppenname
 * eingeben'; date criteria never beyond today): name, type (fest gespeichert / live), the filter
 * builder with its preview; saved, it goes to the target groups.
 */
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { readDetail, readFieldErrors } from '../../lib/api-client';
import { useTenant } from '../app/tenant-context';
import { createKgTargetGroup, kgTargetGroupsKey } from './api';
import { FilterBuilder } from './FilterBuilder';
import { FilterPreview } from './FilterPreview';
import { draftToFilter, filterToDraft } from './filter-draft';
import { KG_FILTER_TEXTS as TEXTS } from './messages';

type GroupType = 'PersistedFilter' | 'LiveFilter';

export default function TargetGroupCreatePage() {
  const tenant = useTenant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [draft, setDraft] = useState(() => filterToDraft(readFilterParam(searchParams.get('filter'))));
  const [name, setName] = useState('');
  const [type, setType] = useState<GroupType>('PersistedFilter');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const filter = useMemo(() => draftToFilter(draft), [draft]);
  const create = useMutation({
    mutationFn: () => createKgTargetGroup(tenant.id, { name: name.trim(), type, filter }),
    meta: { handledStatuses: [400] },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: kgTargetGroupsKey(tenant.id) });
      navigate('/groups');
    },
  });
  const serverErrors = create.isPending ? {} : readFieldErrors(create.error);
  const nameError =
    (isSubmitted && name.trim() === '' ? TEXTS.nameRequired : undefined) ?? serverErrors.name?.[0];
  const generalError =
    create.isError && !create.isPending && !serverErrors.name && !serverErrors.filter
      ? readDetail(create.error)
      : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (name.trim() === '' || create.isPending) return;
    create.mutate();
  };

  return (
    <Stack spacing={2} component="form" onSubmit={handleSubmit} noValidate aria-label={TEXTS.createTitle}>
      <Typography variant="h5" component="h1">
        {TEXTS.createTitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <TextField
            label={TEXTS.name}
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(nameError)}
            helperText={nameError ?? ' '}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <FormControl sx={{ flex: 1 }}>
            <FormLabel id="kg-target-group-type">{TEXTS.type}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="kg-target-group-type"
              value={type}
              onChange={(event) => setType(event.target.value as GroupType)}
            >
              <FormControlLabel value="PersistedFilter" control={<Radio />} label={TEXTS.persisted} />
              <FormControlLabel value="LiveFilter" control={<Radio />} label={TEXTS.live} />
            </RadioGroup>
            <FormHelperText>
              {type === 'PersistedFilter' ? TEXTS.persistedHelp : TEXTS.liveHelp}
            </FormHelperText>
          </FormControl>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FilterBuilder
          draft={draft}
          onChange={setDraft}
          errors={serverErrors.filter}
          showMissing={isSubmitted}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FilterPreview filter={filter} />
      </Paper>
      {generalError && <Typography color="error">{generalError}</Typography>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? TEXTS.saving : TEXTS.save}
        </Button>
        <Button component={RouterLink} to="/groups">
          {TEXTS.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}

function readFilterParam(text: string | null): unknown {
  if (!text) return { and: [] };
  try {
    return JSON.parse(text);
  } catch {
    return { and: [] };
  }
}
