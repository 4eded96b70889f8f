/** One node of the organisation tree: name (a link where the user works), level and chips. */
import { ORGANIZATION_LEVEL_LABELS } from '@kollekta/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { splitByMatch } from '../highlight';
import { ORGANIZATION_MESSAGES } from '../messages';
import { canInteract, type TreeOrganizationSummary } from '../organization-access';

type Props = {
  organization: TreeOrganizationSummary;
  isSuperuser: boolean;
  /** the tree search, to mark where the name matches */
  search: string;
  /** superusers: opens the creation dialog for a child of this organisation */
  onAddChild?: (organization: TreeOrganizationSummary) => void;
};

function MarkedName({ name, search }: { name: string; search: string }) {
  return splitByMatch(name, search).map((part) =>
    part.isMatch ? (
      <Box
        component="mark"
        key={part.offset}
        sx={{ bgcolor: 'rgba(242, 193, 78, 0.45)', color: 'inherit', borderRadius: 0.5 }}
      >
        {part.text}
      </Box>
    ) : (
      <Fragment key={part.offset}>{part.text}</Fragment>
    ),
  );
}

export function OrganizationNodeLabel({ organization, isSuperuser, search, onAddChild }: Props) {
  const isUsable = canInteract(organization);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
      {isUsable ? (
        <Link
          component={RouterLink}
          to={`/o/${organization.id}/`}
          onClick={(event) => event.stopPropagation()}
          sx={{ fontWeight: 500 }}
        >
          <MarkedName name={organization.name} search={search} />
        </Link>
      ) : (
        <Typography component="span" color="text.secondary">
          <MarkedName name={organization.name} search={search} />
        </Typography>
      )}
      <Typography component="span" variant="caption" color="text.secondary">
        {ORGANIZATION_LEVEL_LABELS[organization.level]}
      </Typography>
      {organization.location_count !== null && (
        <Chip
          size="small"
          variant="outlined"
          label={ORGANIZATION_MESSAGES.locationCount(organization.location_count)}
        />
      )}
      {organization.user_count !== null && (
        <Chip
          size="small"
          variant="outlined"
          label={ORGANIZATION_MESSAGES.userCount(organization.user_count)}
        />
      )}
      {isSuperuser && onAddChild && (
        <Chip
          size="small"
          variant="outlined"
          color="primary"
          icon={<AddIcon />}
          label={ORGANIZATION_MESSAGES.addChild}
          aria-label={`${ORGANIZATION_MESSAGES.addChild}: ${organization.name}`}
          // the chip sits in the tree item: its click must not open or close the node
          onClick={(event) => {
            event.stopPropagation();
            onAddChild(organization);
          }}
          onKeyDown={(event) => event.stopPropagation()}
        />
      )}
    </Stack>
  );
}
