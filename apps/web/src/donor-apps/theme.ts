/** The look of a donor app: the organisation's colour, white text on it, Roboto as in the back-office. */
import { deDE } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';

export function createDonorTheme(color: string): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: color, contrastText: '#ffffff' },
        background: { default: color, paper: '#ffffff' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 700 },
      },
    },
    deDE,
  );
}
