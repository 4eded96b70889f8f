/** The 'Demo' / 'Entwicklung' label; nothing in production. */
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useAppearance } from '../use-appearance';

export function EnvironmentMarker({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { marker } = useAppearance();
  if (!marker) return null;
  return (
    <Tooltip title={marker.title}>
      <Chip
        label={marker.label}
        size={size}
        data-testid="environment-marker"
        sx={{ bgcolor: marker.color, color: marker.textColor, fontWeight: 700, letterSpacing: 0.5 }}
      />
    </Tooltip>
  );
}
