/**
 * organization.print at `#/o/{id}/print/{collection}` (planning.md §2 "Named routes"): the whole
 * evaluation of one collection without the app around it, every single donation listed. It opens
 * the print dialog once the data is there and closes its window when printing is done.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/date-format';
import { canDo, organizationName, organizationQuery } from '../../organizations';
import { evaluationPlanQuery } from '../api';
import { EVALUATION_MESSAGES } from '../messages';
import { useEvaluation } from '../use-evaluation';
import { EvaluationPeriod } from './EvaluationDialog';
import { EvaluationReport } from './EvaluationReport';

const PRINT_STYLES = {
  '@page': { margin: '15mm' },
  '@media print': { '[data-print="hide"]': { display: 'none !important' } },
};

/** Opens the print dialog once when `isReady` turns true; closes the window after printing. */
function usePrintOnce(isReady: boolean) {
  const hasPrinted = useRef(false);
  useEffect(() => {
    const handleAfterPrint = () => window.close();
    window.addEventListener('afterprint', handleAfterPrint);
    return () => window.removeEventListener('afterprint', handleAfterPrint);
  }, []);
  useEffect(() => {
    if (!isReady || hasPrinted.current) return;
    hasPrinted.current = true;
    // after the browser has laid out the report
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => window.print()));
    return () => cancelAnimationFrame(frame);
  }, [isReady]);
}

export function EvaluationPrintPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const organizationId = Number(params.id);
  const planId = Number(params.collection);
  const recursive = search.get('recursive') === 'true';
  const organization = useQuery(organizationQuery(organizationId));
  const mayRead = organization.data ? canDo(organization.data, 'readOther') : false;
  const plan = useQuery({
    ...evaluationPlanQuery(organizationId, planId),
    enabled: mayRead,
    meta: { handledStatuses: [404] },
  });
  const evaluation = useEvaluation(organizationId, recursive, plan.data ?? null);
  const payments = evaluation.payments;
  usePrintOnce(Boolean(plan.data && payments));

  let body: ReactNode;
  if (organization.isError || (organization.data && !mayRead)) {
    body = <Alert severity="info">{EVALUATION_MESSAGES.printNoAccess}</Alert>;
  } else if (plan.isError) {
    body = <Alert severity="info">{EVALUATION_MESSAGES.printNotFound}</Alert>;
  } else if (evaluation.isError) {
    body = <Alert severity="error">{EVALUATION_MESSAGES.loadFailed}</Alert>;
  } else if (!organization.data || !plan.data || !payments) {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status">
        <CircularProgress size={24} />
        <Typography>{EVALUATION_MESSAGES.printLoading}</Typography>
      </Stack>
    );
  } else {
    body = (
      <>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
        >
          <Box>
            <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
              {EVALUATION_MESSAGES.title(plan.data.name)}
            </Typography>
            <Typography color="text.secondary">
              {EVALUATION_MESSAGES.printOrganization(organizationName(organization.data))}
            </Typography>
            <EvaluationPeriod range={evaluation.range} />
          </Box>
          <Button variant="outlined" data-print="hide" onClick={() => window.print()}>
            {EVALUATION_MESSAGES.printAgain}
          </Button>
        </Stack>
        <EvaluationReport payments={payments} isPrint />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
          {EVALUATION_MESSAGES.printedAt(formatDateTime(new Date().toISOString()))}
        </Typography>
      </>
    );
  }
  return (
    <Box
      component="main"
      sx={{ maxWidth: 1000, mx: 'auto', p: { xs: 2, sm: 3 }, bgcolor: 'background.paper' }}
    >
      <GlobalStyles styles={PRINT_STYLES} />
      {body}
    </Box>
  );
}
