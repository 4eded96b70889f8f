/**
 * 'Öffentliche Links' on the Benachrichtigungen page (issue 17 "Build" 1): the links of the
 * organisation that the notification mails carry, without their tokens, and revoking one at once.
 * Shown to administrators of the organisation (WRITE), as the server allows.
 */
import type { PublicTokenInfo } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-format';
import { messageStore } from '../../message-bars';
import { publicLinksQuery, publicPageKeys, revokePublicLink } from '../api';
import { PUBLIC_LINKS_TEXT as TEXT } from '../messages';

const STATE_COLORS = { active: 'success', expired: 'default', revoked: 'default' } as const;

export function PublicLinksSection({ organizationId }: { organizationId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(publicLinksQuery(organizationId));
  const [toRevoke, setToRevoke] = useState<PublicTokenInfo | null>(null);
  const titleId = useId();
  // a phone shows the links as a list: six columns do not fit 390 px
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const revoke = useMutation({
    mutationFn: (link: PublicTokenInfo) => revokePublicLink(link.id),
    meta: { handledStatuses: 'all' },
    onSuccess: async () => {
      setToRevoke(null);
      messageStore.showSuccess(TEXT.revoked);
      await queryClient.invalidateQueries({ queryKey: publicPageKeys.links(organizationId) });
    },
  });

  const revokeButton = (link: PublicTokenInfo) => (
    <Button
      size="small"
      color="error"
      aria-label={TEXT.revokeFor(TEXT.purposes[link.purpose], link.object_name)}
      onClick={() => {
        revoke.reset();
        setToRevoke(link);
      }}
      sx={{ alignSelf: 'flex-start' }}
    >
      {TEXT.revoke}
    </Button>
  );

  return (
    <Card variant="outlined" component="section" aria-label={TEXT.title}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h2">{TEXT.title}</Typography>
          <Typography color="text.secondary">{TEXT.intro}</Typography>
          {query.isPending ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} />
              <Typography>{TEXT.loading}</Typography>
            </Stack>
          ) : query.isError ? (
            <Alert severity="error">{describeApiError(query.error)}</Alert>
          ) : query.data.length === 0 ? (
            <Typography color="text.secondary">{TEXT.empty}</Typography>
          ) : isPhone ? (
            <Stack component="ul" aria-label={TEXT.table} divider={<Divider flexItem />} sx={{ p: 0, m: 0 }}>
              {query.data.map((link) => (
                <Stack component="li" key={link.id} spacing={0.5} sx={{ listStyle: 'none', py: 1 }}>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
                  >
                    <Typography sx={{ fontWeight: 500 }}>{TEXT.purposes[link.purpose]}</Typography>
                    <Chip size="small" color={STATE_COLORS[link.state]} label={TEXT.states[link.state]} />
                  </Stack>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{link.object_name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {TEXT.columns.createdAt} {formatDate(link.created_at)}
                    {link.created_by_name ? ` ${TEXT.createdBy(link.created_by_name)}` : ''} ·{' '}
                    {TEXT.columns.expiresAt} {formatDate(link.expires_at)}
                  </Typography>
                  {link.state === 'active' && revokeButton(link)}
                </Stack>
              ))}
            </Stack>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={TEXT.table}>
                <TableHead>
                  <TableRow>
                    <TableCell>{TEXT.columns.purpose}</TableCell>
                    <TableCell>{TEXT.columns.collection}</TableCell>
                    <TableCell>{TEXT.columns.createdAt}</TableCell>
                    <TableCell>{TEXT.columns.expiresAt}</TableCell>
                    <TableCell>{TEXT.columns.state}</TableCell>
                    <TableCell>{TEXT.columns.actions}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.map((link) => (
                    <TableRow key={link.id}>
                      <TableCell>{TEXT.purposes[link.purpose]}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{link.object_name}</TableCell>
                      <TableCell>
                        {formatDate(link.created_at)}
                        {link.created_by_name && (
                          <Typography variant="body2" color="text.secondary">
                            {TEXT.createdBy(link.created_by_name)}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{formatDate(link.expires_at)}</TableCell>
                      <TableCell>
                        <Chip size="small" color={STATE_COLORS[link.state]} label={TEXT.states[link.state]} />
                      </TableCell>
                      <TableCell>{link.state === 'active' && revokeButton(link)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      </CardContent>
      <Dialog
        open={toRevoke !== null}
        onClose={revoke.isPending ? undefined : () => setToRevoke(null)}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{TEXT.revokeTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            {toRevoke && (
              <Typography sx={{ fontWeight: 500 }}>
                {TEXT.purposes[toRevoke.purpose]} – {toRevoke.object_name}
              </Typography>
            )}
            <Typography>{TEXT.revokeQuestion}</Typography>
            {revoke.isError && <Alert severity="error">{describeApiError(revoke.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToRevoke(null)} disabled={revoke.isPending}>
            {TEXT.cancel}
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={revoke.isPending}
            onClick={() => toRevoke && revoke.mutate(toRevoke)}
            startIcon={revoke.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {TEXT.revokeConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
