/**
 * The target groups (§2 /groups, §3 "Filter"): name, type, persons of a persisted group, created;
 * 'Brief erstellen' opens the letter creation with the group preselected; a group no letter uses
 * may be deleted.
 */
import type { KgTargetGroup } from '@kollekta/contract';
import AddIcon from '@mui/icons-material/Add';
import FilterIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { describeApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/date-format';
import { useTenant } from '../app/tenant-context';
import { deleteKgTargetGroup, kgTargetGroupsKey, kgTargetGroupsQuery } from './api';
import { KG_FILTER_TEXTS as TEXTS } from './messages';

const number = new Intl.NumberFormat('de-DE');

export default function TargetGroupsPage() {
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const groups = useQuery(kgTargetGroupsQuery(tenant.id));
  const [toDelete, setToDelete] = useState<KgTargetGroup | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (group: KgTargetGroup) => deleteKgTargetGroup(tenant.id, group.id),
    meta: { handledStatuses: [409] },
    onSuccess: async (_result, group) => {
      setToDelete(null);
      setNotice(TEXTS.deleted(group.name));
      await queryClient.invalidateQueries({ queryKey: kgTargetGroupsKey(tenant.id) });
    },
  });
  const rows = groups.data?.results ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {TEXTS.groupsTitle}
        </Typography>
        <Button startIcon={<FilterIcon />} component={RouterLink} to="/persons">
          {TEXTS.filterPersons}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/target-groups/create">
          {TEXTS.createGroup}
        </Button>
      </Stack>
      <Typography color="text.secondary">{TEXTS.groupsIntro}</Typography>
      {notice && (
        <Typography color="success.main" role="status">
          {notice}
        </Typography>
      )}
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{groups.isFetching && <LinearProgress aria-label={TEXTS.loading} />}</Box>
        <TableContainer>
          <Table aria-label={TEXTS.groupsTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{TEXTS.name}</TableCell>
                <TableCell>{TEXTS.columnType}</TableCell>
                <TableCell align="right">{TEXTS.columnPersons}</TableCell>
                <TableCell>{TEXTS.columnCreated}</TableCell>
                <TableCell align="right">{TEXTS.columnActions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {groups.isSuccess && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{TEXTS.noGroups}</TableCell>
                </TableRow>
              )}
              {rows.map((group) => (
                <TableRow key={group.id}>
                  <TableCell>{group.name}</TableCell>
                  <TableCell>{group.type === 'PersistedFilter' ? TEXTS.persisted : TEXTS.live}</TableCell>
                  <TableCell align="right">
                    {group.person_count === null ? TEXTS.liveCount : number.format(group.person_count)}
                  </TableCell>
                  <TableCell>{formatDate(group.created_at)}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button
                        size="small"
                        component={RouterLink}
                        to={`/letters/create?preselectedTargetGroupId=${group.id}`}
                      >
                        {TEXTS.writeLetter}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => {
                          remove.reset();
                          setToDelete(group);
                        }}
                      >
                        {TEXTS.delete}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        aria-labelledby="kg-group-delete-title"
      >
        <DialogTitle id="kg-group-delete-title">{TEXTS.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{toDelete && TEXTS.deleteText(toDelete.name)}</DialogContentText>
          {remove.isError && (
            <Typography color="error" role="alert" sx={{ mt: 2 }}>
              {describeApiError(remove.error)}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)}>{TEXTS.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => toDelete && remove.mutate(toDelete)}
          >
            {TEXTS.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
