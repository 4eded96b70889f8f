/** The registry file's upload: a file picker, 'Bitte Datei auswählen' without a file, 'Hochladen'. */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { readDetail, readFieldErrors } from '../../lib/api-client';
import { dataImportsKey, uploadRegistryFile } from './api';
import { KG_IMPORT_TEXTS as TEXTS } from './messages';

export function RegistryUploadCard({ tenantId }: { tenantId: number }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isTried, setIsTried] = useState(false);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadRegistryFile(tenantId, chosen),
    meta: { handledStatuses: [400] },
    onSuccess: async () => {
      setFile(null);
      setIsTried(false);
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: dataImportsKey(tenantId) });
    },
  });

  const handleUpload = () => {
    setIsTried(true);
    if (file) upload.mutate(file);
  };
  const uploadErrors = upload.isError
    ? (readFieldErrors(upload.error).file ?? [readDetail(upload.error) ?? ''])
    : [];

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {TEXTS.intro}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          {TEXTS.chooseFile}
          <input
            ref={input}
            hidden
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-label={TEXTS.chooseFile}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              upload.reset();
            }}
          />
        </Button>
        <Typography variant="body2">{file?.name ?? ''}</Typography>
        <Button variant="contained" onClick={handleUpload} disabled={upload.isPending}>
          {upload.isPending ? TEXTS.uploading : TEXTS.upload}
        </Button>
      </Stack>
      {isTried && !file && !upload.isSuccess && <Typography color="error">{TEXTS.noFile}</Typography>}
      {upload.isSuccess && <Alert severity="success">{TEXTS.uploaded}</Alert>}
      {uploadErrors.filter(Boolean).map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
    </Stack>
  );
}
