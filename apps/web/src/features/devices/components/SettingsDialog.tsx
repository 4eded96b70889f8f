/**
 * The settings of a device or web app (devices-income-kirchgeld.md §2 "Device and web app settings
 * form"): every setting with its value, its source and its inherit flag, 'Zurücksetzen', 'Ort
 * zuweisen' for hardware, image upload; 'Speichern' is disabled until something changed.
 * A dialog from the device card; on a web app's own page the same form stands in the page.
 */
import type { SettingsView } from '@kollekta/contract';
import { type ImageType, SETTING_DEFINITIONS } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { readFieldErrors } from '../../../lib/api-client';
import { useMessages } from '../../message-bars';
import { deviceKeys, imagesQuery, type SettingsTarget, saveSettings, settingsQuery } from '../api';
import { SETTINGS_MESSAGES } from '../messages';
import {
  buildChange,
  type FormState,
  hasChanges,
  initialFormState,
  shownValue,
  sourceText,
  validateForm,
} from '../settings-form';
import { ImageUploadDialog } from './ImageUploadDialog';
import { SettingField } from './SettingField';

type Props = {
  target: SettingsTarget;
  title: string;
  organizationId: number;
  organizationUrl: string;
  canChange: boolean;
  onClose: () => void;
};

/** The form without a dialog around it: 'Abbrechen' discards the changes, 'Speichern' keeps the page. */
export function SettingsPanel(props: Omit<Props, 'title' | 'onClose'>) {
  const { data: view, isPending, dataUpdatedAt } = useQuery(settingsQuery(props.target));
  if (isPending || !view) return <SettingsLoading />;
  // a saved form starts again from what the server now holds
  return <SettingsForm key={dataUpdatedAt} {...props} view={view} layout="page" />;
}

function SettingsLoading() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={20} />
      <Typography>{SETTINGS_MESSAGES.loading}</Typography>
    </Stack>
  );
}

export function SettingsDialog(props: Props) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { data: view, isPending } = useQuery(settingsQuery(props.target));
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isNarrow}
      aria-labelledby="settings-title"
    >
      <DialogTitle id="settings-title">{props.title}</DialogTitle>
      {isPending || !view ? (
        <DialogContent>
          <SettingsLoading />
        </DialogContent>
      ) : (
        <SettingsForm {...props} view={view} layout="dialog" />
      )}
    </Dialog>
  );
}

type FormProps = Omit<Props, 'title' | 'onClose'> & {
  view: SettingsView;
  layout: 'dialog' | 'page';
  onClose?: () => void;
};

function SettingsForm(props: FormProps) {
  const { view, target, layout } = props;
  const initial = useMemo(() => initialFormState(view), [view]);
  const [state, setState] = useState<FormState>(initial);
  const [uploadFor, setUploadFor] = useState<{ key: string; types: readonly ImageType[] } | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const { data: images = [] } = useQuery(imagesQuery(props.organizationId));
  const queryClient = useQueryClient();
  const { showSuccess } = useMessages();
  const change = buildChange(view, initial, state);
  const errors = { ...validateForm(view.device_type, view, state, change), ...serverErrors };
  const isChanged = hasChanges(change);
  const isValid = Object.keys(errors).length === 0;

  const save = useMutation({
    mutationFn: () => saveSettings(target, change),
    meta: { handledStatuses: [400] },
    onSuccess: async (saved) => {
      queryClient.setQueryData(deviceKeys.settings(target), saved);
      await queryClient.invalidateQueries({ queryKey: ['devices', 'list'] });
      showSuccess(SETTINGS_MESSAGES.saved);
      props.onClose?.();
    },
    onError: (error) => setServerErrors(readFieldErrors(error)),
  });

  const setField = (key: string, patch: { isLocal: boolean; value: unknown }) => {
    setServerErrors({});
    setState((current) => ({ ...current, fields: { ...current.fields, [key]: patch } }));
  };
  const isReadOnly = !props.canChange;
  const Content = layout === 'dialog' ? DialogContent : Box;
  const Actions = layout === 'dialog' ? DialogActions : PageActions;

  return (
    <>
      <Content {...(layout === 'dialog' ? { dividers: true } : {})}>
        <Stack spacing={2.5} divider={<Divider flexItem />}>
          {isReadOnly && <Alert severity="info">{SETTINGS_MESSAGES.readOnly}</Alert>}
          {target.kind === 'organization' && (
            <Typography variant="body2" color="text.secondary">
              {SETTINGS_MESSAGES.typeHelp}
            </Typography>
          )}
          {view.settings.length === 0 && <Typography>{SETTINGS_MESSAGES.noSettings}</Typography>}
          {target.kind === 'device' && view.locations.length > 0 && (
            <Autocomplete
              options={view.locations}
              getOptionLabel={(option) => option.name}
              value={view.locations.find((location) => location.url === state.location) ?? null}
              onChange={(_event, location) =>
                setState((current) => ({ ...current, location: location?.url ?? null }))
              }
              disabled={isReadOnly}
              renderInput={(params) => (
                <TextField
                  {...params}
                  size="small"
                  label={SETTINGS_MESSAGES.location}
                  placeholder={SETTINGS_MESSAGES.noLocation}
                />
              )}
            />
          )}
          {view.settings.map((setting) => {
            const field = state.fields[setting.key];
            if (!field) return null;
            const definition = SETTING_DEFINITIONS[setting.key];
            const isMaximumLocked = setting.key === 'maxInputValue' && !view.may_change_maximum;
            return (
              <Box key={setting.key} data-testid={`setting-${setting.key}`}>
                <SettingField
                  settingKey={setting.key}
                  value={shownValue(setting, field)}
                  onChange={(value) => setField(setting.key, { isLocal: true, value })}
                  error={errors[setting.key]?.join(' ')}
                  isReadOnly={isReadOnly || isMaximumLocked}
                  images={images}
                  onUpload={() => setUploadFor({ key: setting.key, types: definition.imageTypes ?? [] })}
                />
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                  <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
                    {sourceText(view, setting, field)}
                  </Typography>
                  <FormControlLabel
                    disabled={isReadOnly || isMaximumLocked}
                    control={
                      <Checkbox
                        size="small"
                        checked={!field.isLocal}
                        onChange={(event) =>
                          setField(
                            setting.key,
                            event.target.checked
                              ? { isLocal: false, value: setting.inheritedValue }
                              : { isLocal: true, value: setting.inheritedValue },
                          )
                        }
                      />
                    }
                    label={<Typography variant="caption">{SETTINGS_MESSAGES.inherit}</Typography>}
                  />
                  {field.isLocal && !isReadOnly && !isMaximumLocked && (
                    <Button
                      size="small"
                      onClick={() => setField(setting.key, { isLocal: false, value: setting.inheritedValue })}
                    >
                      {SETTINGS_MESSAGES.reset}
                    </Button>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </Content>
      <Actions>
        <Button
          onClick={() => (props.onClose ? props.onClose() : setState(initial))}
          disabled={layout === 'page' && !isChanged}
        >
          {SETTINGS_MESSAGES.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={isReadOnly || !isChanged || !isValid || save.isPending}
          onClick={() => save.mutate()}
        >
          {SETTINGS_MESSAGES.save}
        </Button>
      </Actions>
      {uploadFor && (
        <ImageUploadDialog
          open
          organizationId={props.organizationId}
          organizationUrl={props.organizationUrl}
          initialTypes={uploadFor.types}
          onClose={() => setUploadFor(null)}
          onUploaded={(image) => {
            setField(uploadFor.key, { isLocal: true, value: image.hash });
            setUploadFor(null);
          }}
        />
      )}
    </>
  );
}

function PageActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, mt: 2 }}>
      {children}
    </Stack>
  );
}
