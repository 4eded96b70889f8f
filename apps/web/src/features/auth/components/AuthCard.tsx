/** The card frame of the public sign-in pages: product mark, environment marker, title. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EnvironmentMarker, ProductLogo } from '../../configuration';

type Props = {
  title: string;
  children: ReactNode;
  testId?: string;
  /** inside another page (the marketing landing page): no margin of its own, the title one level down */
  isEmbedded?: boolean;
};

export function AuthCard({ title, children, testId, isEmbedded = false }: Props) {
  return (
    <Box
      sx={
        isEmbedded
          ? { display: 'flex' }
          : { display: 'flex', justifyContent: 'center', px: { xs: 0, sm: 2 }, py: { xs: 2, sm: 6 } }
      }
    >
      <Card
        data-testid={testId}
        sx={{
          width: '100%',
          maxWidth: isEmbedded ? 'none' : 440,
          boxShadow: '0 8px 24px rgba(16, 42, 67, 0.08)',
        }}
      >
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
            <ProductLogo />
            <EnvironmentMarker />
          </Stack>
          <Typography variant="h1" component={isEmbedded ? 'h2' : 'h1'} sx={{ mb: 1 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
