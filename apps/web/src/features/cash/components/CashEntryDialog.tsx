/**
 * Add or edit a cash collection (planning.md §2 "Add cash collection dialog", §5): the timestamp,
 * then the amount as one sum ('Summe') or counted per bill and coin ('Rechner'); the submit button
 * reads '<amount> eintragen'. Editing keeps the timestamp. A failure keeps the form open, says
 * 'Die Barsammlung konnte nicht eingetragen werden.' and shows the server's reason.
 */
import './picker-setup';
import type { CashPayment, CashPaymentBody, CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import { BUSINESS_TIME_ZONE, type Currency, formatMoney } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { cashKeys, createCashPayment, planningPlansKey, updateCashPayment } from '../api';
import {
  type CashFormState,
  type CashTab,
  evaluateCashForm,
  initialCashForm,
  toCashBody,
} from '../cash-form';
import { CASH_UI_MESSAGES } from '../messages';
import { CashCalculator } from './CashCalculator';

const PICKER_TEXTS = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

/** What the anonymous mode sends: the entry without organisation and collection (the page knows them). */
export type AnonymousCashBody = Omit<CashPaymentBody, 'plan' | 'organization'>;

/**
 * The anonymous mode (planning.md §2 "an anonymous mode without organization or collection"): the
 * public cash page of a link names the collection and sends the entry itself.
 */
export type AnonymousCashEntry = {
  planName: string;
  organizationName: string;
  currency: Currency;
  send: (body: AnonymousCashBody) => Promise<unknown>;
};

type Props =
  | {
      anonymous?: undefined;
      plan: CollectionPlan;
      organization: OrganizationDetail;
      /** null: a new entry */
      payment: CashPayment | null;
      onClose: () => void;
      onSaved: (payment: CashPayment) => void;
      onFailed: () => void;
    }
  | {
      anonymous: AnonymousCashEntry;
      plan?: undefined;
      organization?: undefined;
      payment?: undefined;
      /** left out: the dialog cannot be closed (it is the whole page) */
      onClose?: () => void;
      onSaved: (body: AnonymousCashBody) => void;
      onFailed?: () => void;
    };

export function CashEntryDialog(props: Props) {
  const { plan, organization, anonymous, onClose } = props;
  const payment = props.payment ?? null;
  const titleId = useId();
  const tabsId = useId();
  const currency = anonymous ? anonymous.currency : (organization.currency as Currency);
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CashFormState>(() => initialCashForm(payment, new Date(), currency));
  const result = evaluateCashForm(form, new Date(), currency);
  const isEdit = payment !== null;

  const mutation = useMutation({
    mutationFn: async (): Promise<CashPayment | AnonymousCashBody> => {
      const body = toCashBody(form, result, { plan: plan?.url ?? '', organization: organization?.url ?? '' });
      if (!body) throw new Error(CASH_UI_MESSAGES.saveFailed);
      if (anonymous) {
        const { plan: _plan, organization: _organization, ...entry } = body;
        await anonymous.send(entry);
        return entry;
      }
      return payment ? updateCashPayment(payment, body) : createCashPayment(body);
    },
    // the dialog says what went wrong itself (planning.md §8)
    meta: { handledStatuses: 'all' },
    onError: () => {
      props.onFailed?.();
      // a 409 says the entry changed meanwhile: the list behind shows it as it now is
      if (organization)
        void queryClient.invalidateQueries({ queryKey: cashKeys.plan(organization.id, plan.id) });
    },
    onSuccess: async (saved) => {
      if (props.anonymous) {
        props.onSaved(saved as AnonymousCashBody);
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cashKeys.plan(props.organization.id, props.plan.id) }),
        queryClient.invalidateQueries({ queryKey: planningPlansKey(props.organization.id) }),
      ]);
      props.onSaved(saved as CashPayment);
    },
  });

  const update = (patch: Partial<CashFormState>) => setForm((current) => ({ ...current, ...patch }));
  const handleTimestamp = (value: Dayjs | null) =>
    update({ collectedAt: value?.isValid() ? value.toISOString() : null });
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (result.canSubmit && !mutation.isPending) mutation.mutate();
  };
  const amountLabel = formatMoney(result.amountCents ?? 0, currency);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={PICKER_TEXTS}>
      <Dialog
        open
        onClose={mutation.isPending ? undefined : onClose}
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { width: '44em', maxWidth: 'calc(100% - 32px)', m: 2 } } }}
      >
        {/* a flex column, so that on a phone the count fields scroll and the submit button stays in view */}
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
        >
          <DialogTitle id={titleId}>
            {isEdit ? CASH_UI_MESSAGES.editTitle : CASH_UI_MESSAGES.addTitle}
          </DialogTitle>
          <Typography variant="body2" color="text.secondary" sx={{ px: 3, mt: -1.5, pb: 1.5 }}>
            {anonymous
              ? CASH_UI_MESSAGES.entryFor(anonymous.planName, anonymous.organizationName)
              : CASH_UI_MESSAGES.entryFor(plan.name, organization.name)}
          </Typography>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              <DateTimePicker
                label={CASH_UI_MESSAGES.timestamp}
                value={form.collectedAt ? dayjs(form.collectedAt).tz(BUSINESS_TIME_ZONE) : null}
                onChange={handleTimestamp}
                timezone={BUSINESS_TIME_ZONE}
                format="DD.MM.YYYY HH:mm"
                ampm={false}
                disableFuture
                disabled={isEdit}
                slotProps={{
                  textField: {
                    required: true,
                    error: Boolean(result.timestampError),
                    helperText: isEdit ? CASH_UI_MESSAGES.timestampLocked : result.timestampError,
                    margin: 'none',
                    sx: { maxWidth: 320 },
                  },
                }}
              />
              <Box>
                <Tabs
                  value={form.tab}
                  onChange={(_event, tab: CashTab) => update({ tab })}
                  aria-label={CASH_UI_MESSAGES.columnAmount}
                  sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
                >
                  <Tab
                    value="sum"
                    label={CASH_UI_MESSAGES.tabSum}
                    id={`${tabsId}-sum`}
                    aria-controls={`${tabsId}-panel`}
                  />
                  <Tab
                    value="calculator"
                    label={CASH_UI_MESSAGES.tabCalculator}
                    id={`${tabsId}-calculator`}
                    aria-controls={`${tabsId}-panel`}
                  />
                </Tabs>
                <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${form.tab}`}>
                  {form.tab === 'sum' ? (
                    <TextField
                      label={CASH_UI_MESSAGES.amount}
                      value={form.amountText}
                      onChange={(event) => update({ amountText: event.target.value })}
                      error={Boolean(result.amountError)}
                      helperText={result.amountError ?? result.amountHint ?? CASH_UI_MESSAGES.amountHelp}
                      autoFocus={!isEdit}
                      sx={{ maxWidth: 320, m: 0 }}
                      slotProps={{
                        htmlInput: { inputMode: 'decimal', sx: { textAlign: 'right' } },
                        input: {
                          endAdornment: (
                            <InputAdornment position="end">{currency === 'EUR' ? '€' : 'CHF'}</InputAdornment>
                          ),
                        },
                      }}
                    />
                  ) : (
                    <CashCalculator
                      currency={currency}
                      counts={form.counts}
                      errors={result.countErrors}
                      amountCents={result.amountCents ?? 0}
                      onChange={(denomination, text) =>
                        update({ counts: { ...form.counts, [denomination]: text } })
                      }
                    />
                  )}
                </Box>
              </Box>
              {mutation.isError && (
                <Alert severity="error">
                  {CASH_UI_MESSAGES.saveFailed} {describeApiError(mutation.error)}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
            {onClose && (
              <Button onClick={onClose} disabled={mutation.isPending}>
                {CASH_UI_MESSAGES.cancel}
              </Button>
            )}
            <Button
              type="submit"
              variant="contained"
              disabled={!result.canSubmit || mutation.isPending}
              startIcon={mutation.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {CASH_UI_MESSAGES.submit(amountLabel)}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </LocalizationProvider>
  );
}
