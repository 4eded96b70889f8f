/** A name in a disbursement table: cut at 45 characters (administration.md §9), in full as its title. */
import { truncateDisbursementName } from '@kollekta/domain';
import Typography from '@mui/material/Typography';

export function DisbursementName({ name, isStrong = false }: { name: string; isStrong?: boolean }) {
  const shown = truncateDisbursementName(name);
  return (
    <Typography
      variant="body2"
      component="span"
      title={shown === name ? undefined : name}
      sx={{ fontWeight: isStrong ? 500 : undefined }}
    >
      {shown}
    </Typography>
  );
}
