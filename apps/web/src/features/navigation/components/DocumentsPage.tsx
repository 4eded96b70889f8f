/**
 * 'Dokumente & Listen', `#/o/{id}/documents` (administration.md §2 "Main layout", "Lists"): the
 * organisation's documents and lists that exist for the caller – donation receipts, direct-debit
 * files, billing documents, recurring donations, information requests, the collection book and
 * forwarding orders – each exactly when the organisation submenu shows it.
 */

import type { OrganizationDetail } from '@kollekta/contract';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import {
  documentLinks,
  organizationQuery,
  useCurrentOrganizationId,
  useSubmenuInput,
} from '../../organizations';
import { documentDescription, DOCUMENTS_MESSAGES as TEXT } from '../messages';
import { PageLinkList } from './PageLinkList';

export function DocumentsPage() {
  const id = useCurrentOrganizationId();
  const { data: organization } = useQuery({ ...organizationQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <Navigate to="/" replace />;
  if (!organization) return null; // the organisation area shows loading and errors
  return <Documents organization={organization} />;
}

function Documents({ organization }: { organization: OrganizationDetail }) {
  const { input, isLoading } = useSubmenuInput(organization);
  const links = documentLinks(input).map((link) => ({ ...link, description: documentDescription(link.key) }));
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1">{TEXT.title}</Typography>
        <Typography color="text.secondary">{TEXT.intro}</Typography>
      </div>
      {isLoading ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>{TEXT.loading}</Typography>
        </Stack>
      ) : (
        <PageLinkList links={links} label={TEXT.title} />
      )}
    </Stack>
  );
}
