/**
 * One-time codes: set up with QR code, a confirming code and the current password, recovery codes
 * shown once, switch off with the current password or a code. The server asks for the password so
 * that a stolen session cannot change the second factor.
 */
import type { User } from '@kollekta/contract';
import { AUTH_MESSAGES, validateOtp } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readFieldErrors } from '../../../lib/api-client';
import { confirmOtpEnrolment, describeCurrentPasswordFailure, removeOtp, startOtpEnrolment } from '../api';
import { PROFILE_MESSAGES } from '../messages';
import { useSuccessIndicator } from '../use-success-indicator';
import { CurrentPasswordField } from './CurrentPasswordField';
import { ProfileSection } from './ProfileSection';
import { SuccessIndicator } from './SuccessIndicator';

export function OtpSection({ user }: { user: User }) {
  const [isSaved, showSaved] = useSuccessIndicator();
  const [dialog, setDialog] = useState<'enrol' | 'remove' | null>(null);
  const queryClient = useQueryClient();
  const handleChanged = () => {
    queryClient.invalidateQueries({ queryKey: ['user', 'me'] });
    showSaved();
  };
  // Started by the click, once: the secret shown must be the one the server holds as pending.
  const start = useMutation({ mutationFn: startOtpEnrolment, onSuccess: () => setDialog('enrol') });
  return (
    <ProfileSection
      title={PROFILE_MESSAGES.otp}
      action={<SuccessIndicator isVisible={isSaved} />}
      testId="profile-otp"
    >
      <Typography color="text.secondary">
        {user.has_otp ? PROFILE_MESSAGES.otpActive : PROFILE_MESSAGES.otpInactive}
      </Typography>
      <Button
        variant="outlined"
        sx={{ mt: 1.5 }}
        loading={start.isPending}
        onClick={() => (user.has_otp ? setDialog('remove') : start.mutate())}
      >
        {user.has_otp ? PROFILE_MESSAGES.otpRemove : PROFILE_MESSAGES.otpSetUp}
      </Button>
      {dialog === 'enrol' && start.data && (
        <EnrolDialog enrolment={start.data} onClose={() => setDialog(null)} onEnrolled={handleChanged} />
      )}
      {dialog === 'remove' && (
        <RemoveDialog
          onClose={() => setDialog(null)}
          onRemoved={() => {
            setDialog(null);
            handleChanged();
          }}
        />
      )}
    </ProfileSection>
  );
}

type Enrolment = Awaited<ReturnType<typeof startOtpEnrolment>>;

function EnrolDialog(props: { enrolment: Enrolment; onClose: () => void; onEnrolled: () => void }) {
  const { enrolment, onClose, onEnrolled } = props;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: () => confirmOtpEnrolment(code, currentPassword),
    meta: { handledStatuses: [400, 429] },
    onSuccess: onEnrolled,
    onError: (error) => {
      const aboutPassword = describeCurrentPasswordFailure(error);
      setCurrentError(aboutPassword);
      if (!aboutPassword) setCodeError(AUTH_MESSAGES.otpInvalid);
    },
  });
  const recoveryCodes = confirm.data?.recovery_codes;

  return (
    <Dialog open onClose={recoveryCodes ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        {recoveryCodes ? PROFILE_MESSAGES.recoveryTitle : PROFILE_MESSAGES.otpDialogTitle}
      </DialogTitle>
      <DialogContent>
        {recoveryCodes ? (
          <Stack spacing={1.5}>
            <Alert severity="warning">{PROFILE_MESSAGES.recoveryIntro}</Alert>
            <Box
              component="ul"
              data-testid="recovery-codes"
              sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, pl: 3, m: 0 }}
            >
              {recoveryCodes.map((recoveryCode) => (
                <li key={recoveryCode}>{recoveryCode}</li>
              ))}
            </Box>
          </Stack>
        ) : (
          <Stack
            component="form"
            id="otp-enrol-form"
            noValidate
            spacing={1.5}
            onSubmit={(event) => {
              event.preventDefault();
              const message = validateOtp(code);
              const missing = currentPassword ? null : AUTH_MESSAGES.currentPasswordRequired;
              setCodeError(message);
              setCurrentError(missing);
              if (!message && !missing) confirm.mutate();
            }}
          >
            <Typography>{PROFILE_MESSAGES.otpScan}</Typography>

            <Box
              component="img"
              src={enrolment.qr_code}
              alt={PROFILE_MESSAGES.otpQrAlt}
              sx={{ width: 200, height: 200, alignSelf: 'center' }}
            />
            <TextField
              label={PROFILE_MESSAGES.otpSecret}
              value={enrolment.secret}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'otp-secret' } }}
              sx={{ '& input': { fontFamily: 'monospace' } }}
            />

            <TextField
              label={PROFILE_MESSAGES.otpCode}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              error={Boolean(codeError)}
              helperText={codeError}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <CurrentPasswordField
              value={currentPassword}
              onChange={(value) => {
                setCurrentPassword(value);
                setCurrentError(null);
              }}
              error={currentError}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {recoveryCodes ? (
          <Button variant="contained" onClick={onClose}>
            {PROFILE_MESSAGES.done}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{PROFILE_MESSAGES.cancel}</Button>
            <Button type="submit" form="otp-enrol-form" variant="contained" loading={confirm.isPending}>
              {PROFILE_MESSAGES.otpConfirm}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function RemoveDialog({ onClose, onRemoved }: { onClose: () => void; onRemoved: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const remove = useMutation({
    mutationFn: () => removeOtp(password ? { current_password: password } : { code }),
    meta: { handledStatuses: [400, 429] },
    onSuccess: onRemoved,
  });
  const failure = remove.error
    ? (describeCurrentPasswordFailure(remove.error) ??
      readFieldErrors(remove.error).code?.[0] ??
      AUTH_MESSAGES.loginFailed)
    : null;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{PROFILE_MESSAGES.otpRemoveTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography>{PROFILE_MESSAGES.otpRemoveIntro}</Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <CurrentPasswordField value={password} onChange={setPassword} />
          <TextField
            label={PROFILE_MESSAGES.orCode}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{PROFILE_MESSAGES.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!password && code.trim().length < 6}
          loading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {PROFILE_MESSAGES.otpRemoveConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
