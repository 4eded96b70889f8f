/** The frame of the pages that need no sign-in: message bars, the page, the footer. */
import Box from '@mui/material/Box';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { MessageBars } from '../../message-bars';
import { AppFooter } from './AppFooter';
import { PageLoading } from './PageLoading';

/** `children` for a page the route guard chooses itself (the landing page); else the matched route. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="main"
        sx={{ flex: 1, width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, pt: 2 }}
      >
        <MessageBars />
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </Box>
      <AppFooter />
    </Box>
  );
}
