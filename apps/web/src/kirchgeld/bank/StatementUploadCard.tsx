/** The upload of a CAMT statement and the last uploads with what each added. */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { readDetail, readFieldErrors } from '../../lib/api-client';
import { formatDateTime } from '../../lib/date-format';
import { BANK_KEY, bankStatementsQuery, uploadStatement } from './api';
import { KG_BANK_TEXTS as TEXTS } from './messages';

export function StatementUploadCard({ tenantId }: { tenantId: number }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isTried, setIsTried] = useState(false);
  const statements = useQuery(bankStatementsQuery(tenantId));
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadStatement(tenantId, chosen),
    meta: { handledStatuses: [400] },
    onSuccess: async () => {
      setFile(null);
      setIsTried(false);
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: [BANK_KEY] });
      await queryClient.invalidateQueries({ queryKey: bankStatementsQuery(tenantId).queryKey });
    },
  });
  const errors = upload.isError
    ? (readFieldErrors(upload.error).file ?? [readDetail(upload.error) ?? ''])
    : [];
  const history = statements.data?.results ?? [];

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {TEXTS.uploadTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {TEXTS.uploadIntro}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          {TEXTS.chooseFile}
          <input
            ref={input}
            hidden
            type="file"
            accept=".xml,application/xml,text/xml"
            aria-label={TEXTS.chooseFile}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              upload.reset();
            }}
          />
        </Button>
        <Typography variant="body2">{file?.name ?? ''}</Typography>
        <Button
          variant="contained"
          disabled={upload.isPending}
          onClick={() => {
            setIsTried(true);
            if (file) upload.mutate(file);
          }}
        >
          {upload.isPending ? TEXTS.uploading : TEXTS.upload}
        </Button>
      </Stack>
      {isTried && !file && !upload.isSuccess && <Typography color="error">{TEXTS.noFile}</Typography>}
      {upload.isSuccess && (
        <Alert severity="success">
          {TEXTS.uploaded(upload.data.imported_count, upload.data.duplicate_count)}
        </Alert>
      )}
      {errors.filter(Boolean).map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      {history.length > 0 && (
        <Table size="small" aria-label={TEXTS.history}>
          <TableHead>
            <TableRow>
              <TableCell>{TEXTS.history}</TableCell>
              <TableCell align="right">neu</TableCell>
              <TableCell align="right">bereits vorhanden</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((statement) => (
              <TableRow key={statement.id}>
                <TableCell>
                  {statement.file_name}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {formatDateTime(statement.created_at)} · {statement.message_type}
                  </Typography>
                </TableCell>
                <TableCell align="right">{statement.imported_count}</TableCell>
                <TableCell align="right">{statement.duplicate_count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
