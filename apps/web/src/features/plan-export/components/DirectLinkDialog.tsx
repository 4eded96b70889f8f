/**
 * The direct link and QR dialog of a plan (planning.md §2, width 600px): for each web app the plan
 * runs on (WA → collection app, WS → donation app) the link with the plan selected, a copy button,
 * the QR code shown as SVG and offered as SVG and PNG; a plan without web apps gets a note instead.
 */
import type { CollectionPlan, PlanDirectLinkEntry } from '@kollekta/contract';
import { WEB_APP_CLASSES } from '@kollekta/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { useMessages } from '../../message-bars';
import { planDirectLinksQuery } from '../api';
import { DIRECT_LINK_MESSAGES } from '../messages';

type Props = { plan: CollectionPlan; organizationId: number; onClose: () => void };

/** "direct link and QR dialog (width 600px)" */
const DIALOG_WIDTH = 600;
const QR_SHOWN_SIZE = 220;

export function DirectLinkDialog({ plan, organizationId, onClose }: Props) {
  const hasWebApps = plan.targets.some((target) => WEB_APP_CLASSES.includes(target));
  const { data, error } = useQuery({ ...planDirectLinksQuery(plan.id, organizationId), enabled: hasWebApps });
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="direct-link-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="direct-link-title">{DIRECT_LINK_MESSAGES.title(plan.name)}</DialogTitle>
      <DialogContent>
        {!hasWebApps ? (
          <Alert severity="info">{DIRECT_LINK_MESSAGES.noWebApps}</Alert>
        ) : error ? (
          <Alert severity="error">{describeApiError(error)}</Alert>
        ) : !data ? (
          <CircularProgress size={24} aria-label="…" />
        ) : data.links.length === 0 ? (
          <Alert severity="info">{DIRECT_LINK_MESSAGES.noWebApps}</Alert>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {DIRECT_LINK_MESSAGES.intro}
            </Typography>
            {data.links.map((link, index) => (
              <Fragment key={link.url}>
                {index > 0 && <Divider />}
                <DirectLinkEntry link={link} planId={plan.id} />
              </Fragment>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{DIRECT_LINK_MESSAGES.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DirectLinkEntry({ link, planId }: { link: PlanDirectLinkEntry; planId: number }) {
  const { showSuccess, showError } = useMessages();
  const label = DIRECT_LINK_MESSAGES.appLabels[link.device_class];
  const fileBase = `direktlink-${link.device_class === 'WA' ? 'kollekten-app' : 'spenden-app'}-${planId}`;
  const svgUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qr_svg)}`;
  const handleCopy = () => {
    if (!navigator.clipboard) {
      showError(DIRECT_LINK_MESSAGES.copyFailed);
      return;
    }
    navigator.clipboard.writeText(link.url).then(
      () => showSuccess(DIRECT_LINK_MESSAGES.copied),
      () => showError(DIRECT_LINK_MESSAGES.copyFailed),
    );
  };
  return (
    <Stack
      component="section"
      aria-label={label}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
    >
      <Box
        component="img"
        src={svgUrl}
        alt={DIRECT_LINK_MESSAGES.alt(link.url)}
        sx={{ width: QR_SHOWN_SIZE, height: QR_SHOWN_SIZE, flexShrink: 0 }}
      />
      <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Link href={link.url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
          {link.url}
        </Link>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={handleCopy}>
            {DIRECT_LINK_MESSAGES.copy}
          </Button>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            component="a"
            href={svgUrl}
            download={`${fileBase}.svg`}
          >
            {DIRECT_LINK_MESSAGES.downloadSvg}
          </Button>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            component="a"
            href={link.qr_png}
            download={`${fileBase}.png`}
          >
            {DIRECT_LINK_MESSAGES.downloadPng}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
