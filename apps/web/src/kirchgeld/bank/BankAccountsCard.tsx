/** The tenant's bank accounts (§3 "Bank account"): the list and adding one (name, IBAN, optional BIC). */

import { kgBankRoutes } from '@kollekta/contract';
import { formatKgIban } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, readDetail, readFieldErrors } from '../../lib/api-client';
import { bankAccountsQuery } from './api';
import { KG_BANK_TEXTS as TEXTS } from './messages';

export function BankAccountsCard({ tenantId }: { tenantId: number }) {
  const queryClient = useQueryClient();
  const accounts = useQuery(bankAccountsQuery(tenantId));
  const [name, setName] = useState('');
  const [iban, setIban] = useState('');
  const [bic, setBic] = useState('');
  const create = useMutation({
    mutationFn: () =>
      callApi(kgBankRoutes.kgCreateBankAccount, {
        params: { tenant: tenantId },
        body: { name, iban, bic: bic || null },
      }),
    meta: { handledStatuses: [400] },
    onSuccess: async () => {
      setName('');
      setIban('');
      setBic('');
      await queryClient.invalidateQueries({ queryKey: bankAccountsQuery(tenantId).queryKey });
    },
  });
  const errors = create.isError ? readFieldErrors(create.error) : {};
  const detail = create.isError && Object.keys(errors).length === 0 ? readDetail(create.error) : null;
  const results = accounts.data?.results ?? [];

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {TEXTS.accountsTitle}
      </Typography>
      {accounts.isSuccess && results.length === 0 && <Alert severity="info">{TEXTS.noAccounts}</Alert>}
      {results.length > 0 && (
        <List dense aria-label={TEXTS.accountsTitle}>
          {results.map((account) => (
            <ListItem key={account.id} disableGutters>
              <ListItemText
                primary={account.name}
                secondary={`${formatKgIban(account.iban)}${account.bic ? ` · ${account.bic}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        <TextField
          size="small"
          label={TEXTS.accountName}
          sx={{ minWidth: 220 }}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={!!errors.name}
          helperText={errors.name?.join(' ')}
        />
        <TextField
          size="small"
          label={TEXTS.iban}
          value={iban}
          onChange={(event) => setIban(event.target.value)}
          error={!!errors.iban}
          helperText={errors.iban?.join(' ')}
          sx={{ minWidth: 260 }}
        />
        <TextField
          size="small"
          label={TEXTS.bic}
          sx={{ minWidth: 160 }}
          value={bic}
          onChange={(event) => setBic(event.target.value)}
          error={!!errors.bic}
          helperText={errors.bic?.join(' ')}
        />
        <Button type="submit" variant="outlined" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
          {create.isPending ? TEXTS.adding : TEXTS.addAccount}
        </Button>
      </Stack>
      {detail && <Alert severity="error">{detail}</Alert>}
    </Stack>
  );
}
