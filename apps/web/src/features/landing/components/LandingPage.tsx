/**
 * The home page of the marketing variant for visitors who are not signed in (administration.md §2
 * "Home and organisation tree"): what Kollekta is, the image carousel, the login card, the demo
 * access, the product cards and the latest news. Signed in, home is the organisation tree as in
 * every variant.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoginPage } from '../../auth/components/LoginPage';
import { ProductLogo } from '../../configuration';
import { LANDING_MESSAGES as TEXT } from '../messages';
import { DemoAccess } from './DemoAccess';
import { ImageCarousel } from './ImageCarousel';
import { LatestNews } from './LatestNews';
import { ProductCards } from './ProductCards';

export function LandingPage() {
  return (
    <Stack spacing={{ xs: 4, md: 6 }} sx={{ py: { xs: 2, sm: 4 } }} data-testid="landing-page">
      <Box>
        <ProductLogo />
        <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {TEXT.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720, fontSize: '1.1rem' }}>
          {TEXT.intro}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <ImageCarousel />
        <Stack spacing={3}>
          <LoginPage isEmbedded />
          <DemoAccess />
        </Stack>
      </Box>
      <ProductCards />
      <LatestNews />
    </Stack>
  );
}
