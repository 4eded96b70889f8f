/** The 'Demo' / 'Entwicklung' label; nothing in production. */
import Chip from '@mui/material/Chip';
import { useAppearance } from '../use-appearance';

export function EnvironmentMarker({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { marker } = useAppearance();
  if (!marker) return null;
  // The browser's own tooltip (`title`), not MUI's: the Tooltip brings Popper.js (~11 kB gzip) onto
  // the login card and into the first page (issue 12 "Speed").
  return (
    <Chip
      label={marker.label}
      title={marker.title}
      size={size}
      data-testid="environment-marker"
      sx={{ bgcolor: marker.color, color: marker.textColor, fontWeight: 700, letterSpacing: 0.5 }}
    />
  );
}
