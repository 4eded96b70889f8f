/**
 * The own page of an organisation's collection app (`#/o/{id}/kollekteapp`, organization.kollekteapp)
 * or donation app (`#/o/{id}/spendeapp`, organization.spendeapp), planning.md §2: its settings, its
 * embedding (code, direct link, QR code) and the live preview, the same parts as its device card.
 * Shown to whoever sees the card (the device list answers it); others read the spec's refusal.
 */
import type { Device } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import {
  canDo,
  findWebApp,
  organizationName,
  organizationQuery,
  useCurrentOrganizationId,
  WEB_APP_PAGES,
  type WebAppPage as WebAppPageName,
} from '../../organizations';
import { devicesQuery } from '../api';
import { WEB_APP_PAGE_MESSAGES as TEXT } from '../messages';
import { EmbedGenerator } from './EmbedGenerator';
import { QrCodePanel } from './QrCodePanel';
import { SettingsPanel } from './SettingsDialog';
import { WebAppPreview } from './WebAppPreview';

export function WebAppPage({ page }: { page: WebAppPageName }) {
  const id = useCurrentOrganizationId();
  if (id === null) return <Navigate to="/" replace />;
  return <WebAppScreen key={`${id}|${page}`} organizationId={id} page={page} />;
}

function WebAppScreen({ organizationId, page }: { organizationId: number; page: WebAppPageName }) {
  const { data: organization } = useQuery(organizationQuery(organizationId));
  const mayReadDevices = organization ? canDo(organization, 'READ') : false;
  const devices = useQuery({ ...devicesQuery(organizationId, false), enabled: mayReadDevices });
  if (!organization) return null; // the organisation area shows loading and errors
  // the same rule as the card: the device list answers only who may read the devices
  if (!mayReadDevices || (isApiError(devices.error) && devices.error.status === 404)) {
    return <Refusal text={TEXT.noPermission} />;
  }
  if (!devices.data) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CircularProgress size={24} />
        <Typography>{TEXT.loading}</Typography>
      </Stack>
    );
  }
  const app = findWebApp(devices.data, organizationId, page);
  if (!app) return <Refusal text={TEXT.notEnabled[page]} />;
  return <WebAppSections app={app} page={page} organizationName={organizationName(organization)} />;
}

function Refusal({ text }: { text: string }) {
  return <Alert severity="warning">{text}</Alert>;
}

function WebAppSections(props: { app: Device; page: WebAppPageName; organizationName: string }) {
  const { app, page } = props;
  const organizationId = app.organization.id;
  const embeddable = WEB_APP_PAGES[page].app;
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1">{TEXT.titles[page]}</Typography>
        <Typography color="text.secondary">{props.organizationName}</Typography>
        <Typography sx={{ mt: 1 }}>{TEXT.intro[page]}</Typography>
      </div>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section title={TEXT.embed}>
            <EmbedGenerator app={embeddable} organizationId={organizationId} />
          </Section>
          {/* settings only for who may change them, as the card's settings button */}
          {app.can_change_settings && (
            <Section title={TEXT.settings}>
              <SettingsPanel
                target={{ kind: 'organization', organizationId, type: embeddable }}
                organizationId={organizationId}
                organizationUrl={app.organization.url}
                canChange={app.can_change_settings}
              />
            </Section>
          )}
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section title={TEXT.preview}>
            <WebAppPreview type={app.type} organizationId={organizationId} title={TEXT.previewOf(app.name)} />
          </Section>
          <Section title={TEXT.qrCode}>
            <QrCodePanel app={embeddable} organizationId={organizationId} />
          </Section>
        </Stack>
      </Box>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
