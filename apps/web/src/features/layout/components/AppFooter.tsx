/** Footer: the legal notice, the versions of front end and server, and the admin view link. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { healthQuery } from '../../configuration/api';
import { LAYOUT_MESSAGES } from '../messages';
import { FRONTEND_VERSION } from '../version';

// The dialog (and MUI's modal code) loads only when someone opens the legal notice.
const LegalNoticeDialog = lazy(() =>
  import('./LegalNoticeDialog').then((m) => ({ default: m.LegalNoticeDialog })),
);

type Props = { showAdminView?: boolean };

export function AppFooter({ showAdminView = false }: Props) {
  const [isLegalNoticeOpen, setIsLegalNoticeOpen] = useState(false);
  const { data: health, isPending } = useQuery(healthQuery);
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        useFlexGap
        sx={{
          px: { xs: 2, sm: 3 },
          py: 1.5,
          alignItems: { xs: 'flex-start', sm: 'center' },
          maxWidth: 1280,
          mx: 'auto',
        }}
      >
        <Link component="button" type="button" variant="body2" onClick={() => setIsLegalNoticeOpen(true)}>
          {LAYOUT_MESSAGES.footerLegalNotice}
        </Link>
        {showAdminView && (
          <Link component={RouterLink} to="/" variant="body2">
            {LAYOUT_MESSAGES.footerAdminView}
          </Link>
        )}
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="footer-versions"
          sx={{ ml: { sm: 'auto' } }}
        >
          {LAYOUT_MESSAGES.footerVersions(FRONTEND_VERSION, health?.version ?? (isPending ? '…' : null))}
        </Typography>
      </Stack>
      {isLegalNoticeOpen && (
        <Suspense fallback={null}>
          <LegalNoticeDialog open onClose={() => setIsLegalNoticeOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
