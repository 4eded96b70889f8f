/** The product mark: a small offering bag with a coin, and the product name beside it. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAppearance } from '../use-appearance';

type Props = {
  /** 'light' on a coloured app bar, 'brand' on white */
  tone?: 'light' | 'brand';
};

export function ProductLogo({ tone = 'brand' }: Props) {
  const { productName, primary } = useAppearance();
  const tileColour = tone === 'light' ? '#ffffff' : primary;
  const strokeColour = tone === 'light' ? primary : '#ffffff';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={{ width: 32, height: 32, flex: 'none' }}
      >
        <rect width="32" height="32" rx="7" fill={tileColour} />
        <path
          d="M10 7v18M10 16l9-9M13.5 12.5 21 25"
          stroke={strokeColour}
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
        <circle cx="23.5" cy="9.5" r="2.6" fill="#f2c14e" />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: '1.25rem',
          letterSpacing: 0.2,
          color: tone === 'light' ? '#fff' : primary,
        }}
      >
        {productName}
      </Typography>
    </Box>
  );
}
