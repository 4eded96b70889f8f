/**
 * The child view (parish, other; administration.md §2 "Lists", §4): the orders of the collections
 * this organisation holds for an organisation above it, with their sums, state and actions.
 */
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
import { describeApiError, isApiError } from '../../../lib/api-client';
import { ordersOfOrganizationQuery } from '../api';
import { DISBURSEMENT_PAGE_MESSAGES as M } from '../messages';
import { ChildOrderRow } from './ChildOrderRow';
import { LoadingLine } from './LoadingLine';
import { NoPermission } from './NoPermission';

export function ChildOrdersView({ organizationId }: { organizationId: number }) {
  const orders = useQuery(ordersOfOrganizationQuery(organizationId));
  if (orders.isPending) return <LoadingLine text={M.loadingOrders} />;
  if (orders.isError) {
    if (isApiError(orders.error) && orders.error.status === 403) return <NoPermission />;
    return <Alert severity="error">{describeApiError(orders.error)}</Alert>;
  }
  return (
    <>
      <Typography color="text.secondary">{M.childIntro}</Typography>
      {orders.data.length === 0 ? (
        <Alert severity="info">{M.emptyChild}</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={M.ordersTable} sx={{ '& th, & td': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{M.columns.collectionAndPeriod}</TableCell>
                <TableCell>{M.columns.orderedBy}</TableCell>
                <TableCell align="right">{M.columns.online}</TableCell>
                <TableCell align="right">{M.columns.pos}</TableCell>
                <TableCell align="right">{M.columns.cash}</TableCell>
                <TableCell align="right">{M.columns.total}</TableCell>
                <TableCell>{M.columns.state}</TableCell>
                <TableCell>{M.columns.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.data.map((order) => (
                <ChildOrderRow key={order.id} order={order} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
