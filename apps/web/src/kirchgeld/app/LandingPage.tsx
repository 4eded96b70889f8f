/** The index of the church-tax app (§2 kige-index): the product and its login button; a signed-in user goes on to the person search. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router';
import { KG_SHELL_MESSAGES } from './messages';
import { useKgSession } from './use-kg-session';

export function LandingPage() {
  const session = useKgSession();
  const navigate = useNavigate();
  if (session) return <Navigate to="/persons/lookup" replace />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, sm: 10 } }}>
      <Card data-testid="kirchgeld-landing" sx={{ maxWidth: 520, width: '100%' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="h1" color="primary" sx={{ mb: 2 }}>
            {KG_SHELL_MESSAGES.landingTitle}
          </Typography>
          <Typography sx={{ mb: 2 }}>{KG_SHELL_MESSAGES.landingIntro}</Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 3 }}>
            {KG_SHELL_MESSAGES.landingSignInHint}
          </Typography>
          <Button variant="contained" size="large" onClick={() => navigate('/login')}>
            {KG_SHELL_MESSAGES.signIn}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
