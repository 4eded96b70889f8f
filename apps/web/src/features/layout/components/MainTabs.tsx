/**
 * The areas of an organisation in the app bar: Planung, Geräte, Einnahmen, each shown only with
 * the permission it needs. A tab whose page is not built yet is disabled.
 */
import type { OrganizationSummary } from '@kollekta/contract';
import type { PermissionCheck } from '@kollekta/domain';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useMatches } from 'react-router';
import { readRouteHandle } from '../../../lib/route-handle';
import { canDo } from '../../organizations';
import { LAYOUT_MESSAGES } from '../messages';

type AreaTab = {
  label: string;
  permission: PermissionCheck;
  /** the area's page and its route name; none yet: the tab is disabled */
  page?: { routeName: string; path: (organizationId: number) => string };
};

const TABS: readonly AreaTab[] = [
  {
    label: LAYOUT_MESSAGES.tabPlanning,
    permission: 'interactCollectionPlan',
    // organization.plans; without a year it opens the current one
    page: { routeName: 'organization.plans', path: (id) => `/o/${id}/plans` },
  },
  {
    label: LAYOUT_MESSAGES.tabDevices,
    permission: 'READ',
    page: { routeName: 'organization.devices', path: (id) => `/o/${id}/devices` },
  },
  {
    label: LAYOUT_MESSAGES.tabIncome,
    permission: 'readOther',
    page: { routeName: 'organization.collections', path: (id) => `/o/${id}/collections` },
  },
];

export function visibleTabs(organization: Pick<OrganizationSummary, 'permissions'>): string[] {
  return TABS.filter((tab) => canDo(organization, tab.permission)).map((tab) => tab.label);
}

export function MainTabs({ organization }: { organization: OrganizationSummary }) {
  const routeNames = useMatches().map((match) => readRouteHandle(match.handle).name);
  const tabs = TABS.filter((tab) => canDo(organization, tab.permission));
  if (tabs.length === 0) return null;
  const current = tabs.find((tab) => tab.page && routeNames.includes(tab.page.routeName));
  return (
    <Tabs
      value={current?.label ?? false}
      aria-label={LAYOUT_MESSAGES.mainNavigation}
      textColor="inherit"
      variant="scrollable"
      scrollButtons={false}
      sx={{
        minHeight: 48,
        // MUI dims unselected tabs to 60 %, too faint on the app bar (WCAG 1.4.3 needs 4.5:1)
        '& .MuiTab-root': { opacity: 0.85 },
        '& .MuiTab-root.Mui-selected': { opacity: 1 },
        '& .MuiTab-root.Mui-disabled': { color: 'inherit', opacity: 0.6 },
        '& .MuiTabs-indicator': { bgcolor: 'common.white', height: 3 },
      }}
    >
      {tabs.map((tab) =>
        tab.page ? (
          <Tab
            key={tab.label}
            value={tab.label}
            label={tab.label}
            component={RouterLink}
            to={tab.page.path(organization.id)}
            sx={{ minHeight: 48, fontWeight: 500, fontSize: '0.95rem' }}
          />
        ) : (
          <Tab
            key={tab.label}
            value={tab.label}
            label={tab.label}
            disabled
            sx={{ minHeight: 48, fontWeight: 500, fontSize: '0.95rem' }}
          />
        ),
      )}
    </Tabs>
  );
}
