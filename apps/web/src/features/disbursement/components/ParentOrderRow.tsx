/**
 * One parish's order in the parent view: selectable for a run when closed, 'Eingang bestätigen'
 * once the parish confirmed its transfer, and the disbursement's PDF. Cancelled rows are greyed.
 */
import type { DisbursementOrder } from '@kollekta/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/date-format';
import { markTransferred } from '../api';
import { canMarkTransferred, formatAmount } from '../disbursement-display';
import { DISBURSEMENT_PAGE_MESSAGES as M } from '../messages';
import { useOrderAction } from '../use-order-action';
import { CANCELLED_ROW_STYLE } from './cancelled-row';
import { DisbursementDocumentButton } from './DisbursementDocumentButton';
import { DisbursementName } from './DisbursementName';
import { DisbursementStateLabel } from './DisbursementStateLabel';

type Props = {
  order: DisbursementOrder;
  organizationId: number;
  isSelected: boolean;
  isSelectable: boolean;
  onToggle: () => void;
};

export function ParentOrderRow({ order, organizationId, isSelected, isSelectable, onToggle }: Props) {
  const { disbursement: money, organization } = order;
  const arrived = useOrderAction(markTransferred, () => M.markTransferredDone(organization.name));
  const amount = (value: string) => formatAmount(value, money.currency);
  return (
    <TableRow data-state={order.state} sx={order.state === 'cancelled' ? CANCELLED_ROW_STYLE : undefined}>
      <TableCell padding="checkbox">
        {(isSelectable || isSelected) && (
          <Checkbox
            size="small"
            checked={isSelected}
            disabled={!isSelectable}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': M.selectOrder(organization.name) } }}
          />
        )}
      </TableCell>
      <TableCell className="struck">
        <DisbursementName name={organization.name} isStrong />
      </TableCell>
      <TableCell>
        <DisbursementStateLabel state={order.state} />
        {order.stop_cash_payments && (
          <Typography variant="caption" color="text.secondary">
            {M.closedAt(formatDate(order.stop_cash_payments))}
          </Typography>
        )}
      </TableCell>
      <TableCell className="struck" align="right" sx={{ whiteSpace: 'nowrap' }}>
        {amount(money.sum_amount_ecom)}
      </TableCell>
      <TableCell className="struck" align="right" sx={{ whiteSpace: 'nowrap' }}>
        {amount(money.sum_amount_pos)}
      </TableCell>
      <TableCell className="struck" align="right" sx={{ whiteSpace: 'nowrap' }}>
        {amount(money.sum_amount_cash)}
      </TableCell>
      <TableCell className="struck" align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {amount(money.sum_amount_total)}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {canMarkTransferred(order, organizationId) && (
            <Button
              size="small"
              variant="outlined"
              disabled={arrived.isPending}
              onClick={() => arrived.mutate(order.id)}
              aria-label={M.markTransferredFor(organization.name)}
            >
              {M.markTransferred}
            </Button>
          )}
          {money.documents.map((document) => (
            <DisbursementDocumentButton key={document.url} document={document} subject={organization.name} />
          ))}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
