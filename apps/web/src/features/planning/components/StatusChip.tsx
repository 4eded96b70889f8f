/** The timing state of a plan as a small coloured chip. */
import Chip from '@mui/material/Chip';
import { PLAN_STATUS_LABELS } from '../messages';
import type { PlanStatus } from '../plan-display';

const COLORS: Record<PlanStatus, 'default' | 'success' | 'info' | 'warning'> = {
  notStarted: 'info',
  active: 'success',
  passed: 'default',
  archived: 'default',
  inactive: 'warning',
};

export function StatusChip({ status }: { status: PlanStatus }) {
  return (
    <Chip
      size="small"
      label={PLAN_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === 'active' ? 'filled' : 'outlined'}
    />
  );
}
