/**
 * What can be done with a letter in the list (§2 "Letter list", §4 "Letter"): finalise a new one,
 * the mail-merge data as CSV or XLSX and the PDF (disabled while new), 'als versendet markieren',
 * the audit, and a duplicate or a follow-up letter.
 */
import type { KgLetter } from '@kollekta/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { downloadLetterMerge, lettersKey, markLetterSent } from './api';
import { FinalizeLetterDialog } from './FinalizeLetterDialog';
import { LetterAuditDialog } from './LetterAuditDialog';
import { LetterPdfButton } from './LetterPdfButton';
import { KG_LETTER_TEXTS as TEXTS } from './messages';

type OpenDialog = 'finalize' | 'sent' | 'audit' | null;

export function LetterActions(props: { tenantId: number; letter: KgLetter }) {
  const { tenantId, letter } = props;
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const merge = useMutation({
    mutationFn: (format: 'csv' | 'xlsx') => downloadLetterMerge(tenantId, letter, format),
  });
  const sent = useMutation({
    mutationFn: () => markLetterSent(tenantId, letter.id),
    onSuccess: async () => {
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: lettersKey(tenantId) });
    },
  });
  const isNew = letter.state === 'created';
  const original = encodeURIComponent(letter.url);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {isNew && (
        <Button size="small" variant="contained" onClick={() => setDialog('finalize')}>
          {TEXTS.finalize}
        </Button>
      )}
      <Tooltip title={isNew ? TEXTS.csvDisabled : ''}>
        <span>
          <Button size="small" disabled={isNew || merge.isPending} onClick={() => merge.mutate('csv')}>
            {TEXTS.csv}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={isNew ? TEXTS.csvDisabled : ''}>
        <span>
          <Button size="small" disabled={isNew || merge.isPending} onClick={() => merge.mutate('xlsx')}>
            {TEXTS.xlsx}
          </Button>
        </span>
      </Tooltip>
      <LetterPdfButton tenantId={tenantId} letter={letter} />
      {letter.state === 'finalized' && (
        <Button size="small" onClick={() => setDialog('sent')}>
          {TEXTS.markSent}
        </Button>
      )}
      <Button size="small" onClick={() => setDialog('audit')}>
        {TEXTS.audit}
      </Button>
      <Button
        size="small"
        component={RouterLink}
        to={`/letters/create?action=duplicate&originalLetter=${original}`}
      >
        {TEXTS.duplicate}
      </Button>
      {!isNew && (
        <Button
          size="small"
          component={RouterLink}
          to={`/letters/create?action=followUp&originalLetter=${original}`}
        >
          {TEXTS.followUp}
        </Button>
      )}
      {dialog === 'finalize' && (
        <FinalizeLetterDialog tenantId={tenantId} letter={letter} onClose={() => setDialog(null)} />
      )}
      {dialog === 'audit' && (
        <LetterAuditDialog
          tenantId={tenantId}
          letterId={letter.id}
          name={letter.name}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'sent' && (
        <Dialog open onClose={() => setDialog(null)}>
          <DialogTitle>{TEXTS.markSentTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText>{TEXTS.markSentText}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)} disabled={sent.isPending}>
              {TEXTS.cancel}
            </Button>
            <Button variant="contained" onClick={() => sent.mutate()} disabled={sent.isPending}>
              {TEXTS.markSent}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
