/**
 * Reconciliation ('Abgleich', devices-income-kirchgeld.md §2 /adjustments, issue 20): filter by bank
 * accounts and a date range (default the last 7 days, ordered automatically), the transactions with
 * assign / unassign / ignore, the suggestions' preview, the statement upload and the bank accounts.
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTenant } from '../app/tenant-context';
import { bankAccountsQuery, type TransactionFilter } from './api';
import { BankAccountsCard } from './BankAccountsCard';
import { KG_BANK_TEXTS as TEXTS } from './messages';
import { StatementUploadCard } from './StatementUploadCard';
import { SuggestionsDialog } from './SuggestionsDialog';
import { TransactionsTable } from './TransactionsTable';

/** Today in Berlin as YYYY-MM-DD, moved by `days`. */
function berlinDay(days = 0): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export default function AdjustmentsPage() {
  const tenant = useTenant();
  const accounts = useQuery(bankAccountsQuery(tenant.id));
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [start, setStart] = useState(() => berlinDay(-7));
  const [end, setEnd] = useState(() => berlinDay());
  const [isSuggesting, setIsSuggesting] = useState(false);
  const [pageSize, setPageSize] = useState(10);
  const filter = useMemo<TransactionFilter>(
    () => ({ accounts: accountIds, start, end }),
    [accountIds, start, end],
  );

  // the range is ordered automatically: a start after the end swaps them
  const changeRange = (nextStart: string, nextEnd: string) => {
    if (nextStart && nextEnd && nextStart > nextEnd) {
      setStart(nextEnd);
      setEnd(nextStart);
    } else {
      setStart(nextStart);
      setEnd(nextEnd);
    }
  };
  const accountList = accounts.data?.results ?? [];

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {TEXTS.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {TEXTS.intro}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            select
            size="small"
            label={TEXTS.accounts}
            value={accountIds}
            sx={{ minWidth: 260 }}
            slotProps={{
              select: {
                multiple: true,
                displayEmpty: true,
                renderValue: (selected) => {
                  const ids = selected as number[];
                  return ids.length === 0
                    ? TEXTS.allAccounts
                    : accountList
                        .filter((account) => ids.includes(account.id))
                        .map((account) => account.name)
                        .join(', ');
                },
              },
              inputLabel: { shrink: true },
            }}
            onChange={(event) => setAccountIds((event.target.value as unknown as number[]).map(Number))}
          >
            {accountList.map((account) => (
              <MenuItem key={account.id} value={account.id}>
                <Checkbox size="small" checked={accountIds.includes(account.id)} />
                <ListItemText primary={account.name} />
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label={TEXTS.from}
            value={start}
            onChange={(event) => changeRange(event.target.value, end)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={TEXTS.to}
            value={end}
            onChange={(event) => changeRange(start, event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            variant="contained"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            onClick={() => setIsSuggesting(true)}
          >
            {TEXTS.showSuggestions}
          </Button>
        </Stack>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <TransactionsTable
          key={JSON.stringify(filter)}
          tenantId={tenant.id}
          filter={filter}
          pageSize={pageSize}
          onPageSizeChange={setPageSize}
        />
      </Paper>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <Paper sx={{ p: 2, flex: 1 }}>
          <StatementUploadCard tenantId={tenant.id} />
        </Paper>
        <Paper sx={{ p: 2, flex: 1 }}>
          <BankAccountsCard tenantId={tenant.id} />
        </Paper>
      </Stack>
      {isSuggesting && (
        <SuggestionsDialog tenantId={tenant.id} filter={filter} onClose={() => setIsSuggesting(false)} />
      )}
    </Stack>
  );
}
