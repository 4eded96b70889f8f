/**
 * The donor's page behind the link in their mail, `#/dauerspende/beenden/{token}`, without sign-in:
 * it asks 'Möchten Sie Ihre Dauerspende wirklich beenden?' and stops the gift when confirmed. It
 * shows nothing about the gift (the link may have been forwarded); the server's answer says how it
 * went, in German: stopped, already stopped, an unknown link, or too many tries.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError, readDetail } from '../../../lib/api-client';
import { cancelRecurringPaymentByToken } from '../api';
import { RECURRING_CANCEL_PAGE_MESSAGES as TEXT } from '../messages';

export function RecurringCancelPage() {
  const { token = '' } = useParams();
  const cancel = useMutation({
    mutationFn: () => cancelRecurringPaymentByToken(token),
    meta: { handledStatuses: 'all' },
  });
  // an unknown link or a gift already stopped: trying again changes nothing
  const isFinal = isApiError(cancel.error) && (cancel.error.status === 404 || cancel.error.status === 409);

  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 2, sm: 6 } }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 450 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h1">{TEXT.title}</Typography>
            {cancel.isSuccess ? (
              <>
                <Alert severity="success">{cancel.data.detail}</Alert>
                <Typography color="text.secondary">{TEXT.doneHint}</Typography>
              </>
            ) : (
              <>
                <Typography sx={{ fontWeight: 500 }}>{TEXT.question}</Typography>
                <Typography color="text.secondary">{TEXT.explanation}</Typography>
                {cancel.isError && <Alert severity="error">{readDetail(cancel.error) ?? TEXT.failed}</Alert>}
                {!isFinal && (
                  <Button
                    variant="contained"
                    color="error"
                    disabled={cancel.isPending || token.length === 0}
                    onClick={() => cancel.mutate()}
                  >
                    {cancel.isPending ? TEXT.sending : TEXT.confirm}
                  </Button>
                )}
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
