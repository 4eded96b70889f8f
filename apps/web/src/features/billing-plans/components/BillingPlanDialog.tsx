/**
 * Creating or changing a billing plan: name, monthly or yearly, and conditions per scope (a base
 * fee and a percentage of the scope's income). Checked with the domain's rules; the server's answer
 * lands at its field, also at the condition row it belongs to.
 */
import type { BillingPlan, BillingPlanBody } from '@kollekta/contract';
import {
  BILLING_PLAN_TYPE_LABELS,
  BILLING_PLAN_TYPES,
  BILLING_SCOPE_LABELS,
  BILLING_SCOPES,
  validateBillingPlan,
} from '@kollekta/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { BILLING_PLAN_MESSAGES as M } from '../messages';

type Props = {
  plan: BillingPlan | null;
  isSaving: boolean;
  serverErrors: Record<string, string[]>;
  onSave: (body: BillingPlanBody) => void;
  onCancel: () => void;
};

const toGerman = (value: string) => value.replace('.', ',');

type Row = BillingPlanBody['conditions'][number] & { rowId: number };

export function BillingPlanDialog({ plan, isSaving, serverErrors, onSave, onCancel }: Props) {
  const titleId = useId();
  const nextRowId = useRef(0);
  const toRow = (condition: BillingPlanBody['conditions'][number]): Row => ({
    ...condition,
    rowId: nextRowId.current++,
  });
  const [name, setName] = useState(plan?.name ?? '');
  const [type, setType] = useState<string>(plan?.type ?? 'monthly');
  const [rows, setRows] = useState<Row[]>(() =>
    plan
      ? plan.conditions.map((condition) =>
          toRow({
            scope: condition.scope,
            base_fee: toGerman(condition.base_fee),
            percentage: toGerman(condition.percentage),
          }),
        )
      : [toRow({ scope: 'organization', base_fee: '', percentage: '0' })],
  );
  const body: BillingPlanBody = {
    name,
    type,
    conditions: rows.map(({ rowId: _rowId, ...condition }) => condition),
  };
  const [isSubmitted, setIsSubmitted] = useState(false);
  const result = validateBillingPlan(body);
  const errors = result.errors ?? {};
  const errorOf = (field: string) =>
    (isSubmitted ? errors[field]?.[0] : undefined) ?? serverErrors[field]?.[0];
  const setCondition = (index: number, field: 'scope' | 'base_fee' | 'percentage', value: string) =>
    setRows((current) =>
      current.map((row, position) => (position === index ? { ...row, [field]: value } : row)),
    );
  const freeScope = BILLING_SCOPES.find(
    (scope) => !body.conditions.some((condition) => condition.scope === scope),
  );
  const submit = () => {
    setIsSubmitted(true);
    if (result.errors === null) onSave(body);
  };

  return (
    <Dialog
      open
      onClose={isSaving ? undefined : onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 640, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{plan ? M.dialogEdit : M.dialogNew}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={M.fieldName}
            value={body.name}
            onChange={(event) => setName(event.target.value)}
            required
            error={Boolean(errorOf('name'))}
            helperText={errorOf('name')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            select
            label={M.fieldType}
            value={body.type}
            onChange={(event) => setType(event.target.value)}
            error={Boolean(errorOf('type'))}
            helperText={errorOf('type')}
          >
            {BILLING_PLAN_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {BILLING_PLAN_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="subtitle2" component="h3">
            {M.conditions}
          </Typography>
          {errorOf('conditions') && (
            <Typography color="error" variant="body2">
              {errorOf('conditions')}
            </Typography>
          )}
          {rows.map((condition, index) => (
            <Stack
              key={condition.rowId}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
              data-testid="condition-row"
            >
              <TextField
                select
                size="small"
                label={M.fieldScope}
                value={condition.scope}
                onChange={(event) => setCondition(index, 'scope', event.target.value)}
                error={Boolean(errorOf(`conditions.${index}.scope`))}
                helperText={errorOf(`conditions.${index}.scope`)}
                sx={{ width: 190, flexShrink: 0 }}
              >
                {BILLING_SCOPES.map((scope) => (
                  <MenuItem key={scope} value={scope}>
                    {BILLING_SCOPE_LABELS[scope]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={M.fieldBaseFee}
                value={condition.base_fee}
                onChange={(event) => setCondition(index, 'base_fee', event.target.value)}
                error={Boolean(errorOf(`conditions.${index}.base_fee`))}
                helperText={errorOf(`conditions.${index}.base_fee`)}
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
              />
              <TextField
                size="small"
                label={M.fieldPercentage}
                value={condition.percentage}
                onChange={(event) => setCondition(index, 'percentage', event.target.value)}
                error={Boolean(errorOf(`conditions.${index}.percentage`))}
                helperText={errorOf(`conditions.${index}.percentage`)}
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
              />
              <IconButton
                aria-label={M.removeCondition}
                onClick={() => setRows((current) => current.filter((_row, position) => position !== index))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
          {freeScope && (
            <Button
              startIcon={<AddIcon />}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() =>
                setRows((current) => [...current, toRow({ scope: freeScope, base_fee: '0', percentage: '' })])
              }
            >
              {M.addCondition}
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isSaving}>
          {M.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={isSaving || (isSubmitted && result.errors !== null)}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {M.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
