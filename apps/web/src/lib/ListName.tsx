/**
 * A name as a list shows it: cut at 22 characters with '…' (planning.md §9, administration.md §9),
 * the whole name as the title on hover and, for screen readers, read instead of the cut one.
 */
import { truncateListName } from '@kollekta/domain';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { VISUALLY_HIDDEN } from './visually-hidden';

type Props = {
  name: string;
  sx?: SxProps<Theme>;
};

export function ListName({ name, sx }: Props) {
  const shown = truncateListName(name);
  if (shown === name) {
    return (
      <Box component="span" sx={sx}>
        {name}
      </Box>
    );
  }
  return (
    <Box component="span" title={name} data-full-name={name} sx={sx}>
      <span aria-hidden="true">{shown}</span>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {name}
      </Box>
    </Box>
  );
}
