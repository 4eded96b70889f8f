/**
 * The suggestions' preview (issue 20): for the open credits in view, the proposed person with reason
 * and confidence; 'alle sicheren Zuordnungen übernehmen' takes over the 'sicher' ones shown.
 */
import { type KgBankApplySuggestionsResult, kgBankRoutes } from '@kollekta/contract';
import { decimalStringToCents, formatMoney } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, describeApiError } from '../../lib/api-client';
import { formatIsoDay } from '../../lib/date-format';
import { BANK_KEY, suggestionsQuery, type TransactionFilter } from './api';
import { KG_BANK_TEXTS as TEXTS } from './messages';

const CONFIDENCE_COLOR = { sicher: 'success', wahrscheinlich: 'warning', möglich: 'default' } as const;

export function SuggestionsDialog(props: {
  tenantId: number;
  filter: TransactionFilter;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const suggestions = useQuery(suggestionsQuery(props.tenantId, props.filter));
  const [result, setResult] = useState<KgBankApplySuggestionsResult | null>(null);
  const results = suggestions.data?.results ?? [];
  const certain = results.filter((suggestion) => suggestion.confidence === 'sicher');
  const apply = useMutation({
    mutationFn: () =>
      callApi(kgBankRoutes.kgApplyBankSuggestions, {
        params: { tenant: props.tenantId },
        body: {
          suggestions: certain.map((s) => ({ bank_transaction: s.bank_transaction, person: s.person })),
        },
      }),
    meta: { handledStatuses: 'all' },
    onSuccess: async (answer) => {
      setResult(answer);
      await queryClient.invalidateQueries({ queryKey: [BANK_KEY] });
    },
  });

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="lg" aria-labelledby="kg-suggestions-title">
      <DialogTitle id="kg-suggestions-title">{TEXTS.suggestionsTitle}</DialogTitle>
      <DialogContent>
        {suggestions.isPending && <LinearProgress aria-label={TEXTS.loading} />}
        {result && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {TEXTS.applied(result.applied)}
            {result.skipped.length > 0 &&
              ` ${TEXTS.skipped(result.skipped.length)} ${result.skipped.map((s) => s.reason).join(' ')}`}
          </Alert>
        )}
        {apply.isError && <Alert severity="error">{describeApiError(apply.error)}</Alert>}
        {suggestions.isSuccess && results.length === 0 && <Typography>{TEXTS.noSuggestions}</Typography>}
        {results.length > 0 && (
          <Table size="small" aria-label={TEXTS.suggestions}>
            <TableHead>
              <TableRow>
                <TableCell>{TEXTS.bookingDate}</TableCell>
                <TableCell>{TEXTS.theirName}</TableCell>
                <TableCell align="right">{TEXTS.amount}</TableCell>
                <TableCell>{TEXTS.person}</TableCell>
                <TableCell>{TEXTS.reason}</TableCell>
                <TableCell>{TEXTS.confidence}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {results.map((suggestion) => (
                <TableRow key={suggestion.bank_transaction_id}>
                  <TableCell>{formatIsoDay(suggestion.booking_date)}</TableCell>
                  <TableCell>{suggestion.their_name}</TableCell>
                  <TableCell align="right">
                    {formatMoney(decimalStringToCents(suggestion.amount) ?? 0)}
                  </TableCell>
                  <TableCell>{suggestion.person_name}</TableCell>
                  <TableCell>{suggestion.reason}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={suggestion.confidence}
                      color={CONFIDENCE_COLOR[suggestion.confidence]}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{TEXTS.close}</Button>
        <Button
          variant="contained"
          disabled={certain.length === 0 || apply.isPending || result !== null}
          onClick={() => apply.mutate()}
        >
          {apply.isPending ? TEXTS.applying : TEXTS.applyCertain(certain.length)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
