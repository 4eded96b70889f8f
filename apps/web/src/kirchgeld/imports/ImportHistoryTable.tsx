/**
 * The history of registry imports: one row each (Datum, Datei, Status, Dauer, Zeilen, Verheiratet,
 * Neu, Geändert, Beendet, Fehler) with the progress of a running one; a row opens to the broken lines
 * and the notes of its report.
 */
import type { KgDataImport } from '@kollekta/contract';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../lib/date-format';
import { isImportRunning } from './api';
import { KG_IMPORT_TEXTS as TEXTS } from './messages';

const COLUMNS = TEXTS.columns;
const count = (value: number) => value.toLocaleString('de-DE');

export function ImportHistoryTable({ imports }: { imports: readonly KgDataImport[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={TEXTS.historyTitle}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{COLUMNS.date}</TableCell>
            <TableCell>{COLUMNS.file}</TableCell>
            <TableCell>{COLUMNS.state}</TableCell>
            <TableCell align="right">{COLUMNS.duration}</TableCell>
            <TableCell align="right">{COLUMNS.lines}</TableCell>
            <TableCell align="right">{COLUMNS.married}</TableCell>
            <TableCell align="right">{COLUMNS.created}</TableCell>
            <TableCell align="right">{COLUMNS.changed}</TableCell>
            <TableCell align="right">{COLUMNS.ended}</TableCell>
            <TableCell align="right">{COLUMNS.errors}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {imports.map((item) => (
            <ImportRow key={item.id} item={item} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ImportRow({ item }: { item: KgDataImport }) {
  const [isOpen, setIsOpen] = useState(false);
  const state = item.processing_state;
  const isRunning = isImportRunning(item);
  const hasCounts = item.state === 'running' || item.state === 'finished';
  return (
    <>
      <TableRow
        data-testid={`data-import-${item.id}`}
        sx={{ '& > td': { borderBottom: isOpen ? 'unset' : undefined } }}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={isOpen ? TEXTS.hideDetails : TEXTS.showDetails}
            aria-expanded={isOpen}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{formatDateTime(item.created_at)}</TableCell>
        <TableCell sx={{ wordBreak: 'break-all' }}>{item.file_name}</TableCell>
        <TableCell>
          {TEXTS.states[item.state]}
          {isRunning && (
            <Stack spacing={0.5} sx={{ minWidth: 140, mt: 0.5 }}>
              <LinearProgress
                variant={state.progress.total > 0 ? 'determinate' : 'indeterminate'}
                value={state.progress.total > 0 ? (100 * state.progress.done) / state.progress.total : 0}
                aria-label={TEXTS.states[item.state]}
              />
              {state.progress.total > 0 && (
                <Typography variant="caption">
                  {TEXTS.progress(state.progress.done, state.progress.total)}
                </Typography>
              )}
            </Stack>
          )}
        </TableCell>
        <TableCell align="right">{state.duration === null ? '–' : TEXTS.duration(state.duration)}</TableCell>
        <TableCell align="right">{hasCounts ? count(state.input_lines) : '–'}</TableCell>
        <TableCell align="right">{hasCounts ? count(state.married) : '–'}</TableCell>
        <TableCell align="right">{hasCounts ? count(state.created) : '–'}</TableCell>
        <TableCell align="right">{hasCounts ? count(state.changed) : '–'}</TableCell>
        <TableCell align="right">{hasCounts ? count(state.ended) : '–'}</TableCell>
        <TableCell align="right">{hasCounts ? count(state.error_count) : '–'}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={11} sx={{ py: 0 }}>
          <Collapse in={isOpen} timeout="auto" unmountOnExit>
            <ImportDetails item={item} />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

function ImportDetails({ item }: { item: KgDataImport }) {
  const state = item.processing_state;
  const hasNothing = state.errors.length === 0 && state.warnings.length === 0 && !state.detail;
  return (
    <Stack spacing={1} sx={{ py: 1.5 }}>
      {state.detail && <Alert severity="error">{state.detail}</Alert>}
      {state.warnings.length > 0 && (
        <Alert severity="info">
          <strong>{TEXTS.warnings}</strong>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {state.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Alert>
      )}
      {state.errors.length > 0 && (
        <Alert severity="warning">
          {TEXTS.brokenLines(state.error_count)}
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {state.errors.map((error) => (
              <li key={`${error.line}:${error.message}`}>{error.message}</li>
            ))}
          </ul>
          {state.error_count > state.errors.length &&
            TEXTS.moreErrors(state.errors.length, state.error_count)}
        </Alert>
      )}
      {hasNothing && <Typography variant="body2">{TEXTS.noDetails}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {item.state === 'finished' && `${TEXTS.unchanged(state.unchanged)} `}
        {item.encoding && TEXTS.encoding(item.encoding)}
      </Typography>
    </Stack>
  );
}
