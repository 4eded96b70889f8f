/**
 * The features of the organisation (administration.md §3 "Feature"): booked here or passed down from
 * above, with their validity. They decide, for example, whether collections can be announced.
 */
import type { OrganizationFeature } from '@kollekta/contract';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatIsoDay } from '../../../lib/date-format';
import { organizationName, useOrganizations } from '../../organizations';
import { FEATURE_LABELS, NOTIFICATIONS_MESSAGES } from '../messages';

export function FeatureList({ features }: { features: readonly OrganizationFeature[] }) {
  const { data: organizations = [] } = useOrganizations();
  if (features.length === 0) {
    return <Typography color="text.secondary">{NOTIFICATIONS_MESSAGES.noFeatures}</Typography>;
  }
  return (
    <List dense disablePadding aria-label={NOTIFICATIONS_MESSAGES.features}>
      {features.map((feature) => {
        const period = NOTIFICATIONS_MESSAGES.featurePeriod(
          feature.valid_from ? formatIsoDay(feature.valid_from) : null,
          feature.valid_notafter ? formatIsoDay(feature.valid_notafter) : null,
        );
        const source = feature.is_inherited
          ? NOTIFICATIONS_MESSAGES.featureInherited(
              organizationName(
                organizations.find((organization) => organization.id === feature.organization_id),
              ),
            )
          : null;
        return (
          <ListItem
            key={feature.id}
            disableGutters
            secondaryAction={
              <Chip
                size="small"
                color={feature.is_valid ? 'success' : 'default'}
                variant={feature.is_valid ? 'filled' : 'outlined'}
                label={
                  feature.is_valid
                    ? NOTIFICATIONS_MESSAGES.featureValid
                    : NOTIFICATIONS_MESSAGES.featureInvalid
                }
              />
            }
          >
            <ListItemText
              primary={FEATURE_LABELS[feature.type]}
              secondary={[period, source].filter(Boolean).join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
