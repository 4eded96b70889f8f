/**
 * One collection of the parent view: its counts by state and sums; the toggle opens the orders of
 * its parishes beneath it.
 */
import type { DisbursementRun, DisbursementStatistic } from '@kollekta/contract';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatDate } from '../../../lib/date-format';
import { formatAmount } from '../disbursement-display';
import { DISBURSEMENT_PAGE_MESSAGES as M } from '../messages';
import { DisbursementName } from './DisbursementName';
import { PlanOrdersPanel } from './PlanOrdersPanel';

const COLUMNS = 9;

type Props = {
  statistic: DisbursementStatistic;
  organizationId: number;
  onRunOrdered: (run: DisbursementRun) => void;
};

export function StatisticRow({ statistic, organizationId, onRunOrdered }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const { plan, currency } = statistic;
  const amount = (value: string) => formatAmount(value, currency);
  return (
    <>
      <TableRow hover data-plan={plan.id} sx={{ '& > td': { borderBottom: isOpen ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            onClick={() => setIsOpen((open) => !open)}
            aria-expanded={isOpen}
            aria-controls={isOpen ? panelId : undefined}
            aria-label={isOpen ? M.hideOrders(plan.name) : M.showOrders(plan.name)}
          >
            {isOpen ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ minWidth: 180 }}>
          <DisbursementName name={plan.name} isStrong />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{plan.end_at ? formatDate(plan.end_at) : ''}</TableCell>
        <TableCell align="right" data-count="cancelled">
          {statistic.cancelled}
        </TableCell>
        <TableCell align="right" data-count="in_progress">
          {statistic.in_progress}
        </TableCell>
        <TableCell align="right" data-count="ready">
          {statistic.ready}
        </TableCell>
        <TableCell align="right" data-count="transferred">
          {statistic.transferred}
        </TableCell>
        <TableCell align="right" data-count="children">
          {statistic.number_of_children}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
          {amount(statistic.sum_amount_total)}
        </TableCell>
      </TableRow>
      {isOpen && (
        <TableRow>
          <TableCell colSpan={COLUMNS} sx={{ py: 1.5, bgcolor: 'action.hover' }}>
            <Box id={panelId}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {M.sums(
                  amount(statistic.sum_amount_ecom),
                  amount(statistic.sum_amount_pos),
                  amount(statistic.sum_amount_cash),
                )}
              </Typography>
              <PlanOrdersPanel
                planId={plan.id}
                planName={plan.name}
                organizationId={organizationId}
                onRunOrdered={onRunOrdered}
              />
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
