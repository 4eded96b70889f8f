/**
 * The parent view (district, region; administration.md §2 "Lists", §3 "Statistics"): per collection
 * the organisation handles, how many parish orders are deselected, in progress, on the way and
 * transferred, the number of parishes and the sums. Opening a collection lists its parishes' orders,
 * where closed ones are put into a transfer run; the runs below offer their booking files.
 */
import type { DisbursementRun } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeApiError, isApiError } from '../../../lib/api-client';
import { statisticsQuery } from '../api';
import { DISBURSEMENT_PAGE_MESSAGES as M } from '../messages';
import { DisbursementRunsTable } from './DisbursementRunsTable';
import { LoadingLine } from './LoadingLine';
import { NoPermission } from './NoPermission';
import { StatisticRow } from './StatisticRow';

/** a header for screen readers only: the column of the open/close toggles */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function ParentDisbursementView({ organizationId }: { organizationId: number }) {
  const statistics = useQuery(statisticsQuery(organizationId));
  const [newRun, setNewRun] = useState<DisbursementRun | null>(null);
  if (statistics.isPending) return <LoadingLine text={M.loading} />;
  if (statistics.isError) {
    if (isApiError(statistics.error) && statistics.error.status === 403) return <NoPermission />;
    return <Alert severity="error">{describeApiError(statistics.error)}</Alert>;
  }
  return (
    <>
      <Typography color="text.secondary">{M.parentIntro}</Typography>
      {statistics.data.length === 0 ? (
        <Alert severity="info">{M.emptyParent}</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={M.statisticsTable} sx={{ '& th, & td': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <span style={VISUALLY_HIDDEN}>{M.columns.actions}</span>
                </TableCell>
                <TableCell>{M.columns.collection}</TableCell>
                <TableCell>{M.columns.end}</TableCell>
                <TableCell align="right">{M.columns.cancelled}</TableCell>
                <TableCell align="right">{M.columns.inProgress}</TableCell>
                <TableCell align="right">{M.columns.ready}</TableCell>
                <TableCell align="right">{M.columns.transferred}</TableCell>
                <TableCell align="right">{M.columns.children}</TableCell>
                <TableCell align="right">{M.columns.total}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {statistics.data.map((statistic) => (
                <StatisticRow
                  key={statistic.plan.id}
                  statistic={statistic}
                  organizationId={organizationId}
                  onRunOrdered={setNewRun}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <DisbursementRunsTable organizationId={organizationId} newRunId={newRun?.id ?? null} />
    </>
  );
}
