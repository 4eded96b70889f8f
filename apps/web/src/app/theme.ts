/** The MUI theme: German locale for MUI's own texts, colours from the installation's appearance. */
import { deDE } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { EnvironmentAppearance } from '../features/configuration';

export function createAppTheme(appearance: EnvironmentAppearance): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: appearance.primary },
        secondary: { main: appearance.secondary },
        // MUI's orange (#ed6c02) reaches 3.1:1 on white; this one 5:1 (WCAG 1.4.3 asks 4.5:1)
        warning: { main: '#b45309' },
        // likewise MUI's light blue (#0288d1, 3.9:1) for 'Geplant' and other info marks
        info: { main: '#0277bd' },
        background: { default: '#f4f6f9', paper: '#ffffff' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '1.75rem', fontWeight: 500 },
        h2: { fontSize: '1.375rem', fontWeight: 500 },
        h3: { fontSize: '1.125rem', fontWeight: 500 },
        button: { textTransform: 'none', fontWeight: 500 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiPaper: {
          defaultProps: { elevation: 0 },
          styleOverrides: { outlined: { borderColor: '#dde3ea' } },
        },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
        MuiLink: { defaultProps: { underline: 'hover' } },
      },
    },
    deDE,
  );
}
