/** The snackbar of failed calls (§8 'Fehler in der Übertragung: {error}'). */
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { KG_SHELL_MESSAGES } from './messages';
import { kgSnackbarStore } from './snackbar-store';

export function TransferErrorSnackbar() {
  const message = useSyncExternalStore(
    kgSnackbarStore.subscribe,
    kgSnackbarStore.getMessage,
    kgSnackbarStore.getMessage,
  );
  return (
    <Snackbar
      key={message?.id}
      open={message !== null}
      autoHideDuration={8000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') kgSnackbarStore.close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="error"
        variant="filled"
        role="alert"
        action={
          <IconButton
            size="small"
            color="inherit"
            aria-label={KG_SHELL_MESSAGES.close}
            onClick={() => kgSnackbarStore.close()}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {message?.text}
      </Alert>
    </Snackbar>
  );
}
