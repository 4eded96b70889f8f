/** The error, success and warning bars, each closable with 'Meldung schliessen'. */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { MessageKind } from '../message-store';
import { MESSAGE_BAR_MESSAGES } from '../messages';
import { useMessageBarState, useMessages } from '../use-messages';

const ORDER: readonly MessageKind[] = ['error', 'warning', 'success'];

export function MessageBars() {
  const state = useMessageBarState();
  const { dismiss } = useMessages();
  const visible = ORDER.filter((kind) => state[kind] !== null);
  if (visible.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {visible.map((kind) => (
        <Alert
          key={kind}
          severity={kind}
          variant="filled"
          data-testid={`message-${kind}`}
          role={kind === 'error' ? 'alert' : 'status'}
          closeText={MESSAGE_BAR_MESSAGES.close}
          onClose={() => dismiss(kind)}
          sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}
        >
          {state[kind]}
        </Alert>
      ))}
    </Stack>
  );
}
