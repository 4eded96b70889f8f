/**
 * The donor web apps (devices-income-kirchgeld.md §2 "Embedding helpers", §9): the direct link
 * decides the app (/p/{id} collection app, /o/{id} donation app), its query the options of the
 * iframe generator ('gemeindeauswahl', 'klein') and a preselected collection (`collection`).
 */
import { parseWebAppPath, readLinkedPlanId, readWebAppOptions, type WebApp } from '@kollekta/domain';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useWebApp } from '../api';
import { DONOR_MESSAGES } from '../messages';
import { PreviewContext } from '../preview-context';
import { createDonorTheme } from '../theme';
import { AppFrame } from './AppFrame';
import { CollectionApp } from './CollectionApp';
import { DonationApp } from './DonationApp';
import { LoadingScreen, MessageScreen } from './MessageScreen';

/** The colour before the organisation's is known, and of the 404 page. */
const NEUTRAL = '#4a5560';

export function DonorApp({ location }: { location: Pick<Location, 'pathname' | 'search'> }) {
  const target = parseWebAppPath(location.pathname);
  const options = readWebAppOptions(location.search);
  const linkedPlanId = readLinkedPlanId(location.search);
  const app: WebApp = target?.app ?? 'john';
  const root = useWebApp(target?.organizationId ?? null, app);
  // 'Gemeindeauswahl anzeigen': a parish below the organisation, or null for the organisation itself
  const [parishId, setParishId] = useState<number | null>(null);
  const chosen = useWebApp(parishId, app);
  const rootData = root.state.kind === 'ready' ? root.state.data : null;
  const parishes = app === 'john' && options.showParishSelection ? (rootData?.sub_organizations ?? []) : [];
  const state = parishId === null ? root.state : chosen.state;
  const data = state.kind === 'ready' ? state.data : rootData;
  const color = data?.appearance.color ?? NEUTRAL;
  const theme = useMemo(() => createDonorTheme(color), [color]);

  let content: React.ReactNode;
  if (root.state.kind === 'notFound' || target === null) {
    content = <MessageScreen title={DONOR_MESSAGES.notFound.title} text={DONOR_MESSAGES.notFound.text} />;
  } else if (root.state.kind === 'failed') {
    content = <MessageScreen text={DONOR_MESSAGES.failed} onRetry={root.retry} />;
  } else if (!rootData || !data) {
    content = <LoadingScreen />;
  } else {
    content = (
      <AppFrame
        data={data}
        isSmall={options.small}
        parishSelection={
          parishes.length > 0
            ? { organization: rootData.organization, parishes, selectedId: parishId, onSelect: setParishId }
            : null
        }
      >
        {state.kind === 'ready' ? (
          app === 'john' ? (
            <CollectionApp
              key={state.data.organization.id}
              data={state.data}
              linkedPlanId={linkedPlanId}
              isSmall={options.small}
            />
          ) : (
            <DonationApp key={state.data.organization.id} data={state.data} linkedPlanId={linkedPlanId} />
          )
        ) : state.kind === 'failed' || state.kind === 'notFound' ? (
          <MessageScreen inline text={DONOR_MESSAGES.failed} onRetry={chosen.retry} />
        ) : (
          <LoadingScreen inline />
        )}
      </AppFrame>
    );
  }
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PreviewContext.Provider value={options.isPreview}>{content}</PreviewContext.Provider>
    </ThemeProvider>
  );
}
