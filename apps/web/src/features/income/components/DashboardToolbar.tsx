/** The dashboard's controls: sub-organisations, the time range (type and range), print, 'Zu den Einnahmen'. */
import { TIME_RANGE_TYPES, type TimeRangeType } from '@kollekta/domain';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_MESSAGES } from '../messages';
import type { TimeRangeSelection } from '../use-time-range';

type Props = {
  organizationId: number;
  showRecursive: boolean;
  isRecursive: boolean;
  onRecursive: (recursive: boolean) => void;
  timeRange: TimeRangeSelection;
};

export function DashboardToolbar({
  organizationId,
  showRecursive,
  isRecursive,
  onRecursive,
  timeRange,
}: Props) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      data-print="hide"
      sx={{ gap: 1.5, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      <TextField
        select
        size="small"
        margin="none"
        label={DASHBOARD_MESSAGES.rangeType}
        value={timeRange.type}
        onChange={(event) => timeRange.selectType(event.target.value as TimeRangeType)}
        sx={{ width: { md: 170 } }}
      >
        {TIME_RANGE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {DASHBOARD_MESSAGES.rangeTypes[type]}
          </MenuItem>
        ))}
      </TextField>
      {timeRange.type !== 'all' && (
        <TextField
          select
          size="small"
          margin="none"
          label={DASHBOARD_MESSAGES.range}
          value={timeRange.range.key}
          onChange={(event) => timeRange.selectRange(event.target.value)}
          sx={{ width: { md: 200 } }}
        >
          {timeRange.ranges.map((range) => (
            <MenuItem key={range.key} value={range.key}>
              {range.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {showRecursive && (
        <FormControlLabel
          control={<Switch checked={isRecursive} onChange={(event) => onRecursive(event.target.checked)} />}
          label={DASHBOARD_MESSAGES.recursive}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ ml: { md: 'auto' } }}>
        <Button startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
          {DASHBOARD_MESSAGES.print}
        </Button>
        <Button
          variant="contained"
          startIcon={<ReceiptLongOutlinedIcon />}
          component={RouterLink}
          to={`/o/${organizationId}/collections`}
        >
          {DASHBOARD_MESSAGES.toCollections}
        </Button>
      </Stack>
    </Stack>
  );
}
