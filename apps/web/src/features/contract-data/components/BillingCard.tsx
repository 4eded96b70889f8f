/**
 * The billing cards (administration.md §2 "Contract data", §4 "Contract billing"): per contract the
 * billing plan valid today, its validity and earlier plans, and the direct-debit mandate. Superusers
 * pick another plan or switch the mandate; save is enabled only when one of them changed. A new
 * association runs from today for 4 years minus 1 day; an existing one gets the other plan.
 */
import type { Contract, OrganizationDetail } from '@kollekta/contract';
import { BILLING_PLAN_TYPE_LABELS, CONTRACT_TYPE_LABELS, type ContractType } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { formatIsoDay } from '../../../lib/date-format';
import { messageStore } from '../../message-bars';
import {
  billingPlanChoicesQuery,
  contractBillingQuery,
  contractsQuery,
  createContract,
  createContractBilling,
  updateContract,
  updateContractBilling,
} from '../api';
import { CONTRACT_DATA_MESSAGES as M } from '../messages';

type Props = { organization: OrganizationDetail; isSuperuser: boolean; canRead: boolean };

export function BillingCard({ organization, isSuperuser, canRead }: Props) {
  const queryClient = useQueryClient();
  const { data: contracts } = useQuery({ ...contractsQuery(organization.id), enabled: canRead });
  const [newType, setNewType] = useState<ContractType>('op');
  const create = useMutation({
    mutationFn: () => createContract(organization.url, newType),
    meta: { handledStatuses: 'all' },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contractsQuery(organization.id).queryKey });
      messageStore.showSuccess(M.contractCreated);
    },
    onError: (error) => messageStore.showError(`${M.billingFailed}: ${describeApiError(error)}`),
  });
  if (!canRead) return null;

  return (
    <Card variant="outlined" component="section" aria-label={M.billingTitle}>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {M.billingTitle}
        </Typography>
        {contracts?.length === 0 && (
          <Stack spacing={2}>
            <Typography color="text.secondary">{M.noContract}</Typography>
            {isSuperuser && (
              <Stack direction="row" spacing={2}>
                <TextField
                  select
                  size="small"
                  label={M.contractType}
                  value={newType}
                  onChange={(event) => setNewType(event.target.value as ContractType)}
                  sx={{ minWidth: 180 }}
                >
                  {Object.entries(CONTRACT_TYPE_LABELS).map(([type, label]) => (
                    <MenuItem key={type} value={type}>
                      {label}
                    </MenuItem>
                  ))}
                </TextField>
                <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
                  {M.createContract}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
        <Stack spacing={3}>
          {contracts?.map((contract) => (
            <ContractBilling key={contract.id} contract={contract} isSuperuser={isSuperuser} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ContractBilling({ contract, isSuperuser }: { contract: Contract; isSuperuser: boolean }) {
  const queryClient = useQueryClient();
  const { data: plans } = useQuery({ ...billingPlanChoicesQuery, enabled: isSuperuser });
  const { data: history } = useQuery(contractBillingQuery(contract.id));
  const storedPlan = contract.billing_plan ?? '';
  const [plan, setPlan] = useState(storedPlan);
  const [sepa, setSepa] = useState(contract.sepadd_active);
  const isPlanChanged = plan !== storedPlan && plan !== '';
  const isSepaChanged = sepa !== contract.sepadd_active;

  const save = useMutation({
    mutationFn: async () => {
      const messages: string[] = [];
      if (isPlanChanged) {
        if (contract.current_billing) {
          await updateContractBilling(contract.id, contract.current_billing.id, plan);
          messages.push(M.billingUpdated);
        } else {
          await createContractBilling(contract.id, plan);
          messages.push(M.billingCreated);
        }
      }
      if (isSepaChanged) {
        await updateContract(contract.id, sepa);
        messages.push(M.contractUpdated);
      }
      return messages;
    },
    meta: { handledStatuses: 'all' },
    onSuccess: async (messages) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractsQuery(contract.organization_id).queryKey }),
        queryClient.invalidateQueries({ queryKey: contractBillingQuery(contract.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: billingPlanChoicesQuery.queryKey }),
      ]);
      messageStore.showSuccess(messages.join(' · '));
    },
    onError: async (error) => {
      await queryClient.invalidateQueries({ queryKey: contractsQuery(contract.organization_id).queryKey });
      messageStore.showError(`${M.billingFailed}: ${describeApiError(error)}`);
    },
  });

  const current = contract.current_billing;
  const earlier = (history ?? []).filter((association) => association.id !== current?.id);
  return (
    <Box data-testid="contract-billing">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {CONTRACT_TYPE_LABELS[contract.type]}
      </Typography>
      <Stack spacing={2} sx={{ mt: 1 }}>
        {isSuperuser ? (
          <TextField
            select
            label={M.billingPlan}
            value={plan}
            onChange={(event) => setPlan(event.target.value)}
            sx={{ maxWidth: 420 }}
          >
            {plan === '' && (
              <MenuItem value="" disabled>
                {M.noBillingPlan}
              </MenuItem>
            )}
            {plans?.map((option) => (
              <MenuItem key={option.id} value={option.url}>
                {`${option.name} (${BILLING_PLAN_TYPE_LABELS[option.type]})`}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography>
            {M.billingPlan}: <strong>{current?.billing_plan_name ?? M.noBillingPlan}</strong>
          </Typography>
        )}
        {current && (
          <Typography variant="body2" color="text.secondary">
            {`${M.billingValidity}: ${formatIsoDay(current.valid_from)} – ${
              current.valid_notafter ? formatIsoDay(current.valid_notafter) : M.receiptsOpenEnded
            }`}
          </Typography>
        )}
        {isSuperuser && isPlanChanged && !current && <Alert severity="info">{M.newBillingHint}</Alert>}
        <FormControlLabel
          control={
            <Switch
              checked={sepa}
              disabled={!isSuperuser || save.isPending}
              onChange={(event) => setSepa(event.target.checked)}
            />
          }
          label={M.sepaMandate}
        />
        {isSuperuser && (
          <Box>
            <Button
              variant="contained"
              onClick={() => save.mutate()}
              disabled={save.isPending || (!isPlanChanged && !isSepaChanged)}
              startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {M.save}
            </Button>
          </Box>
        )}
        {earlier.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h4">
              {M.billingHistory}
            </Typography>
            {earlier.map((association) => (
              <Typography key={association.id} variant="body2" color="text.secondary">
                {`${association.billing_plan_name}: ${formatIsoDay(association.valid_from)} – ${
                  association.valid_notafter ? formatIsoDay(association.valid_notafter) : M.receiptsOpenEnded
                }`}
              </Typography>
            ))}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
