/** 'Inaktiv setzen' (§4): after a confirmation the current version ends now; disabled while sending. */
import type { KgPerson } from '@kollekta/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { setPersonInactive } from './api';
import { KG_PERSON_TEXTS } from './messages';

export function SetInactiveButton(props: { tenantId: number; person: KgPerson; currentVersionId: number }) {
  const [isOpen, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => setPersonInactive(props.tenantId, props.person.id, props.currentVersionId),
    onSuccess: (person) => {
      queryClient.setQueryData(['kg-person', props.tenantId, props.person.id], person);
      void queryClient.invalidateQueries({ queryKey: ['kg-persons', props.tenantId] });
      setOpen(false);
    },
  });
  return (
    <>
      <Button color="warning" variant="outlined" onClick={() => setOpen(true)} disabled={mutation.isPending}>
        {KG_PERSON_TEXTS.setInactive}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => !mutation.isPending && setOpen(false)}
        aria-labelledby="kg-set-inactive-title"
      >
        <DialogTitle id="kg-set-inactive-title">{KG_PERSON_TEXTS.setInactiveTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{KG_PERSON_TEXTS.setInactiveText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={mutation.isPending}>
            {KG_PERSON_TEXTS.cancel}
          </Button>
          <Button
            color="warning"
            variant="contained"
            onClick={() => mutation.mutate()}
            disabled={mutation.isPending}
          >
            {KG_PERSON_TEXTS.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
