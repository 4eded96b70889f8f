/**
 * The user's signed-in sessions: last seen, created, browser ('Chrome auf Windows', the raw string
 * on hover); any but the current can be ended.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/date-format';
import { endSession, sessionsQuery } from '../api';
import { PROFILE_MESSAGES } from '../messages';
import { labelUserAgent } from '../session-agent';
import { ProfileSection } from './ProfileSection';

export function SessionsSection({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const { data: sessions = [] } = useQuery(sessionsQuery(userId));
  const end = useMutation({
    mutationFn: (sessionId: number) => endSession(userId, sessionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery(userId).queryKey }),
  });
  return (
    <ProfileSection title={PROFILE_MESSAGES.sessions} testId="profile-sessions">
      <TableContainer>
        <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{PROFILE_MESSAGES.lastSeenColumn}</TableCell>
              <TableCell>{PROFILE_MESSAGES.createdColumn}</TableCell>
              <TableCell>{PROFILE_MESSAGES.userAgentColumn}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.map((session) => (
              <TableRow key={session.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(session.last_seen)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(session.created_at)}</TableCell>
                <TableCell title={session.details.user_agent || undefined}>
                  {labelUserAgent(session.details.user_agent)}
                </TableCell>
                <TableCell align="right">
                  {session.current ? (
                    <Chip size="small" color="primary" label={PROFILE_MESSAGES.currentSession} />
                  ) : (
                    <Button
                      size="small"
                      color="error"
                      loading={end.isPending && end.variables === session.id}
                      onClick={() => end.mutate(session.id)}
                    >
                      {PROFILE_MESSAGES.endSession}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ProfileSection>
  );
}
