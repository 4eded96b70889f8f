/**
 * Person index (§2 "Person index": filter builder plus preview table 'first N of total'): build a
 * filter, see who matches today, and save it as a target group.
 */
import SaveIcon from '@mui/icons-material/BookmarkAdd';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FilterBuilder } from './FilterBuilder';
import { FilterPreview } from './FilterPreview';
import { draftToFilter, emptyGroup } from './filter-draft';
import { KG_FILTER_TEXTS as TEXTS } from './messages';

export default function PersonIndexPage() {
  const [draft, setDraft] = useState(() => emptyGroup());
  const filter = useMemo(() => draftToFilter(draft), [draft]);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {TEXTS.personIndexTitle}
        </Typography>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          component={RouterLink}
          to={`/target-groups/create?filter=${encodeURIComponent(JSON.stringify(filter))}`}
        >
          {TEXTS.saveAsGroup}
        </Button>
      </Stack>
      <Typography color="text.secondary">{TEXTS.personIndexIntro}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FilterBuilder draft={draft} onChange={setDraft} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FilterPreview filter={filter} />
      </Paper>
    </Stack>
  );
}
