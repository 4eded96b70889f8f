/**
 * The menu of an organisation's own pages (administration.md §2 "Organisation submenu"). Entries
 * follow the spec's visibility rules; an entry whose page is not built yet is not shown.
 * A list on the left on wide screens; a collapsible section on narrow ones.
 */
import type { DonorListAvailability, OrganizationDetail, OrganizationSummary } from '@kollekta/contract';
import {
  type OrganizationLevel,
  READ_DONOR_LISTS,
  READ_INCOME,
  RECEIPT_LIST_PERMISSIONS,
} from '@kollekta/domain';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { directDebitFilesQuery } from '../../direct-debits';
import { donorListsQuery } from '../api';
import { ORGANIZATION_MESSAGES, SUBMENU_LABELS } from '../messages';
import { canDo } from '../organization-access';

type SubmenuKey = keyof typeof SUBMENU_LABELS;
/** the detail's valid_features decide feature-gated entries; a summary alone shows none of them */
type SubmenuOrganization = Pick<OrganizationSummary, 'permissions' | 'level'> &
  Partial<Pick<OrganizationDetail, 'valid_features'>>;

const DISBURSEMENT_LEVELS: readonly OrganizationLevel[] = ['region', 'district', 'parish', 'other'];

/**
 * The spec's entries in the spec's order with their visibility rules. Information requests and
 * recurring donations show with their feature flag (allow_email_contact, allow_recurring_payments)
 * where the caller may read them, as the server answers; 'Lastschriftdateien' shows where
 * direct-debit files exist (only administrators may list them). 'Zuwendungsbestätigungen' shows
 * for administrators and treasurers, who may read and handle the receipts. 'Kollektenweiterleitung'
 * shows with a valid DisbursementOrderFeature on levels region, district, parish and other.
 */
const SUBMENU: readonly {
  key: SubmenuKey;
  isVisible: (
    organization: SubmenuOrganization,
    donorLists: DonorListAvailability,
    hasDirectDebitFiles: boolean,
  ) => boolean;
}[] = [
  { key: 'details', isVisible: () => true },
  { key: 'users', isVisible: (organization) => canDo(organization, 'MANAGE_USERS') },
  { key: 'notifications', isVisible: () => true },
  { key: 'locations', isVisible: () => true },
  {
    key: 'donationReceipts',
    isVisible: (organization) => RECEIPT_LIST_PERMISSIONS.some((check) => canDo(organization, check)),
  },
  { key: 'subscribers', isVisible: (_organization, donorLists) => donorLists.information_requests },
  {
    key: 'directDebits',
    isVisible: (_organization, _donorLists, hasDirectDebitFiles) => hasDirectDebitFiles,
  },
  { key: 'recurringDonations', isVisible: (_organization, donorLists) => donorLists.recurring_payments },
  // 'Kollektenbuch' (§2 "Lists", issue 16): for whoever may read the organisation's income
  { key: 'book', isVisible: (organization) => canDo(organization, READ_INCOME) },
  {
    key: 'disbursementOrders',
    isVisible: (organization) =>
      DISBURSEMENT_LEVELS.includes(organization.level) &&
      (organization.valid_features ?? []).includes('DisbursementOrderFeature'),
  },
  { key: 'invoicing', isVisible: () => true },
  { key: 'overview', isVisible: () => true },
  // the church-tax app (issue 18): its own app at /kirchgeld/, for organisations with the feature
  {
    key: 'kirchgeld',
    isVisible: (organization) => (organization.valid_features ?? []).includes('KirchgeldDigitalFeature'),
  },
];

const NO_DONOR_LISTS: DonorListAvailability = { recurring_payments: false, information_requests: false };

/** The pages of the submenu that are built, by the path below `#/o/{id}/`. */
const BUILT_PAGES: Partial<Record<SubmenuKey, string>> = {
  details: 'details',
  users: 'users',
  notifications: 'notifications',
  locations: 'locations',
  donationReceipts: 'donation-receipts',
  subscribers: 'subscribers',
  recurringDonations: 'recurring-donations',
  directDebits: 'directdebits',
  book: 'evaluation/book',
  disbursementOrders: 'evaluation/disbursement-orders',
  invoicing: 'evaluation/invoicing',
  overview: 'overview',
};

/** Entries that leave the administration app: a real link, not a hash route. */
const OTHER_APPS: Partial<Record<SubmenuKey, string>> = { kirchgeld: '/kirchgeld/' };

/** The entries an organisation shows; those whose page is built are enabled. */
export function submenuEntries(
  organization: SubmenuOrganization,
  donorLists: DonorListAvailability = NO_DONOR_LISTS,
  hasDirectDebitFiles = false,
): { key: SubmenuKey; isEnabled: boolean }[] {
  return SUBMENU.filter((entry) => entry.isVisible(organization, donorLists, hasDirectDebitFiles)).map(
    (entry) => ({
      key: entry.key,
      isEnabled: BUILT_PAGES[entry.key] !== undefined || OTHER_APPS[entry.key] !== undefined,
    }),
  );
}

export function OrganizationSubmenu({
  organization,
}: {
  organization: OrganizationSummary & SubmenuOrganization;
}) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const [isOpen, setIsOpen] = useState(false);
  // only who may read donors asks which donor lists are switched on here
  const { data: donorLists } = useQuery({
    ...donorListsQuery(organization.id),
    enabled: canDo(organization, READ_DONOR_LISTS),
  });
  // 'Lastschriftdateien' only where files exist; only administrators may list them
  const { data: directDebitFiles } = useQuery({
    ...directDebitFilesQuery(organization.id),
    enabled: canDo(organization, 'WRITE_ORG_DATA'),
  });
  const entries = submenuEntries(organization, donorLists, (directDebitFiles?.length ?? 0) > 0);

  const list = (
    <List dense component="div" disablePadding={isNarrow}>
      {/* an entry whose page is not built yet is hidden, not greyed */}
      {entries
        .filter((entry) => entry.isEnabled)
        .map((entry) =>
          OTHER_APPS[entry.key] ? (
            <ListItemButton key={entry.key} component="a" href={OTHER_APPS[entry.key]}>
              <ListItemText primary={SUBMENU_LABELS[entry.key]} />
            </ListItemButton>
          ) : (
            <ListItemButton
              key={entry.key}
              component={RouterLink}
              to={`/o/${organization.id}/${BUILT_PAGES[entry.key]}`}
            >
              <ListItemText primary={SUBMENU_LABELS[entry.key]} />
            </ListItemButton>
          ),
        )}
    </List>
  );

  if (isNarrow) {
    return (
      <Paper variant="outlined" component="nav" aria-label={ORGANIZATION_MESSAGES.submenu}>
        <ListItemButton onClick={() => setIsOpen((open) => !open)} aria-expanded={isOpen}>
          <ListItemText
            primary={ORGANIZATION_MESSAGES.submenuToggle}
            slotProps={{ primary: { sx: { fontWeight: 500 } } }}
          />
          {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </ListItemButton>
        <Collapse in={isOpen} unmountOnExit>
          {list}
        </Collapse>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" component="nav" aria-label={ORGANIZATION_MESSAGES.submenu}>
      <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '40px' }}>
        {ORGANIZATION_MESSAGES.submenu}
      </ListSubheader>
      {list}
    </Paper>
  );
}
