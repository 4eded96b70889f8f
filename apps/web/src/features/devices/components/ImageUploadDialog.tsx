/**
 * 'Bild hochladen' (devices-income-kirchgeld.md §5, §7): file, use (logo or background), limits
 * checked before sending ('Maximal 10 MB!' / 'Maximal 2 MB!'), the server checks content and size.
 * The upload button is disabled without a file or with an invalid form.
 */
import type { ContentImage } from '@kollekta/contract';
import {
  IMAGE_TYPE_LABELS,
  IMAGE_TYPES,
  type ImageType,
  imageTooLargeMessage,
  maxImageBytes,
} from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeApiError, readFieldErrors } from '../../../lib/api-client';
import { deviceKeys, uploadImage } from '../api';
import { UPLOAD_MESSAGES } from '../messages';

type Props = {
  open: boolean;
  organizationId: number;
  organizationUrl: string;
  initialTypes: readonly ImageType[];
  onClose: () => void;
  onUploaded: (image: ContentImage) => void;
};

export function ImageUploadDialog(props: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [types, setTypes] = useState<ImageType[]>([...props.initialTypes]);
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: uploadImage,
    meta: { handledStatuses: [400, 403] },
    onSuccess: async (image) => {
      await queryClient.invalidateQueries({ queryKey: deviceKeys.images(props.organizationId) });
      props.onUploaded(image);
    },
  });
  const sizeError =
    file && types.length > 0 && file.size > maxImageBytes(types) ? imageTooLargeMessage(types) : null;
  const serverError = upload.error
    ? (readFieldErrors(upload.error).file?.join(' ') ?? describeApiError(upload.error))
    : null;
  const isValid = file !== null && types.length > 0 && sizeError === null;

  const toggle = (type: ImageType, checked: boolean) =>
    setTypes((current) => (checked ? [...current, type] : current.filter((entry) => entry !== type)));

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{UPLOAD_MESSAGES.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" component="label">
              {UPLOAD_MESSAGES.chooseFile}
              <input
                hidden
                type="file"
                aria-label={UPLOAD_MESSAGES.file}
                accept="image/png,image/jpeg,image/bmp,image/svg+xml"
                onChange={(event) => {
                  upload.reset();
                  setFile(event.target.files?.[0] ?? null);
                }}
              />
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file?.name ?? UPLOAD_MESSAGES.fileRequired}
            </Typography>
          </Stack>
          <FormGroup>
            <FormLabel component="legend">{UPLOAD_MESSAGES.types}</FormLabel>
            {IMAGE_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                control={
                  <Checkbox
                    checked={types.includes(type)}
                    onChange={(event) => toggle(type, event.target.checked)}
                  />
                }
                label={IMAGE_TYPE_LABELS[type]}
              />
            ))}
          </FormGroup>
          <Typography variant="body2" color="text.secondary">
            {UPLOAD_MESSAGES.logoHelp} {UPLOAD_MESSAGES.backgroundHelp} {UPLOAD_MESSAGES.formats}
          </Typography>
          {(sizeError ?? serverError) && <Alert severity="error">{sizeError ?? serverError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{UPLOAD_MESSAGES.cancel}</Button>
        <Button
          variant="contained"
          disabled={!isValid || upload.isPending}
          onClick={() => file && upload.mutate({ file, types, organizationUrl: props.organizationUrl })}
        >
          {UPLOAD_MESSAGES.upload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
