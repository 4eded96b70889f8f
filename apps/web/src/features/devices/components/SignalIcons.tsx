/** Small drawn indicators: a battery filled per 10 % and Wi-Fi bars 0 to 4 (devices-income-kirchgeld.md §9). */
import Box from '@mui/material/Box';

export function BatteryIcon({ level, isLow }: { level: number; isLow: boolean }) {
  const fill = Math.round((level / 100) * 16);
  return (
    <Box
      component="svg"
      viewBox="0 0 24 12"
      sx={{ width: 26, height: 13, color: isLow ? 'warning.main' : 'success.main' }}
      aria-hidden
    >
      <rect x="0.5" y="0.5" width="20" height="11" rx="2" fill="none" stroke="currentColor" />
      <rect x="21" y="3.5" width="2.5" height="5" rx="1" fill="currentColor" />
      <rect x="2.5" y="2.5" width={fill} height="7" fill="currentColor" />
    </Box>
  );
}

export function WifiBarsIcon({ bars }: { bars: number }) {
  return (
    <Box component="svg" viewBox="0 0 20 16" sx={{ width: 20, height: 16 }} aria-hidden>
      {[0, 1, 2, 3].map((index) => (
        <rect
          key={index}
          x={index * 5 + 1}
          y={12 - index * 3.5}
          width="3.5"
          height={4 + index * 3.5}
          rx="0.5"
          fill="currentColor"
          opacity={index < bars ? 1 : 0.2}
        />
      ))}
    </Box>
  );
}
