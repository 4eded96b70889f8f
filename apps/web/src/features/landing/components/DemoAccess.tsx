/**
 * The demo-access link of the landing page: to the login of the demo installation, which then names
 * the demo account. An installation that is itself a demo sends visitors to its own login; any other
 * to the product's public demo.
 */
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useStaticConfiguration } from '../../configuration';
import { LANDING_MESSAGES as TEXT } from '../messages';

/** The product's public demo, like the donation site at spenden.kollekta.de. */
export const PUBLIC_DEMO_ORIGIN = 'https://demo.kollekta.de';
const DEMO_LOGIN_PATH = '#/login?demo=1';

export function demoLoginHref(deployment: string | undefined): string {
  return deployment === 'production' ? `${PUBLIC_DEMO_ORIGIN}/${DEMO_LOGIN_PATH}` : DEMO_LOGIN_PATH;
}

export function DemoAccess() {
  const headingId = useId();
  const { data: configuration } = useStaticConfiguration();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ width: '100%' }}>
      <CardContent>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 1 }}>
          {TEXT.demoHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {TEXT.demoText}
        </Typography>
        <Button
          variant="outlined"
          href={demoLoginHref(configuration?.deployment)}
          endIcon={<ArrowForwardIcon />}
        >
          {TEXT.demoLink}
        </Button>
      </CardContent>
    </Card>
  );
}
