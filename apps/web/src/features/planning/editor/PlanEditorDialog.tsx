/**
 * The plan editor (planning.md §2 "Plan editor stepper"): a persistent dialog 1200 wide with the
 * name above a vertical stepper of up to six steps and the summary. Saving asks first; success
 * closes the editor, failure puts a warning icon on the save button.
 */
import './dayjs-setup';
import { type ChurchDate, type CollectionPlan, planBody } from '@kollekta/contract';
import CloseIcon from '@mui/icons-material/Close';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { describeLengthLimit, maxLengthOf } from '../../../lib/form-feedback';
import { useStepButtonFocus } from '../../../lib/use-step-button-focus';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EDITOR_MESSAGES, GROUP_UI_MESSAGES } from '../messages';
import { editorTitle } from './editor-mode';
import { STEP_LABELS, type StepKey } from './editor-steps';
import { canEditGroupName, isGroupMode, needsGroupName } from './group-form';
import type { EditorContext } from './plan-form';
import { BillingStep } from './steps/BillingStep';
import { DevicesStep } from './steps/DevicesStep';
import { GroupDevicesPreview } from './steps/GroupDevicesPreview';
import { GroupPeriodStep } from './steps/GroupPeriodStep';
import { InformationStep } from './steps/InformationStep';
import { PeriodStep } from './steps/PeriodStep';
import { ScopeStep } from './steps/ScopeStep';
import { SummaryStep } from './steps/SummaryStep';
import { SET_OPTIONS } from './steps/step-props';
import { TypeStep } from './steps/TypeStep';
import { usePlanEditor } from './use-plan-editor';

/** the contract's limit: the browser stops where the server would refuse */
const NAME_MAX_LENGTH = maxLengthOf(planBody.shape.name);

/**
 * MUI's Stepper moves between its steps with the arrow keys, Home and End, and takes those keys from
 * everything inside it: the radio buttons of a step no longer moved with the arrows, and Home and End
 * no longer moved the cursor in a step's text fields (found by the keyboard journeys, issue 12). The
 * keys stay with the step's own controls; on the step buttons themselves they still move between steps.
 */
const STEPPER_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
function keepKeysInStep(event: KeyboardEvent) {
  if (STEPPER_KEYS.has(event.key)) event.stopPropagation();
}

const PICKER_TEXTS = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

type Props = {
  context: EditorContext;
  date: ChurchDate | null;
  onClose: () => void;
  onSaved: (plan: CollectionPlan) => void;
};

export function PlanEditorDialog({ context, date, onClose, onSaved }: Props) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const editor = usePlanEditor({ context, date, onSaved });
  const [isConfirming, setIsConfirming] = useState(false);
  const { form, values, shownErrors, canEditPlan } = editor;
  const { stepButtonRef, moveByButton } = useStepButtonFocus(editor.activeStep);
  const isView = context.mode === 'view';
  const stepProps = { form, values, errors: shownErrors, context, canEditPlan };
  // a group's name is its members' names; only a superuser may give it another
  const isGroupName = needsGroupName(context);
  const canEditName = canEditPlan && (!isGroupName || canEditGroupName(context));
  const nameHelp = isGroupName
    ? canEditName
      ? GROUP_UI_MESSAGES.nameSuperuser
      : GROUP_UI_MESSAGES.nameFromMembers
    : EDITOR_MESSAGES.nameHelp;

  const content: Record<StepKey, ReactNode> = {
    // "1. Device selection (in group mode: preview devices)"
    devices: isGroupMode(context.mode) ? (
      <GroupDevicesPreview values={values} />
    ) : (
      <DevicesStep {...stepProps} />
    ),
    // a group made of existing plans keeps their period; a duplicate gets a new one
    period:
      context.mode === 'group' ? (
        <GroupPeriodStep {...stepProps} />
      ) : (
        <PeriodStep {...stepProps} now={editor.now} />
      ),
    information: <InformationStep {...stepProps} fits={editor.fits} />,
    type: <TypeStep {...stepProps} />,
    billing: <BillingStep {...stepProps} />,
    scope: <ScopeStep {...stepProps} />,
    summary: <SummaryStep values={values} context={context} allErrors={editor.allErrors} />,
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={PICKER_TEXTS}>
      <Dialog
        open
        fullScreen={isNarrow}
        maxWidth={false}
        aria-labelledby={titleId}
        // persistent: neither the backdrop nor Escape closes it
        onClose={() => undefined}
        slotProps={{
          paper: { sx: isNarrow ? undefined : { width: 1200, maxWidth: 'calc(100% - 32px)', m: 2 } },
        }}
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {editorTitle(context.mode)}
          <IconButton
            aria-label={EDITOR_MESSAGES.close}
            onClick={onClose}
            disabled={editor.save.isPending}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          {context.mode === 'edit_after_start' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {EDITOR_MESSAGES.editAfterStartHint}
            </Alert>
          )}
          {isView && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {EDITOR_MESSAGES.viewHint}
            </Alert>
          )}
          <TextField
            label={EDITOR_MESSAGES.name}
            value={values.name}
            disabled={!canEditName}
            required
            autoFocus={context.mode === 'new' || context.mode === 'duplicate'}
            onChange={(event) => form.setValue('name', event.target.value, SET_OPTIONS)}
            error={Boolean(shownErrors.name)}
            helperText={shownErrors.name ?? describeLengthLimit(values.name, NAME_MAX_LENGTH) ?? nameHelp}
            sx={{ mt: 0, mb: 1, maxWidth: 720 }}
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
          />
          <Stepper nonLinear orientation="vertical" activeStep={editor.steps.indexOf(editor.activeStep)}>
            {editor.steps.map((step, index) => (
              <Step key={step}>
                <StepButton ref={stepButtonRef(step)} onClick={() => editor.goTo(step)}>
                  <StepLabel error={editor.stepHasErrors(step)}>{STEP_LABELS[step]}</StepLabel>
                </StepButton>
                <StepContent>
                  <Box onKeyDown={keepKeysInStep}>
                    <Box sx={{ pt: 1, pb: 1 }}>{content[step]}</Box>
                    <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                      {index > 0 && (
                        <Button onClick={() => moveByButton(() => editor.move(-1))}>
                          {EDITOR_MESSAGES.back}
                        </Button>
                      )}
                      {step !== 'summary' && (
                        <Button variant="outlined" onClick={() => moveByButton(() => editor.move(1))}>
                          {EDITOR_MESSAGES.next}
                        </Button>
                      )}
                    </Box>
                  </Box>
                </StepContent>
              </Step>
            ))}
          </Stepper>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} disabled={editor.save.isPending}>
            {isView ? EDITOR_MESSAGES.close : EDITOR_MESSAGES.cancel}
          </Button>
          {!isView && (
            <Button
              variant="contained"
              disabled={!editor.isValid || editor.save.isPending}
              onClick={() => setIsConfirming(true)}
              startIcon={
                editor.save.isPending ? (
                  <CircularProgress size={16} color="inherit" />
                ) : editor.save.isError ? (
                  <WarningAmberIcon aria-label={EDITOR_MESSAGES.saveFailed} data-testid="save-failed" />
                ) : undefined
              }
            >
              {editor.save.isPending ? EDITOR_MESSAGES.saving : EDITOR_MESSAGES.save}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={isConfirming}
        title={EDITOR_MESSAGES.confirmTitle}
        cancelLabel={EDITOR_MESSAGES.confirmNo}
        confirmLabel={EDITOR_MESSAGES.confirmYes}
        isPending={editor.save.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          // A double click reaches the button again while the dialog fades out: save once.
          if (!isConfirming || editor.save.isPending) return;
          setIsConfirming(false);
          editor.save.mutate();
        }}
      >
        {EDITOR_MESSAGES.confirmText(values.name.trim())}
      </ConfirmDialog>
    </LocalizationProvider>
  );
}
