/**
 * The chain of parents above the open organisation. Shown when the user works in several
 * organisations or there is more than one parent; a crumb links only where the user may interact.
 */
import { ancestorChain } from '@kollekta/domain';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useOrganizations } from '../api';
import { ORGANIZATION_MESSAGES } from '../messages';
import { canInteract, hasMultipleOrganizations, toTreeOrganizations } from '../organization-access';

type Props = {
  organizationId: number;
  /** show the chain even for a single parent (the drawer always shows it) */
  always?: boolean;
};

export function OrganizationBreadcrumbs({ organizationId, always = false }: Props) {
  const { data: organizations = [] } = useOrganizations();
  const chain = ancestorChain(toTreeOrganizations(organizations), organizationId);
  const parents = chain.slice(0, -1);
  const current = chain.at(-1);
  const isShown = always || hasMultipleOrganizations(organizations) || parents.length > 1;
  if (!current || !isShown) return null;
  return (
    <Breadcrumbs aria-label={ORGANIZATION_MESSAGES.breadcrumbs} sx={{ '& ol': { rowGap: 0.5 } }}>
      {parents.map((parent) =>
        canInteract(parent) ? (
          <Link key={parent.id} component={RouterLink} to={`/o/${parent.id}/`}>
            {parent.name}
          </Link>
        ) : (
          <Typography key={parent.id} color="text.secondary">
            {parent.name}
          </Typography>
        ),
      )}
      <Typography color="text.primary" aria-current="page">
        {current.name}
      </Typography>
    </Breadcrumbs>
  );
}
