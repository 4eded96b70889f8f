/** Cells of the income tables: the device icon, a collection name that opens its evaluation, a struck-through amount. */
import { deviceClassLabel, truncateName, UNKNOWN_DEVICE_NAME, UNKNOWN_PLAN_NAME } from '@kollekta/domain';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';
import { COLLECTIONS_MESSAGES } from '../messages';

export function DeviceIcon({ deviceClass }: { deviceClass: string | null }) {
  const label = deviceClass ? deviceClassLabel(deviceClass) : UNKNOWN_DEVICE_NAME;
  const Icon =
    deviceClass === 'WA' || deviceClass === 'WS'
      ? LanguageOutlinedIcon
      : deviceClass === 'GC' || deviceClass === null
        ? PaymentsOutlinedIcon
        : PointOfSaleOutlinedIcon;
  return (
    <Tooltip title={label}>
      <Icon fontSize="small" color="action" aria-label={label} role="img" />
    </Tooltip>
  );
}

/** The collection's name cut at 40 characters; a click opens its evaluation. */
export function CollectionName(props: {
  id: number | null;
  name: string | null;
  onEvaluate: (id: number) => void;
}) {
  if (props.id === null) return <Typography variant="body2">{COLLECTIONS_MESSAGES.noCollection}</Typography>;
  const name = props.name ?? UNKNOWN_PLAN_NAME;
  const shown = truncateName(name);
  const id = props.id;
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => props.onEvaluate(id)}
      title={shown === name ? undefined : name}
      sx={{ textAlign: 'left' }}
    >
      {shown}
    </Link>
  );
}

/** A reversed payment's amount is struck through and says why. */
export function AmountText({ text, isReversed }: { text: string; isReversed: boolean }) {
  if (!isReversed) return <>{text}</>;
  return (
    <Tooltip title={COLLECTIONS_MESSAGES.reversed} describeChild>
      <s data-testid="reversed-amount">{text}</s>
    </Tooltip>
  );
}

/** A label only screen readers read (the icon column has no visible heading). */
export function HiddenLabel({ children }: { children: string }) {
  return (
    <Box component="span" sx={VISUALLY_HIDDEN}>
      {children}
    </Box>
  );
}

type ColumnKey = keyof typeof COLLECTIONS_MESSAGES.columns;
/** figures stand right-aligned, under a right-aligned head */
const NUMERIC_COLUMNS: readonly ColumnKey[] = ['payments', 'amount', 'fee'];

/** The head of a column of the month screen's tables; the icon column's name is for screen readers. */
export function ColumnHead({ column }: { column: ColumnKey }) {
  const label = COLLECTIONS_MESSAGES.columns[column];
  return (
    <TableCell align={NUMERIC_COLUMNS.includes(column) ? 'right' : undefined}>
      {column === 'icon' ? <HiddenLabel>{label}</HiddenLabel> : label}
    </TableCell>
  );
}
