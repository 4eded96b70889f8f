/** The frame of the pages that need no sign-in: message bars, the page, the footer. */
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MessageBars } from '../../message-bars';
import { AppFooter } from './AppFooter';
import { PageLoading } from './PageLoading';

export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="main"
        sx={{ flex: 1, width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, pt: 2 }}
      >
        <MessageBars />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <AppFooter />
    </Box>
  );
}
