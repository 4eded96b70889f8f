/** The frame of a public token page: one card, full width on a phone, with the page's title. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function PublicPageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 1, sm: 6 } }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 600 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
