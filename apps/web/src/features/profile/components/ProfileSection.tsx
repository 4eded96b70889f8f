/** One card of the profile page with its heading. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { title: string; action?: ReactNode; children: ReactNode; testId?: string };

export function ProfileSection({ title, action, children, testId }: Props) {
  return (
    <Card variant="outlined" component="section" aria-label={title} data-testid={testId}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}
        >
          <Typography variant="h2" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
